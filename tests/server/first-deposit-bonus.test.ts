// @vitest-environment node
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { NormalRechargeReply } from '../../domain/contracts/replies/deposits.ts';
import type { ActivityDetail, ActivityItem, FirstDepositStanding } from '../../domain/contracts/replies/promotions.ts';
import { firstDepositBonuses, ledgerTransactions, paymentAccounts, recharges } from '../../server/db/schema/index.ts';
import { approveRecharge } from '../../server/services/money/deposit-review.ts';
import { firstDepositBonusKey } from '../../server/services/money/first-deposit-bonus.ts';
import { ledgerTotals } from '../../server/services/money/ledger.ts';
import { memberCalls, paymentIds } from './deposit-helpers.ts';
import { call, newMember, startTestApp, walletCents, type Token } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const db = t.database.db;
const { get, post } = memberCalls(t.app);
const ids = await paymentIds(t.app, (await newMember(t)).token);
/** Inside the seeded offer's run (2026-01-01 to 2027-12-31), whatever the machine's date. */
const during = new Date('2026-06-01T04:00:00Z');
const firstDepositActivity = 1;

async function pendingDeposit(token: Token, money: string): Promise<number> {
  const res = await post<NormalRechargeReply>('/recharge/normal', token, { payment_id: ids.icbc, money, payer_name: 'Han Meimei' });
  expect(res.status).toBe(200);
  return res.body.recharge.id;
}

/** First-deposit bonus postings of a member (a deposit that reaches a VIP level also posts that level's bonus, kind 'bonus' too). */
const bonusMoves = async (memberId: number) =>
  (await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.idempotencyKey, firstDepositBonusKey(memberId))))).length;
const standing = async (token: Token) => (await get<FirstDepositStanding>(`/activity/${firstDepositActivity}/mine`, token)).body;

describe('the first-deposit activity', () => {
  it('says what it is and how it is given: automatic, 100 % up to 8888.00 from 100.00; the welcome gift is applied for', async () => {
    const detail = await call<ActivityDetail>(t.app, { method: 'GET', url: `/api/activity/${firstDepositActivity}?lang=en` });
    expect(detail.body).toMatchObject({ kind: 'automatic', link: null, act_id: null, first_deposit: { percent: 100, cap: '8888.00', min_deposit: '100.00' } });
    expect(detail.body.content).toContain('credited automatically');
    const list = (await call<ActivityItem[]>(t.app, { method: 'GET', url: '/api/activities?lang=en' })).body;
    expect(list.map((a) => a.kind)).toEqual(['apply', 'automatic', 'link', 'link', 'link', 'deposit', 'link']);
    expect(list.find((a) => a.kind === 'apply')?.act_id).toBe(35);
    expect(list.filter((a) => a.kind === 'link').map((a) => a.link)).toEqual(['/Member/RebateList', '/Red', '/zhuanpan', '/Member/Team']);
    const wheel = (await call<ActivityDetail>(t.app, { method: 'GET', url: `/api/activity/${list[4]!.id}?lang=en` })).body;
    expect(wheel.first_deposit).toBeNull();
    expect((await call(t.app, { method: 'GET', url: `/api/activity/${firstDepositActivity}/mine` })).status).toBe(401);
  });

  it('credits 100 % of the first approved deposit once, as one ledger entry with the approval; a second deposit earns nothing', async () => {
    const m = await newMember(t);
    expect(await standing(m.token)).toEqual({ state: 'waiting', bonus: null, credited_at: null, wagering: null });
    const first = await approveRecharge(db, await pendingDeposit(m.token, '500.00'), during);
    expect(first.balanceCents).toBe(100_000);
    expect(await walletCents(t, m.id)).toBe(100_000);
    expect(await bonusMoves(m.id)).toBe(1);
    const [row] = await db.select().from(firstDepositBonuses).where(eq(firstDepositBonuses.memberId, m.id));
    // Its own wagering requirement, fixed with it: (500.00 + 500.00) × 10.
    expect(row).toMatchObject({ rechargeId: first.recharge.id, bonusCents: 50_000, activityId: firstDepositActivity, requiredCents: 1_000_000, wageredCents: 0 });
    expect(row!.ledgerTransactionId).not.toBeNull();
    expect(await standing(m.token)).toEqual({
      state: 'credited',
      bonus: '500.00',
      credited_at: during.toISOString(),
      wagering: { required: '10000.00', wagered: '0.00', still_needed: '10000.00', met: false },
    });

    await approveRecharge(db, await pendingDeposit(m.token, '300.00'), during);
    expect(await walletCents(t, m.id)).toBe(130_000);
    expect(await bonusMoves(m.id)).toBe(1);
    expect(await ledgerTotals(db)).toMatchObject({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
  });

  it('caps the bonus at 8888.00', async () => {
    const m = await newMember(t);
    await approveRecharge(db, await pendingDeposit(m.token, '10000.00'), during);
    const [row] = await db.select().from(firstDepositBonuses).where(eq(firstDepositBonuses.memberId, m.id));
    expect(row!.bonusCents).toBe(888_800);
    // 10,000.00 also passes VIP2 and VIP3 with the approval: their upgrade bonuses, 18.00 + 58.00.
    expect(await walletCents(t, m.id)).toBe(1_000_000 + 888_800 + 7_600);
  });

  it('pays nothing when the first approved deposit was under 100.00, nor for a later one', async () => {
    const m = await newMember(t);
    // Under the bank's own minimum, so written as an operator's manual entry would be.
    const [account] = await db.select({ id: paymentAccounts.id }).from(paymentAccounts).where(eq(paymentAccounts.id, ids.icbc));
    const [small] = await db.insert(recharges).values({ memberId: m.id, way: 'normal', paymentAccountId: account!.id, amountCents: 5_000, payerName: 'Han Meimei', createdAt: during }).returning({ id: recharges.id });
    await approveRecharge(db, small!.id, during);
    await approveRecharge(db, await pendingDeposit(m.token, '500.00'), during);
    expect(await walletCents(t, m.id)).toBe(55_000);
    expect(await bonusMoves(m.id)).toBe(0);
    expect(await standing(m.token)).toEqual({ state: 'spent', bonus: null, credited_at: null, wagering: null });
  });

  it('pays nothing outside the run of the activity', async () => {
    const m = await newMember(t);
    await approveRecharge(db, await pendingDeposit(m.token, '500.00'), new Date('2028-01-01T00:00:00Z'));
    expect(await walletCents(t, m.id)).toBe(50_000);
  });

  it('credits once when two first deposits of a member are approved at the same moment', async () => {
    const m = await newMember(t);
    const deposits = await Promise.all(['400.00', '600.00', '800.00'].map((money) => pendingDeposit(m.token, money)));
    const decisions = await Promise.all([...deposits, ...deposits].map((id) => approveRecharge(db, id, during)));
    expect(decisions.filter((d) => d.credited)).toHaveLength(3);
    expect(await bonusMoves(m.id)).toBe(1);
    const [row] = await db.select().from(firstDepositBonuses).where(eq(firstDepositBonuses.memberId, m.id));
    const earned = [40_000, 60_000, 80_000][deposits.indexOf(row!.rechargeId)];
    expect(row!.bonusCents).toBe(earned);
    // 1,800.00 in all passes VIP2 (upgrade bonus 18.00), paid once too.
    expect(await walletCents(t, m.id)).toBe(180_000 + earned! + 1_800);
  });
});
