// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { NormalRechargeReply, OnlineRechargeReply } from '../../domain/contracts/replies/deposits.ts';
import type { DepositLimitRefusal, LimitsChangeReply, MemberLimits } from '../../domain/contracts/replies/responsible-play.ts';
import { memberLimitPending, memberLimits } from '../../server/db/schema/index.ts';
import { formFields, memberCalls, notify, paymentIds, rechargeCount } from './deposit-helpers.ts';
import { call, ledgerMovesOf, newMember, startTestApp, walletCents, type Reply, type Token } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const { get, post } = memberCalls(t.app);
const ids = await paymentIds(t.app, (await newMember(t)).token);
const HOUR = 3600;
const SAVED = 'Your deposit limits are saved and apply now';
const SAVED_PENDING = 'Saved: a lower limit applies now; a higher limit or a removal takes effect after 24 hours';

const limitsOf = async (token: Token) => (await get<MemberLimits>('/member/limits?lang=en', token)).body;
const setLimits = (token: Token, body: unknown, lang = 'en') => post<LimitsChangeReply>(`/member/limits?lang=${lang}`, token, body);
const bank = (token: Token, money: string, lang = 'en') =>
  post<NormalRechargeReply | DepositLimitRefusal>(`/recharge/normal?lang=${lang}`, token, { payment_id: ids.icbc, money, payer_name: 'Li Lei' });
const online = (token: Token, money: string) => post<OnlineRechargeReply | DepositLimitRefusal>('/recharge/online?lang=en', token, { payment_id: ids.netBank, money });
const decide = (id: number, verdict: 'approve' | 'reject') => call(t.app, { method: 'POST', url: `/api/dev/recharges/${id}/${verdict}`, payload: {} });

/** The server's clock runs on between calls: what `call` did 24 hours from the server's now, and the pending change's time. */
async function in24h<T>(run: () => Promise<T>): Promise<{ reply: T; from: number; to: number }> {
  const from = t.app.clock().getTime() + 24 * HOUR * 1000;
  const reply = await run();
  return { reply, from, to: t.app.clock().getTime() + 24 * HOUR * 1000 };
}
const withinRange = (at: string, range: { from: number; to: number }) => Date.parse(at) >= range.from && Date.parse(at) <= range.to;

