// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { NormalRechargeReply } from '../../domain/contracts/replies/deposits.ts';
import type { FirstDepositStanding } from '../../domain/contracts/replies/promotions.ts';
import type { DrawingReply, WithdrawInfo } from '../../domain/contracts/replies/withdrawals.ts';
import { bankCards, bankTypes, bets, firstDepositBonuses, members } from '../../server/db/schema/index.ts';
import { hashSecret } from '../../server/services/accounts/passwords.ts';
import { settleBet } from '../../server/services/money/demo-bets.ts';
import { approveRecharge } from '../../server/services/money/deposit-review.ts';
import { ledgerTotals } from '../../server/services/money/ledger.ts';
import { memberCalls, paymentIds } from './deposit-helpers.ts';
import { newMember, startTestApp, walletCents, type Token } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const db = t.database.db;
const { get, post } = memberCalls(t.app);
const ids = await paymentIds(t.app, (await newMember(t)).token);
const qkHash = await hashSecret('123456');
/** Inside the seeded offer's run (2026-01-01 to 2027-12-31), whatever the machine's date. */
const during = new Date('2026-06-01T04:00:00Z');
const game = 'rl_slot_starforge';

/** A member with a withdrawal password and a card, whose first deposit of `money` is approved (the bonus with it). */
async function depositedWithBonus(money: string) {
  const m = await newMember(t);
  await db.update(members).set({ qkPwdHash: qkHash, realname: 'Test Player' }).where(eq(members.id, m.id));
  const [type] = await db.select().from(bankTypes).limit(1);
  const [card] = await db.insert(bankCards).values({ memberId: m.id, bankTypeId: type!.id, cardNo: '6222020200112233445', ownerName: 'Test Player', branch: 'Main branch' }).returning();
  const res = await post<NormalRechargeReply>('/recharge/normal', m.token, { payment_id: ids.icbc, money, payer_name: 'Test Player' });
  expect(res.status).toBe(200);
  await approveRecharge(db, res.body.recharge.id, during);
  return { ...m, cardId: card!.id };
}

const transfer = async (token: Token, money: string, direction: 'in' | 'out') =>
  expect((await post('/game/deposit', token, { api_code: game, money, direction })).status).toBe(200);

/** Settled bets at the demo game, as its table settles them, with the payouts fixed so the figures are exact. */
async function played(memberId: number, plays: [stakeCents: number, payoutCents: number][]) {
  for (const [stakeCents, payoutCents] of plays) {
    await settleBet(db, { memberId, apiName: game, gameCode: null, sessionId: null, stakeCents, payoutCents, betKey: `wager:${randomBytes(8).toString('hex')}` }, new Date());
  }
}

const info = async (token: Token) => (await get<WithdrawInfo>('/drawing/info', token)).body;
const draw = (token: Token, money: string, cardId: number, lang = 'en') =>
  post<DrawingReply & { message: string }>(`/drawing?lang=${lang}`, token, { money, bank_id: cardId, qk_pwd: '123456' }, randomBytes(8).toString('hex'));

