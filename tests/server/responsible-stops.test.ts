// @vitest-environment node
import { count, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { bankCards, bankTypes, bets, gameTickets, members, playStopLifts, redbagRounds } from '../../server/db/schema/index.ts';
import { runOps, type OpsIo } from '../../server/ops/run-ops.ts';
import { stopCommands } from '../../server/ops/stop-commands.ts';
import { hashSecret } from '../../server/services/accounts/passwords.ts';
import { addCalendarMonths } from '../../domain/time/operator-time.ts';
import { footprint } from './events-helpers.ts';
import { formFields, memberCalls, notify, paymentIds, rechargeCount } from './deposit-helpers.ts';
import { withoutFirstDepositBonus } from './first-deposit-helpers.ts';
import { openLive } from './live-stream.ts';
import { gmt8, login, memberWithPassword, PASSWORD, sessionPastLogin, stopsOf, tokensOf, type Refusal } from './responsible-helpers.ts';
import { bearer, call, ledgerMovesOf, smsCode, solvedCaptchaKey, startTestApp, walletCents, type Token } from './test-app.ts';

const t = await startTestApp();
await withoutFirstDepositBonus(t);
await t.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
afterAll(() => t.close());
const { get, post } = memberCalls(t.app);
const DAY = 86_400;

const timeOut = (token: Token, payload: unknown, lang = 'en') => post<Refusal>(`/member/time_out?lang=${lang}`, token, payload);
const selfExclude = (token: Token, payload: unknown, lang = 'en') => post<Refusal>(`/member/self_exclude?lang=${lang}`, token, payload);
const me = (token: Token) => call(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(token) });
const refusedAs = (stop: string, until: string) => ({ code: 'stopped_withdraw_only', stop, until, message: expect.stringContaining(gmt8(until)) as unknown as string });

async function stopped(kind: 'time_out' | 'self_exclude', length: number, balanceCents = 0) {
  const m = await memberWithPassword(t, balanceCents);
  const res = kind === 'time_out' ? await timeOut(m.token, { days: length, password: PASSWORD }) : await selfExclude(m.token, { months: length, password: PASSWORD });
  expect(res.status).toBe(200);
  const stops = await stopsOf(t, m.id);
  return { ...m, until: (kind === 'time_out' ? stops.timeOut : stops.excluded)!.toISOString(), reply: res.body };
}

