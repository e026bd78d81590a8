// @vitest-environment node
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { RealitySession } from '../../domain/contracts/replies/responsible-stops.ts';
import { bets, memberLimits } from '../../server/db/schema/index.ts';
import { approveRecharge } from '../../server/services/money/deposit-review.ts';
import { fromCents } from '../../server/services/money/money.ts';
import { memberCalls, paymentIds } from './deposit-helpers.ts';
import { withoutFirstDepositBonus } from './first-deposit-helpers.ts';
import { login, memberWithPassword } from './responsible-helpers.ts';
import { call, startTestApp, type Token } from './test-app.ts';

const t = await startTestApp();
await withoutFirstDepositBonus(t);
afterAll(() => t.close());
const { get, post } = memberCalls(t.app);

const summary = async (token: Token) => (await get<RealitySession>('/member/reality_check', token)).body;

/** One demo bet of `stake` on Starforge through its table, as a member plays it; the bet row. */
async function demoBet(token: Token, stake: string) {
  const { url } = (await get<{ url: string }>('/game/login?api_code=rl_slot_starforge&lang=en', token)).body;
  const page = await t.app.inject({ method: 'GET', url });
  const cookie = String(page.headers['set-cookie']).split(';')[0]!;
  const key = /name="key" value="([0-9a-f]{32})"/.exec(page.body)![1]!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/demo-game/bet',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ stake, key }).toString(),
  });
  const [row] = await t.database.db.select().from(bets).where(eq(bets.id, Number(String(res.headers.location).split('=')[1])));
  return row!;
}

describe('reality check', () => {
  it('stores the interval (0, 30, 60, 90), making the limits row the first time; 45 is refused in the caller\'s language', async () => {
    const m = await memberWithPassword(t);
    expect((await summary(m.token)).minutes).toBe(0);
    expect(await post('/member/reality_check?lang=en', m.token, { minutes: 30 })).toEqual({
      status: 200,
      body: { message: 'Saved: every 30 minutes you will see how long you have played this session and its result' },
    });
    const [row] = await t.database.db.select().from(memberLimits).where(eq(memberLimits.memberId, m.id));
    expect(row).toMatchObject({ realityCheckMinutes: 30, depositDay: null, updatedAt: expect.any(Date) as unknown as Date });
    for (const minutes of [60, 90]) {
      expect((await post('/member/reality_check', m.token, { minutes })).status).toBe(200);
      expect((await summary(m.token)).minutes).toBe(minutes);
    }
    expect(await post('/member/reality_check?lang=zh_hk', m.token, { minutes: 0 })).toEqual({ status: 200, body: { message: '已關閉遊戲時間提醒' } });
    expect((await summary(m.token)).minutes).toBe(0);
    expect(await post('/member/reality_check?lang=zh_cn', m.token, { minutes: 45 })).toEqual({ status: 422, body: { message: '请选择关闭、30、60或90分钟' } });
    expect(await post('/member/reality_check?lang=en', m.token, { minutes: '30' })).toEqual({ status: 422, body: { message: 'Please choose off, 30, 60 or 90 minutes' } });
    expect((await summary(m.token)).minutes).toBe(0);
    expect((await call(t.app, { method: 'GET', url: '/api/member/reality_check' })).status).toBe(401);
  });

  it("sums this login's session: bets and wins settled since it began, deposits approved since, net = wins − bets", async () => {
    const m = await memberWithPassword(t, 100_000);
    expect((await post('/game/deposit', m.token, { api_code: 'rl_slot_starforge', money: '100.00', direction: 'in' })).status).toBe(200);
    const earlier = await demoBet(m.token, '5.00');
    t.advance(600);
    const session = await login(t, m.name);
    expect(session.status).toBe(200);
    const loggedInAt = t.app.clock();
    expect((await post('/member/reality_check', session.body, { minutes: 60 })).status).toBe(200);
    const fresh = await summary(session.body);
    expect(fresh).toEqual({ minutes: 60, started_at: expect.any(String) as unknown as string, bets: '0.00', wins: '0.00', deposits: '0.00', net: '0.00' });
    expect(Math.abs(Date.parse(fresh.started_at) - loggedInAt.getTime())).toBeLessThan(5_000);

    t.advance(60);
    await demoBet(session.body, '10.00');
    await demoBet(session.body, '1.00');
    const ids = await paymentIds(t.app, session.body);
    const deposit = await post<{ recharge: { id: number } }>('/recharge/normal', session.body, { payment_id: ids.icbc, money: '150', payer_name: 'Test Player' });
    await approveRecharge(t.database.db, deposit.body.recharge.id, t.app.clock());

    const since = await t.database.db.select().from(bets).where(and(eq(bets.memberId, m.id), gte(bets.createdAt, new Date(fresh.started_at))));
    expect(since.map((b) => b.stakeCents).sort()).toEqual([100, 1000]);
    const wins = since.reduce((sum, b) => sum + b.payoutCents, 0);
    expect(await summary(session.body)).toEqual({
      minutes: 60,
      started_at: fresh.started_at,
      bets: '11.00',
      wins: fromCents(wins),
      deposits: '150.00',
      net: fromCents(wins - 1100),
    });
    // The older session began before the first bet: it counts all three.
    const older = await summary(m.token);
    expect(older.bets).toBe('16.00');
    expect(older.wins).toBe(fromCents(wins + earlier.payoutCents));
    expect(Date.parse(older.started_at)).toBeLessThan(Date.parse(fresh.started_at));
  });
});
