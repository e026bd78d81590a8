// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DrawingReply, WithdrawalItem, WithdrawInfo } from '../../domain/contracts/replies/withdrawals.ts';
import { bankCards, bankTypes, bets, members, paymentAccounts, recharges } from '../../server/db/schema/index.ts';
import { withdrawalCommands } from '../../server/ops/withdrawal-commands.ts';
import { approveRecharge } from '../../server/services/money/deposit-review.ts';
import { house, ledgerTotals, move, walletOf } from '../../server/services/money/ledger.ts';
import { hashSecret } from '../../server/services/accounts/passwords.ts';
import { bearer, call, ledgerMovesOf, newMember, startTestApp, walletCents, type Token } from './test-app.ts';
import { withoutFirstDepositBonus } from './first-deposit-helpers.ts';

const t = await startTestApp();
await withoutFirstDepositBonus(t);
afterAll(() => t.close());
const qkHash = await hashSecret('123456');

/** A member with a withdrawal password, one card, and an opening balance (not a deposit). */
async function withCard(balanceCents = 50_000) {
  const m = await newMember(t, { balanceCents });
  await t.database.db.update(members).set({ qkPwdHash: qkHash, realname: 'Test Player' }).where(eq(members.id, m.id));
  const [type] = await t.database.db.select().from(bankTypes).limit(1);
  const [card] = await t.database.db.insert(bankCards).values({ memberId: m.id, bankTypeId: type!.id, cardNo: '6222020200112233445', ownerName: 'Test Player', branch: 'Main branch' }).returning();
  return { ...m, cardId: card!.id };
}

async function deposit(memberId: number, amountCents: number) {
  const [account] = await t.database.db.select().from(paymentAccounts).limit(1);
  const [row] = await t.database.db.insert(recharges).values({ memberId, way: 'normal', paymentAccountId: account!.id, amountCents, payerName: 'Test Player' }).returning();
  await approveRecharge(t.database.db, row!.id, new Date());
}

const draw = (token: Token, body: Record<string, unknown>, key?: string) =>
  call<DrawingReply & { message: string }>(t.app, { method: 'POST', url: '/api/drawing?lang=en', headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) }, payload: body });
const info = async (token: Token) => (await call<WithdrawInfo>(t.app, { method: 'GET', url: '/api/drawing/info', headers: bearer(token) })).body;
const run = (name: string, args: string[]) => withdrawalCommands.find((c) => c.name === name)!.run({ db: t.database.db, now: () => new Date(), lang: 'en' }, args);