describe('the first-deposit bonus\'s own wagering requirement', () => {
  it('keeps the bonus and its winnings locked after the deposit is bet once: 1,000.00 in, 2,018.00 with the bonus, 1,000.00 bet', async () => {
    const m = await depositedWithBonus('1000.00');
    // 1,000.00 + 1,000.00 of bonus + 18.00 (VIP2's upgrade bonus, reached with the deposit).
    expect(await walletCents(t, m.id)).toBe(201_800);
    await transfer(m.token, '1000.00', 'in');
    // Ten bets of 100.00 at the demo game, three of them doubled: 600.00 comes back.
    await played(m.id, [...Array.from({ length: 3 }, (): [number, number] => [10_000, 20_000]), ...Array.from({ length: 7 }, (): [number, number] => [10_000, 0])]);
    await transfer(m.token, '600.00', 'out');

    const now = await info(m.token);
    expect(now.money).toBe('1618.00');
    // Only the member's own money not lost: 1,000.00 deposited − 400.00 lost.
    expect(now.withdrawable).toBe('600.00');
    // (1,000.00 + 1,000.00) × 10 = 20,000.00 to bet; 1,000.00 of it is.
    expect(now.turnover).toEqual({ deposited: '1000.00', valid_betting: '1000.00', still_needed: '19000.00', met: false });
    expect(now.bonus).toEqual({ amount: '1000.00', required: '20000.00', wagered: '1000.00', still_needed: '19000.00', met: false });
    const standing = (await get<FirstDepositStanding>('/activity/1/mine', m.token)).body;
    expect(standing.wagering).toEqual({ required: '20000.00', wagered: '1000.00', still_needed: '19000.00', met: false });
  });

  it('lets the member take their own money, refuses the bonus part in their language, keeps the bonus, and frees it all once the requirement is bet', async () => {
    const m = await depositedWithBonus('1000.00');
    await transfer(m.token, '1000.00', 'in');
    await played(m.id, [[100_000, 60_000]]);
    await transfer(m.token, '600.00', 'out');

    const over = await draw(m.token, '600.01', m.cardId);
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(
      'Your first deposit bonus and its winnings unlock after their betting requirement: you can withdraw up to 600.00 now (your own deposit not lost); 19000.00 of valid bets still needed',
    );
    const overZh = await draw(m.token, '1618.00', m.cardId, 'zh_cn');
    expect(overZh.body.message).toBe('首存红利及其盈利需完成规定的有效投注后才能提取，当前最多可提取 600.00 元（您本金中未输掉的部分）；还需有效投注 19000.00 元');
    expect(await walletCents(t, m.id)).toBe(161_800);

    // The own part leaves; the bonus is not forfeited, it stays locked in the wallet.
    expect((await draw(m.token, '600.00', m.cardId)).status).toBe(200);
    const after = await info(m.token);
    expect(after).toMatchObject({ money: '1018.00', withdrawable: '0.00', bonus: { amount: '1000.00', still_needed: '19000.00', met: false } });

    // The rest of the requirement, 19,000.00, bet at even money with the bonus money.
    await transfer(m.token, '1000.00', 'in');
    await played(m.id, Array.from({ length: 18 }, (): [number, number] => [100_000, 100_000]));
    expect((await info(m.token)).bonus).toMatchObject({ still_needed: '1000.00', met: false });
    await played(m.id, [[100_000, 100_000]]);
    await transfer(m.token, '1000.00', 'out');
    const met = await info(m.token);
    expect(met).toMatchObject({ money: '1018.00', withdrawable: '1018.00', turnover: { still_needed: '0.00', met: true } });
    expect(met.bonus).toEqual({ amount: '1000.00', required: '20000.00', wagered: '20000.00', still_needed: '0.00', met: true });
    // More bets do not move a met requirement past itself.
    await transfer(m.token, '10.00', 'in');
    await played(m.id, [[1_000, 1_000]]);
    expect((await info(m.token)).bonus?.wagered).toBe('20000.00');
    expect(await ledgerTotals(db)).toMatchObject({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
  });

  it('counts each of 200 concurrent bets at the demo table once towards the requirement', async () => {
    const m = await depositedWithBonus('1000.00');
    await transfer(m.token, '1000.00', 'in');
    const { url } = (await get<{ url: string }>(`/game/login?api_code=${game}&lang=en`, m.token)).body;
    const page = await t.app.inject({ method: 'GET', url });
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    const burst = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/demo-game/bet',
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ stake: '1.00', key: randomBytes(16).toString('hex') }).toString(),
        }),
      ),
    );
    expect(burst.every((res) => res.statusCode === 303 && !String(res.headers.location).includes('refused'))).toBe(true);
    const [placed] = await db.select({ stakes: sql<string>`sum(${bets.stakeCents})` }).from(bets).where(eq(bets.memberId, m.id));
    expect(Number(placed!.stakes)).toBe(20_000);
    const [row] = await db.select().from(firstDepositBonuses).where(eq(firstDepositBonuses.memberId, m.id));
    expect(row).toMatchObject({ requiredCents: 2_000_000, wageredCents: 20_000 });
  });
});