describe('deposit limits: the member sets them', () => {
  it('answers no limits, nothing used and no prompt answered for a new member; 401 without a login', async () => {
    const m = await newMember(t);
    expect(await limitsOf(m.token)).toEqual({
      deposit_day: null,
      deposit_week: null,
      deposit_month: null,
      pending: [],
      used: { deposit_day: '0.00', deposit_week: '0.00', deposit_month: '0.00' },
      reality_check_minutes: 0,
      time_out_until: null,
      excluded_until: null,
      prompted: false,
    });
    expect((await call(t.app, { method: 'GET', url: '/api/member/limits' })).status).toBe(401);
  });

  it('applies a new limit and a lower one at once; a raise waits 24 hours, then applies', async () => {
    const m = await newMember(t);
    const first = await setLimits(m.token, { deposit_day: '500' });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(SAVED);
    expect(first.body.limits).toMatchObject({ deposit_day: '500.00', deposit_week: null, pending: [], prompted: true });
    expect((await setLimits(m.token, { deposit_day: '300.5' })).body.limits.deposit_day).toBe('300.50');

    const range = await in24h(() => setLimits(m.token, { deposit_day: '800' }));
    const raise = range.reply;
    expect(raise.body.message).toBe(SAVED_PENDING);
    expect(raise.body.limits.deposit_day).toBe('300.50');
    expect(raise.body.limits.pending).toEqual([{ field: 'deposit_day', value: '800.00', effective_at: expect.any(String) }]);
    expect(withinRange(raise.body.limits.pending[0]!.effective_at, range)).toBe(true);
    // A minute short of the day (the test clock runs on real time too: on a busy machine a second
    // passes between the raise and these checks).
    t.advance(24 * HOUR - 60);
    expect((await limitsOf(m.token)).deposit_day).toBe('300.50');
    expect((await bank(m.token, '400')).status).toBe(403);
    t.advance(60);
    expect(await limitsOf(m.token)).toMatchObject({ deposit_day: '800.00', pending: [] });
    expect((await bank(m.token, '400')).status).toBe(200);
    // The due raise is written into the member's row on the next change.
    await setLimits(m.token, { deposit_week: '5000' });
    const [row] = await t.database.db.select().from(memberLimits).where(eq(memberLimits.memberId, m.id));
    expect([row!.depositDay, row!.depositWeek]).toEqual([80_000, 500_000]);
    expect(await t.database.db.select().from(memberLimitPending).where(eq(memberLimitPending.memberId, m.id))).toEqual([]);
  });

  it('a lower value drops a pending raise; the same raise again keeps its time', async () => {
    const m = await newMember(t);
    await setLimits(m.token, { deposit_week: '1000' });
    const first = await setLimits(m.token, { deposit_week: '2000' });
    t.advance(HOUR);
    expect((await setLimits(m.token, { deposit_week: '2000' })).body.limits.pending).toEqual(first.body.limits.pending);
    expect(first.body.limits.pending).toHaveLength(1);
    const lower = await setLimits(m.token, { deposit_week: '600' });
    expect(lower.body.limits).toMatchObject({ deposit_week: '600.00', pending: [] });
  });

  it('removing a limit waits 24 hours too, and a pending change can be cancelled (once)', async () => {
    const m = await newMember(t);
    await setLimits(m.token, { deposit_week: '1000', deposit_month: '3000' });
    const range = await in24h(() => setLimits(m.token, { deposit_week: null, deposit_month: '4000' }));
    const removal = range.reply;
    expect(removal.body.limits).toMatchObject({ deposit_week: '1000.00', deposit_month: '3000.00' });
    expect(removal.body.limits.pending.map(({ field, value }) => ({ field, value }))).toEqual([
      { field: 'deposit_week', value: null },
      { field: 'deposit_month', value: '4000.00' },
    ]);
    expect(removal.body.limits.pending.every((p) => withinRange(p.effective_at, range))).toBe(true);
    const cancel = await post<LimitsChangeReply>('/member/limits/cancel?lang=en', m.token, { field: 'deposit_month' });
    expect(cancel.body.message).toBe('The pending change of your limit is cancelled');
    expect(cancel.body.limits.pending.map((p) => p.field)).toEqual(['deposit_week']);
    const again = await post('/member/limits/cancel?lang=zh_cn', m.token, { field: 'deposit_month' });
    expect(again).toEqual({ status: 409, body: { message: '该限额没有待生效的更改' } });
    t.advance(24 * HOUR);
    expect(await limitsOf(m.token)).toMatchObject({ deposit_week: null, deposit_month: '3000.00', pending: [] });
  });

  it('remembers a skipped prompt', async () => {
    const m = await newMember(t);
    const skip = await post<LimitsChangeReply>('/member/limits/skip?lang=en', m.token);
    expect(skip.status).toBe(200);
    expect(skip.body).toMatchObject({ message: 'You can set deposit limits at any time under Responsible play', limits: { prompted: true, deposit_day: null } });
    expect((await limitsOf(m.token)).prompted).toBe(true);
  });

  it('refuses bad limits with 422 in the caller language and stores nothing', async () => {
    const m = await newMember(t);
    const format = 'Enter an amount like 100 or 100.50 (at most 2 decimals)';
    for (const value of ['abc', '-1', '1.234', '1e3']) expect(await setLimits(m.token, { deposit_day: value }), value).toEqual({ status: 422, body: { message: format } });
    expect(await setLimits(m.token, { deposit_day: 100 })).toEqual({ status: 422, body: { message: format } });
    expect(await setLimits(m.token, { deposit_day: '0' })).toEqual({ status: 422, body: { message: 'The amount must be more than 0' } });
    expect(await setLimits(m.token, {})).toEqual({ status: 422, body: { message: 'Please set or remove at least one limit' } });
    expect(await setLimits(m.token, {}, 'zh_cn')).toEqual({ status: 422, body: { message: '请至少设置或取消一项限额' } });
    expect((await setLimits(m.token, { deposit_day: '1.234' }, 'zh_cn')).body).toEqual({ message: '请输入正确的金额，如 100 或 100.50（最多两位小数）' });
    expect(await post('/member/limits/cancel?lang=en', m.token, { field: 'deposit_year' })).toEqual({ status: 422, body: { message: 'Please choose a deposit limit' } });
    expect(await limitsOf(m.token)).toMatchObject({ deposit_day: null, prompted: false });
  });
});