describe('withdrawals', () => {
  it('holds the amount at once, then pays it on the operator\'s word, each step one balanced ledger transaction', async () => {
    const m = await withCard();
    const res = await draw(m.token, { money: '100.00', bank_id: m.cardId, qk_pwd: '123456' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Withdrawal submitted. Withdrawals are paid once our cashier has checked them.');
    expect(res.body).toMatchObject({ money: '400.00', withdrawal: { money: '100.00', status: 'pending', card: '**** **** **** 3445' } });
    expect(JSON.stringify(res.body)).not.toContain('6222020200112233445');
    expect(await walletCents(t, m.id)).toBe(40_000);
    expect(await run('withdrawals', [])).toContain(`#${res.body.withdrawal.id}`);
    expect(await run('pay-withdrawal', [String(res.body.withdrawal.id)])).toBe(`Withdrawal #${res.body.withdrawal.id} paid: 100.00`);
    await expect(run('pay-withdrawal', [String(res.body.withdrawal.id)])).rejects.toMatchObject({ key: 'withdrawal_decided' });
    const list = (await call<WithdrawalItem[]>(t.app, { method: 'GET', url: '/api/drawing/list', headers: bearer(m.token) })).body;
    expect(list[0]).toMatchObject({ status: 'paid', money: '100.00' });
    expect(await walletCents(t, m.id)).toBe(40_000);
    expect(await ledgerMovesOf(t, m.id)).toBe(3);
    expect(await ledgerTotals(t.database.db)).toEqual({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
  });

  it('returns a refused withdrawal to the wallet, and allows the next only after one minute', async () => {
    const m = await withCard();
    const first = await draw(m.token, { money: '10.00', bank_id: m.cardId, qk_pwd: '123456' });
    expect((await draw(m.token, { money: '10.00', bank_id: m.cardId, qk_pwd: '123456' })).body).toEqual({ message: 'Please withdraw again only after one minute' });
    expect((await info(m.token)).wait_seconds).toBeGreaterThan(50);
    await run('reject-withdrawal', [String(first.body.withdrawal.id), 'name', 'differs']);
    expect(await walletCents(t, m.id)).toBe(50_000);
    t.advance(61);
    try {
      expect((await draw(m.token, { money: '10.00', bank_id: m.cardId, qk_pwd: '123456' })).status).toBe(200);
    } finally {
      t.advance(-61);
    }
    const list = (await call<WithdrawalItem[]>(t.app, { method: 'GET', url: '/api/drawing/list', headers: bearer(m.token) })).body;
    expect(list.map((w) => [w.status, w.reason])).toEqual([['pending', null], ['rejected', 'name differs']]);
  });

  it('refuses bad amounts, a wrong or locked withdrawal password and another member\'s card, moving nothing', async () => {
    const m = await withCard(10_000);
    const other = await withCard();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ money: '-5', bank_id: m.cardId, qk_pwd: '123456' }, 422, 'Enter an amount like 100 or 100.50 (at most 2 decimals)'],
      [{ money: '1e3', bank_id: m.cardId, qk_pwd: '123456' }, 422, 'Enter an amount like 100 or 100.50 (at most 2 decimals)'],
      [{ money: '0.001', bank_id: m.cardId, qk_pwd: '123456' }, 422, 'Enter an amount like 100 or 100.50 (at most 2 decimals)'],
      [{ money: 'NaN', bank_id: m.cardId, qk_pwd: '123456' }, 422, 'Enter an amount like 100 or 100.50 (at most 2 decimals)'],
      [{ money: '99999999.99', bank_id: m.cardId, qk_pwd: '123456' }, 422, 'Insufficient balance'],
      [{ money: '10', bank_id: 'x', qk_pwd: '123456' }, 422, 'Please choose a bank card'],
      [{ money: '10', bank_id: other.cardId, qk_pwd: '123456' }, 404, 'This bank card does not exist'],
      [{ money: '10', bank_id: m.cardId, qk_pwd: '12345' }, 422, 'The withdrawal password must be 6 digits'],
    ];
    for (const [body, status, message] of cases) {
      const res = await draw(m.token, body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    for (let i = 0; i < 5; i += 1) expect((await draw(m.token, { money: '10', bank_id: m.cardId, qk_pwd: '654321' })).body.message).toBe('The withdrawal password is wrong');
    const locked = await draw(m.token, { money: '10', bank_id: m.cardId, qk_pwd: '123456' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many wrong withdrawal passwords: try again in \d+ minutes$/);
    expect(await ledgerMovesOf(t, m.id)).toBe(1);
    expect(await walletCents(t, m.id)).toBe(10_000);
  });

  it('keeps winnings until deposits have one times valid betting, but never the member\'s own unlost deposit', async () => {
    const m = await withCard(0);
    await deposit(m.id, 20_000);
    // Lost 50 of it at the tables, won nothing: 150 of the own deposit is left, all withdrawable.
    await t.database.db.insert(bets).values({ memberId: m.id, apiName: 'rl_slot_starforge', stakeCents: 5000, payoutCents: 0, betKey: `t-${m.id}-1`, createdAt: new Date() });
    // A bonus of 100 on top, which needs the turnover.
    await move(t.database.db, { kind: 'bonus', memberId: m.id, from: house('bonuses'), to: walletOf(m.id), amountCents: 10_000 });
    const before = await info(m.token);
    expect(before).toMatchObject({ money: '300.00', withdrawable: '150.00', turnover: { deposited: '200.00', valid_betting: '50.00', still_needed: '150.00', met: false } });
    const refused = await draw(m.token, { money: '150.01', bank_id: m.cardId, qk_pwd: '123456' });
    expect(refused.body.message).toBe('Each deposit must be matched by valid bets of the same amount before everything can be withdrawn: you can withdraw up to 150.00 now (150.00 of valid bets still needed)');
    expect((await draw(m.token, { money: '150.00', bank_id: m.cardId, qk_pwd: '123456' })).status).toBe(200);
    // With the turnover met, everything left may go.
    await t.database.db.insert(bets).values({ memberId: m.id, apiName: 'rl_slot_starforge', stakeCents: 15_000, payoutCents: 15_000, betKey: `t-${m.id}-2`, createdAt: new Date() });
    expect(await info(m.token)).toMatchObject({ money: '150.00', withdrawable: '150.00', turnover: { met: true, still_needed: '0.00' } });
  });

  it('lets one of two simultaneous requests through', async () => {
    const m = await withCard(10_000);
    const replies = await Promise.all([1, 2, 3].map((n) => draw(m.token, { money: '30.00', bank_id: m.cardId, qk_pwd: '123456' }, `w-${n}`)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 429, 429]);
    expect(await walletCents(t, m.id)).toBe(7000);
  });
});