describe('time-out', () => {
  it('ends every session of the member at once and tells their open stream', async () => {
    const m = await memberWithPassword(t);
    const other = (await login(t, m.name)).body;
    const stream = await openLive(base, other.access_token);
    await stream.next('snapshot');
    const before = t.app.clock().getTime();
    const res = await timeOut(m.token, { days: 7, password: PASSWORD });
    expect(res.status).toBe(200);
    const until = (await stopsOf(t, m.id)).timeOut!;
    expect(until.getTime() - before).toBeGreaterThanOrEqual(7 * DAY * 1000);
    expect(until.getTime() - before).toBeLessThan(7 * DAY * 1000 + 60_000);
    expect(res.body.message).toBe(
      `Your time-out has started and runs until ${gmt8(until.toISOString())} (GMT+8); you have been logged out on every device. Sign in again to see your balances, move money back from game wallets, manage bank cards and withdraw`,
    );
    await stream.next('logout');
    stream.close();
    expect((await me(m.token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
  });

  it('lets the member sign in by password and by SMS to a withdraw-only lobby; refusals name the end and what stays open', async () => {
    const m = await stopped('time_out', 3);
    const tokens = await tokensOf(t, m.id);
    const res = await login(t, m.name);
    expect(res.status).toBe(200);
    const code = await smsCode(t, m.phone);
    const phone = await call<Token>(t.app, { method: 'POST', url: '/api/auth/phone_login', payload: { phone: m.phone, sms_code: code, lang: 'en', key: await solvedCaptchaKey(t.app) } });
    expect(phone.status).toBe(200);
    expect(await tokensOf(t, m.id)).toBe(tokens + 2);
    const transferIn = (lang: string) => post<Refusal>(`/game/deposit?lang=${lang}`, res.body, { api_code: 'rl_slot_starforge', money: '1.00', direction: 'in' });
    const en = await transferIn('en');
    expect(en).toEqual({ status: 403, body: refusedAs('timed_out', m.until) });
    expect(en.body.message).toBe(
      `You are on a time-out until ${gmt8(m.until)} (GMT+8): until then you can only see your balances, move money from game wallets back to the main wallet, manage bank cards and withdraw`,
    );
    expect((await transferIn('zh_cn')).body.message).toBe(`您正处于冷静期，至 ${gmt8(m.until)}（GMT+8）结束；在此之前只能查看余额、从游戏钱包转回中心钱包、管理银行卡和提款`);
    // The stop is no secret worth a password guess: a wrong password is still just wrong.
    expect((await login(t, m.name, 'wrong1234')).body).toEqual({ message: expect.any(String) });
  });

  it('refuses deposits, transfers into games, game launches and event draws, storing nothing; transfers out and withdrawals stay open', async () => {
    const m = await memberWithPassword(t, 50_000);
    await t.database.db.update(members).set({ qkPwdHash: await hashSecret('123456'), realname: 'Test Player' }).where(eq(members.id, m.id));
    const [type] = await t.database.db.select().from(bankTypes).limit(1);
    const [card] = await t.database.db.insert(bankCards).values({ memberId: m.id, bankTypeId: type!.id, cardNo: '6222020200112233445', ownerName: 'Test Player', branch: 'Main' }).returning();
    const ids = await paymentIds(t.app, m.token);
    expect((await post('/game/deposit', m.token, { api_code: 'rl_slot_starforge', money: '100.00', direction: 'in' })).status).toBe(200);
    const order = await post<{ url: string }>('/recharge/online', m.token, { payment_id: ids.netBank, money: '100' });
    const page = await t.app.inject({ method: 'GET', url: order.body.url });
    const game = await t.app.inject({ method: 'GET', url: (await get<{ url: string }>('/game/login?api_code=rl_slot_starforge', m.token)).body.url });
    const table = { cookie: String(game.headers['set-cookie']).split(';')[0]!, key: /name="key" value="([0-9a-f]{32})"/.exec(game.body)![1]! };
    expect((await timeOut(m.token, { days: 2, password: PASSWORD })).status).toBe(200);
    const until = (await stopsOf(t, m.id)).timeOut!.toISOString();
    const s = await sessionPastLogin(t, m.id);
    const recharges = await rechargeCount(t, m.id);
    const moves = await ledgerMovesOf(t, m.id);
    const events = await footprint(t, m.id);

    const refusals = [
      await post<Refusal>('/recharge/normal?lang=en', s, { payment_id: ids.icbc, money: '100', payer_name: 'Test Player' }),
      await post<Refusal>('/recharge/online?lang=en', s, { payment_id: ids.netBank, money: '100' }),
      await post<Refusal>('/game/deposit?lang=en', s, { api_code: 'rl_slot_starforge', money: '1.00', direction: 'in' }),
      await get<Refusal>('/game/login?api_code=rl_slot_lucky8&lang=en', s),
      await post<Refusal>('/wheel/award?lang=en', s, {}),
      await post<Refusal>('/redbag/start?lang=en', s),
    ];
    for (const r of refusals) expect(r).toEqual({ status: 403, body: refusedAs('timed_out', until) });
    // A game opened before the time-out takes no more bets: its play session ended with the login.
    const bet = await t.app.inject({
      method: 'POST',
      url: '/api/demo-game/bet',
      headers: { cookie: table.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ stake: '1.00', key: table.key }).toString(),
    });
    expect(bet.statusCode).toBe(404);
    expect((await t.database.db.select({ n: count() }).from(bets).where(eq(bets.memberId, m.id)))[0]!.n).toBe(0);
    // The order opened before the time-out cannot be paid while it runs.
    expect((await notify(t.app, formFields(page.body))).statusCode).toBe(409);
    expect(await rechargeCount(t, m.id)).toBe(recharges);
    expect(await ledgerMovesOf(t, m.id)).toBe(moves);
    expect(await footprint(t, m.id)).toEqual(events);
    // Only the ticket of the game opened before: the refused launch issued none.
    expect((await t.database.db.select({ n: count() }).from(gameTickets).where(eq(gameTickets.memberId, m.id)))[0]!.n).toBe(1);
    expect((await t.database.db.select({ n: count() }).from(redbagRounds).where(eq(redbagRounds.memberId, m.id)))[0]!.n).toBe(0);

    const out = await post<{ money: string }>('/game/deposit', s, { api_code: 'rl_slot_starforge', money: '40.00', direction: 'out' });
    expect(out).toMatchObject({ status: 200, body: { money: '440.00' } });
    const drawn = await post<{ money: string }>('/drawing', s, { money: '100.00', bank_id: card!.id, qk_pwd: '123456' });
    expect(drawn).toMatchObject({ status: 200, body: { money: '340.00' } });
    expect(await walletCents(t, m.id)).toBe(34_000);
  });

  it('can be lengthened but never shortened', async () => {
    const m = await stopped('time_out', 7);
    const s = await sessionPastLogin(t, m.id);
    const shorter = await timeOut(s, { days: 3, password: PASSWORD });
    expect(shorter.status).toBe(409);
    expect(shorter.body.message).toBe(`Your time-out already runs until ${gmt8(m.until)} (GMT+8); it cannot be shortened, only made longer`);
    expect((await stopsOf(t, m.id)).timeOut!.toISOString()).toBe(m.until);
    expect((await me(s)).status).toBe(200);
    expect((await timeOut(s, { days: 10, password: PASSWORD })).status).toBe(200);
    expect((await stopsOf(t, m.id)).timeOut!.getTime() - Date.parse(m.until)).toBeGreaterThanOrEqual(3 * DAY * 1000);
    expect((await me(s)).status).toBe(401);
  });

  it('refuses a wrong password and changes nothing', async () => {
    const m = await memberWithPassword(t);
    const res = await timeOut(m.token, { days: 7, password: 'wrong1234' }, 'zh_hk');
    expect(res).toEqual({ status: 422, body: { message: '登入密碼錯誤' } });
    expect(await stopsOf(t, m.id)).toEqual({ timeOut: null, excluded: null });
    expect((await me(m.token)).status).toBe(200);
  });

  it('answers days 0, 43 and "x" 422 in the caller\'s language, and a visitor 401', async () => {
    const m = await memberWithPassword(t);
    for (const days of [0, 43, 'x', 2.5]) {
      expect(await timeOut(m.token, { days, password: PASSWORD }, 'zh_cn')).toEqual({ status: 422, body: { message: '冷静期为1至42整天' } });
    }
    expect((await timeOut(m.token, { days: 43, password: PASSWORD }, 'en')).body.message).toBe('A time-out lasts 1 to 42 whole days');
    expect((await call(t.app, { method: 'POST', url: '/api/member/time_out', payload: { days: 1, password: PASSWORD } })).status).toBe(401);
    expect(await stopsOf(t, m.id)).toEqual({ timeOut: null, excluded: null });
  });

  it('ends by itself: once the clock passes the end, transfers into games work again', async () => {
    const m = await stopped('time_out', 1, 1000);
    t.advance(DAY - 120);
    const res = await login(t, m.name);
    expect(res.status).toBe(200);
    const transferIn = () => post('/game/deposit', res.body, { api_code: 'rl_slot_starforge', money: '1.00', direction: 'in' });
    expect((await transferIn()).status).toBe(403);
    t.advance(180);
    expect((await transferIn()).status).toBe(200);
  });
});

describe('self-exclusion', () => {
  it('runs whole calendar months, ends every session; signed in again, transfers into games are refused with the end date', async () => {
    const m = await memberWithPassword(t);
    const other = (await login(t, m.name)).body;
    const before = t.app.clock();
    const res = await selfExclude(m.token, { months: 6, password: PASSWORD });
    expect(res.status).toBe(200);
    const until = (await stopsOf(t, m.id)).excluded!;
    expect(until.getTime() - addCalendarMonths(before, 6).getTime()).toBeGreaterThanOrEqual(0);
    expect(until.getTime() - addCalendarMonths(before, 6).getTime()).toBeLessThan(60_000);
    expect(res.body.message).toBe(
      `Your self-exclusion has started and runs until ${gmt8(until.toISOString())} (GMT+8); you have been logged out on every device. Sign in again to see your balances, move money back from game wallets, manage bank cards and withdraw`,
    );
    expect([(await me(m.token)).status, (await me(other)).status]).toEqual([401, 401]);
    const again = await login(t, m.name, PASSWORD, 'zh_hk');
    expect(again.status).toBe(200);
    const refused = await post<Refusal>('/game/deposit?lang=zh_hk', again.body, { api_code: 'rl_slot_starforge', money: '1.00', direction: 'in' });
    expect(refused).toEqual({ status: 403, body: refusedAs('self_excluded', until.toISOString()) });
    expect(refused.body.message).toBe(`您已自我禁入至 ${gmt8(until.toISOString())}（GMT+8）；在此之前只能查看餘額、從遊戲錢包轉回中心錢包、管理銀行卡和提款`);
  });

  it('counts months on the calendar, the month\'s last day when it is shorter', () => {
    expect(addCalendarMonths(new Date('2026-08-31T10:00:00Z'), 6).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addCalendarMonths(new Date('2027-08-31T10:00:00Z'), 6).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addCalendarMonths(new Date('2026-01-15T23:30:00Z'), 60).toISOString()).toBe('2031-01-15T23:30:00.000Z');
  });

  it('refuses deposits and draws, never shortens, refuses a wrong password, checks months 6–60', async () => {
    const m = await stopped('self_exclude', 12, 10_000);
    const s = await sessionPastLogin(t, m.id);
    const ids = await paymentIds(t.app, s);
    expect(await post<Refusal>('/recharge/normal?lang=en', s, { payment_id: ids.icbc, money: '100', payer_name: 'Test Player' })).toEqual({ status: 403, body: refusedAs('self_excluded', m.until) });
    expect(await post<Refusal>('/wheel/award?lang=en', s, {})).toEqual({ status: 403, body: refusedAs('self_excluded', m.until) });
    expect((await selfExclude(s, { months: 6, password: PASSWORD })).body.message).toBe(
      `Your self-exclusion already runs until ${gmt8(m.until)} (GMT+8); it cannot be shortened, only made longer`,
    );
    expect((await selfExclude(s, { months: 24, password: 'wrong1234' })).status).toBe(422);
    expect((await stopsOf(t, m.id)).excluded!.toISOString()).toBe(m.until);
    for (const months of [5, 61, 'x']) expect(await selfExclude(s, { months, password: PASSWORD })).toEqual({ status: 422, body: { message: 'Self-exclusion lasts 6 to 60 whole months' } });
    expect((await selfExclude(s, { months: 24, password: PASSWORD })).status).toBe(200);
    expect((await stopsOf(t, m.id)).excluded!.getTime()).toBeGreaterThan(Date.parse(m.until));
  });

  it('ends by itself once the clock passes the end', async () => {
    const m = await stopped('self_exclude', 6, 1000);
    t.advance((Date.parse(m.until) - t.app.clock().getTime()) / 1000 - 60);
    const s = (await login(t, m.name)).body;
    const transferIn = () => post('/game/deposit', s, { api_code: 'rl_slot_starforge', money: '1.00', direction: 'in' });
    expect((await transferIn()).status).toBe(403);
    t.advance(120);
    expect((await transferIn()).status).toBe(200);
  });
});

describe('npm run ops -- lift-stop', () => {
  const out: string[] = [];
  const err: string[] = [];
  const io: OpsIo = { commands: stopCommands, open: async () => ({ db: t.database.db, close: async () => undefined }), out: (s) => out.push(s), err: (s) => err.push(s) };
  const lifts = async (memberId: number) => t.database.db.select().from(playStopLifts).where(eq(playStopLifts.memberId, memberId));

  it('refuses without a reason of 10 characters, and lifts with one, keeping the reason and the operator', async () => {
    const m = await stopped('self_exclude', 6, 1000);
    expect(await runOps(['lift-stop', m.name], io)).toBe(2);
    expect(err.pop()).toMatch(/^--reason "<why>" is required, at least 10 characters\nUsage: npm run ops -- lift-stop /);
    expect(await runOps(['lift-stop', m.name, '--reason', 'too short'], io)).toBe(2);
    expect(await lifts(m.id)).toEqual([]);
    expect((await stopsOf(t, m.id)).excluded!.toISOString()).toBe(m.until);

    expect(await runOps(['lift-stop', m.name, '--reason', 'Court order 2026/114, see ticket', '--operator', 'ops-lee'], io)).toBe(0);
    expect(out.pop()).toBe(`Lifted the self-exclusion of ${m.name} (it ran until ${gmt8(m.until)} GMT+8)`);
    expect(await lifts(m.id)).toEqual([
      expect.objectContaining({ kind: 'self_exclusion', wasUntil: new Date(m.until), reason: 'Court order 2026/114, see ticket', operator: 'ops-lee' }),
    ]);
    expect(await stopsOf(t, m.id)).toEqual({ timeOut: null, excluded: null });
    const s = (await login(t, m.name)).body;
    expect((await post('/game/deposit', s, { api_code: 'rl_slot_starforge', money: '1.00', direction: 'in' })).status).toBe(200);
  });

  it('takes the reason as several words and the operating-system user by default; says when nothing runs', async () => {
    const m = await stopped('time_out', 5);
    expect(await runOps(['lift-stop', m.name, '--reason', 'member', 'called,', 'wrong', 'button'], io)).toBe(0);
    const [row] = await lifts(m.id);
    expect(row).toMatchObject({ kind: 'time_out', reason: 'member called, wrong button' });
    expect(row!.operator.length).toBeGreaterThan(0);
    expect(await runOps(['lift-stop', m.name, '--reason', 'member called, wrong button'], io)).toBe(1);
    expect(err.pop()).toBe(`${m.name} has no time-out or self-exclusion running`);
    expect(await runOps(['lift-stop', 'nobody-here', '--reason', 'member called, wrong button'], io)).toBe(1);
  });
});