describe('deposit limits: every deposit path keeps to them', () => {
  it('refuses a deposit above what is left (403, code and what is left) and stores nothing', async () => {
    const m = await newMember(t, { balanceCents: 1_000 });
    await setLimits(m.token, { deposit_day: '250' });
    expect((await bank(m.token, '100')).status).toBe(200);
    const [count, moves] = [await rechargeCount(t, m.id), await ledgerMovesOf(t, m.id)];
    const refused = await bank(m.token, '200');
    expect(refused).toEqual({
      status: 403,
      body: { message: 'This deposit is over your deposit limit: you can deposit at most 150.00 more now', code: 'deposit_limit', left: { deposit_day: '150.00' } },
    });
    expect((await bank(m.token, '200', 'zh_hk')).body).toMatchObject({ message: '此筆存款超出您設定的存款限額：目前最多還可存入 150.00 元' });
    expect([await rechargeCount(t, m.id), await ledgerMovesOf(t, m.id), await walletCents(t, m.id)]).toEqual([count, moves, 1_000]);
    expect((await limitsOf(m.token)).used).toEqual({ deposit_day: '100.00', deposit_week: '100.00', deposit_month: '100.00' });
    expect((await bank(m.token, '150')).status).toBe(200);
    expect((await online(m.token, '10')).body).toEqual({ message: 'You have reached your deposit limit: no more deposits can be made for now', code: 'deposit_limit', left: { deposit_day: '0.00' } });
  });

  it('counts pending and approved deposits, not rejected ones; the lowest room across periods applies', async () => {
    const m = await newMember(t);
    await setLimits(m.token, { deposit_day: '1000', deposit_week: '400', deposit_month: '2000' });
    const a = (await bank(m.token, '100')) as { body: NormalRechargeReply };
    const b = (await bank(m.token, '100')) as { body: NormalRechargeReply };
    expect((await decide(a.body.recharge.id, 'approve')).body).toMatchObject({ status: 'approved' });
    expect((await decide(b.body.recharge.id, 'reject')).body).toMatchObject({ status: 'rejected' });
    const refused = await bank(m.token, '301');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ left: { deposit_day: '900.00', deposit_week: '300.00', deposit_month: '1900.00' } });
    expect((refused.body as DepositLimitRefusal).message).toContain('300.00');
    expect((await bank(m.token, '300')).status).toBe(200);
  });

  it('rolls its periods: a deposit 25 hours ago leaves the day but stays in the week', async () => {
    const m = await newMember(t);
    await setLimits(m.token, { deposit_day: '300', deposit_week: '500' });
    expect((await bank(m.token, '200')).status).toBe(200);
    t.advance(25 * HOUR);
    expect((await limitsOf(m.token)).used).toEqual({ deposit_day: '0.00', deposit_week: '200.00', deposit_month: '200.00' });
    expect((await bank(m.token, '301')).body).toMatchObject({ code: 'deposit_limit', left: { deposit_day: '300.00', deposit_week: '300.00' } });
    expect((await bank(m.token, '300')).status).toBe(200);
    expect((await bank(m.token, '100')).body).toMatchObject({ left: { deposit_day: '0.00', deposit_week: '0.00' } });
  });

  it('holds online payments (the demo gateway) to the same limits, pending or paid', async () => {
    const m = await newMember(t);
    await setLimits(m.token, { deposit_day: '100' });
    expect((await online(m.token, '60')).status).toBe(200);
    // A new order supersedes the open one, which then no longer counts.
    const open = (await online(m.token, '80')) as Reply<OnlineRechargeReply>;
    expect(open.status).toBe(200);
    expect((await bank(m.token, '100')).body).toMatchObject({ code: 'deposit_limit', left: { deposit_day: '20.00' } });
    const [count, moves] = [await rechargeCount(t, m.id), await ledgerMovesOf(t, m.id)];
    expect((await online(m.token, '150')).body).toMatchObject({ code: 'deposit_limit', left: { deposit_day: '100.00' } });
    expect([await rechargeCount(t, m.id), await ledgerMovesOf(t, m.id)]).toEqual([count, moves]);
    const page = await t.app.inject({ method: 'GET', url: open.body.url });
    expect((await notify(t.app, formFields(page.body))).statusCode).toBe(200);
    expect((await online(m.token, '20.01')).body).toMatchObject({ code: 'deposit_limit', left: { deposit_day: '20.00' } });
    expect((await online(m.token, '20')).status).toBe(200);
  });
});
