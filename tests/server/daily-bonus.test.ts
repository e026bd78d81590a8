// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { periodBounds, periodOf } from '../../domain/contracts/daily-bonus.ts';
import type {
  DailyBonusCheckReply,
  DailyBonusClaimItem,
  DailyBonusClaimReply,
  DailyBonusPage,
  DailyBonusStatus,
  DailyCheckInItem,
} from '../../domain/contracts/replies/daily-bonus.ts';
import { dailyBonusClaims, dailyCheckIns, ledgerTransactions, members } from '../../server/db/schema/index.ts';
import { addDays, dayStart, serverDay } from '../../domain/time/operator-time.ts';
import { issueToken } from '../../server/services/accounts/tokens.ts';
import { bearer, call, ledgerMovesOf, newMember, startWithDemo, walletCents, type Token } from './test-app.ts';

const { t, demo } = await startWithDemo();
afterAll(() => t.close());

const db = t.database.db;
const now = () => t.app.clock();
const today = () => serverDay(now());

/** Moves the server clock forward to `instant` (never back: tokens and stored times must stay consistent). */
function moveTo(instant: Date): void {
  const ahead = instant.getTime() - now().getTime();
  if (ahead < 0) throw new Error('the test clock only moves forward');
  t.advance(ahead / 1000);
}

/** `hh:mm` server time on the `n`-th day of the month after the current one. */
function nextMonthAt(n: number, time = '12:00'): Date {
  const next = addDays(periodBounds(periodOf(today())).last, n);
  return new Date(`${next}T${time}:00+08:00`);
}

/** A member with no history and a token valid at the server's (moved) clock. */
async function member() {
  const m = await newMember(t);
  return { id: m.id, token: await issueToken(db, m.id, now()) };
}

const headersOf = (token: Token | null, key?: string) => ({ ...(token ? bearer(token) : {}), ...(key ? { 'idempotency-key': key } : {}) });
const check = (token: Token | null, lang = 'en') => call<DailyBonusCheckReply & { message: string }>(t.app, { method: 'POST', url: `/api/dailybonus/check?lang=${lang}`, headers: headersOf(token) });
const status = (token: Token | null, lang = 'en') => call<DailyBonusStatus>(t.app, { method: 'GET', url: `/api/dailybonus/award/list?lang=${lang}`, headers: headersOf(token) });
const claim = (token: Token | null, payload: unknown, key?: string, lang = 'en') =>
  call<DailyBonusClaimReply>(t.app, { method: 'POST', url: `/api/dailybonus/64/award?lang=${lang}`, headers: headersOf(token, key), payload: payload as Record<string, unknown> });
const checkIns = (token: Token | null, query = '') => call<DailyBonusPage<DailyCheckInItem>>(t.app, { method: 'GET', url: `/api/dailybonus/history?lang=en${query}`, headers: headersOf(token) });
const claims = (token: Token | null, query = '', lang = 'en') =>
  call<DailyBonusPage<DailyBonusClaimItem>>(t.app, { method: 'GET', url: `/api/dailybonus/award/history?lang=${lang}${query}`, headers: headersOf(token) });
const shift = (name: string, days: number) => call<{ days: string[] }>(t.app, { method: 'POST', url: '/api/dev/daily-bonus/shift?lang=en', payload: { name, days } });

/** Writes check-ins of a member on the given days directly (the test's way to reach a tier). */
const seedDays = (memberId: number, days: string[]) => db.insert(dailyCheckIns).values(days.map((day) => ({ memberId, day, createdAt: dayStart(day) })));
const storedDays = async (memberId: number) => (await db.select({ day: dailyCheckIns.day }).from(dailyCheckIns).where(eq(dailyCheckIns.memberId, memberId))).map((r) => r.day).sort();
const tierOf = (s: DailyBonusStatus, days: number) => s.list.find((a) => a.days === days)!;
const nameOf = async (id: number) => (await db.select({ name: members.name }).from(members).where(eq(members.id, id)))[0]!.name;

describe('visitors', () => {
  it('get 401 from every daily-bonus call', async () => {
    for (const res of [await check(null), await status(null), await claim(null, { award_id: 1 }), await checkIns(null), await claims(null)]) {
      expect(res).toMatchObject({ status: 401, body: { message: 'Your login has expired, please log in again!' } });
    }
  });
});

describe('the demo member', () => {
  it('has check-ins before today and last month\'s 3-day tier claimed, and still 1888.00', async () => {
    const s = await status(demo);
    expect(s.status).toBe(200);
    expect(s.body.checked_today).toBe(false);
    expect(s.body.checked_days.length).toBeGreaterThan(0);
    expect(s.body.checked_days).not.toContain(today());
    expect(s.body.count).toBe(s.body.checked_days.length);
    expect(s.body.streak).toBe(4);
    const history = await claims(demo);
    expect(history.body.total).toBe(1);
    const lastMonth = periodOf(addDays(`${periodOf(today())}-01`, -1));
    expect(history.body.list[0]).toMatchObject({ name: 'Starter gift', days: 3, period: lastMonth, money: '5.00' });
    expect((await checkIns(demo)).body.total).toBe(7);
    const me = await call<{ money: string }>(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(demo) });
    expect(me.body.money).toBe('1888.00');
  });
});

describe('check-in', () => {
  it('starts with nothing checked and every tier locked', async () => {
    const m = await member();
    const s = await status(m.token);
    expect(s.body).toMatchObject({ today: today(), period: periodOf(today()), checked_today: false, count: 0, streak: 0, checked_days: [] });
    expect(s.body.list.map((a) => [a.name, a.days, a.money, a.progress, a.state])).toEqual([
      ['Starter gift', 3, '5.00', 0, 'locked'],
      ['Week gift', 7, '18.00', 0, 'locked'],
      ['Half-month gift', 15, '48.00', 0, 'locked'],
      ['Full-month gift', 25, '88.00', 0, 'locked'],
    ]);
    expect((await status(m.token, 'zh_hk')).body.list[0]!.name).toBe('新手簽到禮');
  });

  it('checks in once a day: a second check the same day is refused and changes nothing; the next day is allowed', async () => {
    const m = await member();
    const first = await check(m.token);
    expect(first).toMatchObject({ status: 200, body: { day: today(), count: 1, streak: 1, message: 'Checked in! Check-ins this month: 1; days in a row: 1' } });
    const again = await check(m.token);
    expect(again).toMatchObject({ status: 409, body: { message: 'You have already checked in today, come back tomorrow' } });
    expect((await check(m.token, 'zh_cn')).body.message).toBe('今天已经签到过了，请明天再来');
    expect(await storedDays(m.id)).toEqual([today()]);
    expect((await status(m.token)).body).toMatchObject({ checked_today: true, count: 1, streak: 1, checked_days: [today()] });

    moveTo(nextMonthAt(10));
    const token = await issueToken(db, m.id, now());
    expect((await status(token)).body).toMatchObject({ checked_today: false, count: 0, streak: 0 });
    expect((await check(token)).body).toMatchObject({ day: today(), count: 1, streak: 1 });
    t.advance(24 * 3600);
    expect((await check(token)).body).toMatchObject({ day: today(), count: 2, streak: 2 });
    expect((await status(token)).body.streak).toBe(2);
    t.advance(24 * 3600);
    // Not yet checked today: yesterday's run still stands until today ends.
    expect((await status(token)).body).toMatchObject({ checked_today: false, streak: 2 });
  });

  it('answers one of two check-ins sent at once', async () => {
    const m = await member();
    const replies = await Promise.all([check(m.token), check(m.token), check(m.token)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await storedDays(m.id)).toHaveLength(1);
  });

  it('follows the server day (UTC+8): a new day at 00:00 there, not at midnight UTC', async () => {
    const m = await member();
    const day = addDays(today(), 2);
    // 07:59:50 and 08:00:10 server time are the same server day but two UTC days.
    moveTo(new Date(`${day}T07:59:50+08:00`));
    let token = await issueToken(db, m.id, now());
    expect((await check(token)).body.day).toBe(day);
    t.advance(20);
    expect((await check(token)).status).toBe(409);
    // 23:59:50 is still that day; ten seconds past midnight it is the next one.
    moveTo(new Date(`${day}T23:59:50+08:00`));
    token = await issueToken(db, m.id, now());
    expect((await check(token)).status).toBe(409);
    t.advance(20);
    expect((await check(token)).body).toMatchObject({ day: addDays(day, 1), streak: 2 });
  });

  it('counts a period as one calendar month: the count starts again on the 1st, the streak goes on', async () => {
    const m = await member();
    const last = periodBounds(periodOf(addDays(today(), 1))).last;
    moveTo(new Date(`${last}T12:00:00+08:00`));
    const token = await issueToken(db, m.id, now());
    expect((await check(token)).body).toMatchObject({ day: last, count: 1, streak: 1 });
    t.advance(24 * 3600);
    expect((await check(token)).body).toMatchObject({ day: addDays(last, 1), count: 1, streak: 2 });
    expect((await status(token)).body.checked_days).toEqual([addDays(last, 1)]);
  });
});

describe('award tiers', () => {
  /** A member on the 15th of next month with check-ins on the `n` days before today. */
  async function reached(n: number) {
    moveTo(nextMonthAt(15));
    const m = await member();
    await seedDays(m.id, Array.from({ length: n }, (_, i) => addDays(today(), -1 - i)));
    return m;
  }

  it('shows progress against each tier and which can be claimed', async () => {
    const m = await reached(7);
    const s = await status(m.token);
    expect(s.body.count).toBe(7);
    expect(s.body.streak).toBe(7);
    expect(s.body.list.map((a) => [a.days, a.progress, a.state])).toEqual([
      [3, 7, 'claimable'],
      [7, 7, 'claimable'],
      [15, 7, 'locked'],
      [25, 7, 'locked'],
    ]);
    expect(s.body.checked_days).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today(), i - 7)));
  });

  it('credits a reached tier once through the ledger: a repeated key replays, a second key and no key are refused', async () => {
    const m = await reached(3);
    const starter = tierOf((await status(m.token)).body, 3);
    const before = await ledgerMovesOf(t, m.id);
    const me = async () => (await call<{ money: string }>(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(m.token) })).body.money;
    expect(await me()).toBe('0.00');
    const first = await claim(m.token, { award_id: starter.id }, 'claim-1');
    expect(first).toMatchObject({ status: 200, body: { message: 'Claimed: 5.00 added to your main wallet', money: '5.00', award: { id: starter.id, state: 'claimed', progress: 3 } } });
    const replay = await claim(m.token, { award_id: starter.id }, 'claim-1');
    expect(replay).toEqual(first);
    const second = await claim(m.token, { award_id: starter.id }, 'claim-2');
    expect(second).toMatchObject({ status: 409, body: { message: 'You have already claimed this award this month' } });
    expect((await claim(m.token, { award_id: starter.id })).status).toBe(409);
    expect(await walletCents(t, m.id)).toBe(500);
    expect(await ledgerMovesOf(t, m.id)).toBe(before + 1);
    expect(await me()).toBe('5.00');
    const [row] = await db.select().from(dailyBonusClaims).where(eq(dailyBonusClaims.memberId, m.id));
    const [paid] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, row!.ledgerTransactionId!));
    expect(paid).toMatchObject({ kind: 'bonus', memberId: m.id, ref: `daily_bonus_claim:${row!.id}` });
    expect(tierOf((await status(m.token)).body, 3).state).toBe('claimed');
    const history = await claims(m.token);
    expect(history.body).toMatchObject({ total: 1, list: [{ award_id: starter.id, name: 'Starter gift', days: 3, period: periodOf(today()), money: '5.00' }] });
  });

  it('pays one of several claims sent at once with different keys', async () => {
    const m = await reached(3);
    const id = tierOf((await status(m.token)).body, 3).id;
    const replies = await Promise.all(['a', 'b', 'c'].map((key) => claim(m.token, { award_id: id }, `race-${key}`)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await walletCents(t, m.id)).toBe(500);
    expect(await ledgerMovesOf(t, m.id)).toBe(1);
  });

  it('claims a tier again in the next period', async () => {
    const m = await reached(3);
    const id = tierOf((await status(m.token)).body, 3).id;
    expect((await claim(m.token, { award_id: id })).status).toBe(200);
    moveTo(nextMonthAt(15));
    const token = await issueToken(db, m.id, now());
    expect(tierOf((await status(token)).body, 3)).toMatchObject({ progress: 0, state: 'locked' });
    await seedDays(m.id, [addDays(today(), -1), addDays(today(), -2), addDays(today(), -3)]);
    expect((await claim(token, { award_id: id })).body.money).toBe('10.00');
    expect((await claims(token)).body.list.map((c) => c.period)).toEqual([periodOf(today()), periodOf(addDays(`${periodOf(today())}-01`, -1))]);
  });

  it('refuses an unreached tier, an unknown tier and a bad id, writing nothing', async () => {
    const m = await reached(3);
    const week = tierOf((await status(m.token)).body, 7);
    expect(await claim(m.token, { award_id: week.id })).toMatchObject({ status: 422, body: { message: 'This award needs 7 check-ins this month; you have 3' } });
    expect((await claim(m.token, { award_id: week.id }, undefined, 'zh_hk')).body.message).toBe('該獎勵需要本月簽到 7 天，您已簽到 3 天');
    expect(await claim(m.token, { award_id: 999_999 })).toMatchObject({ status: 404, body: { message: 'This award does not exist' } });
    for (const bad of [{}, { award_id: 0 }, { award_id: 'x' }, { award_id: 1.5 }, { award_id: 3_000_000_000 }]) {
      expect((await claim(m.token, bad)).status, JSON.stringify(bad)).toBe(422);
    }
    const wrongPath = await t.app.inject({ method: 'POST', url: '/api/dailybonus/65/award', headers: bearer(m.token), payload: { award_id: week.id } });
    expect(wrongPath.statusCode).toBe(404);
    expect(await db.select().from(dailyBonusClaims).where(eq(dailyBonusClaims.memberId, m.id))).toEqual([]);
    expect(await ledgerMovesOf(t, m.id)).toBe(0);
  });

  it('keeps members apart: one member\'s check-ins and claims neither show nor count for another', async () => {
    const a = await reached(3);
    const b = await member();
    const id = tierOf((await status(a.token)).body, 3).id;
    expect((await claim(a.token, { award_id: id })).status).toBe(200);
    expect((await status(b.token)).body).toMatchObject({ count: 0, checked_days: [] });
    expect(tierOf((await status(b.token)).body, 3).state).toBe('locked');
    expect((await claim(b.token, { award_id: id })).status).toBe(422);
    expect((await checkIns(b.token)).body).toMatchObject({ total: 0, list: [] });
    expect((await claims(b.token)).body).toMatchObject({ total: 0, list: [] });
    expect(await walletCents(t, b.id)).toBe(0);
  });
});

describe('histories', () => {
  it('pages the check-ins newest first and refuses bad paging', async () => {
    const m = await member();
    const days = Array.from({ length: 12 }, (_, i) => addDays(today(), -i));
    await seedDays(m.id, days);
    const first = await checkIns(m.token);
    expect(first.body).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(first.body.list.map((r) => r.day)).toEqual(days.slice(0, 10));
    const second = await checkIns(m.token, '&page=2');
    expect(second.body.list.map((r) => r.day)).toEqual(days.slice(10));
    expect((await checkIns(m.token, '&page=2&limit=5')).body.list.map((r) => r.day)).toEqual(days.slice(5, 10));
    expect((await checkIns(m.token, '&page=9')).body).toMatchObject({ total: 12, list: [] });
    for (const bad of ['&page=0', '&page=x', '&page=-1', '&limit=51', '&limit=0']) {
      expect((await checkIns(m.token, bad)).status, bad).toBe(422);
      expect((await claims(m.token, bad)).status, bad).toBe(422);
    }
  });

  it('pages the claims and names them in the caller\'s language', async () => {
    const m = await member();
    const first = periodBounds(periodOf(today())).first;
    // Check-ins of this period only (a period has at least 28 days), so the week tier is reached too.
    await seedDays(m.id, Array.from({ length: 7 }, (_, i) => (addDays(first, i) === today() ? addDays(first, 27) : addDays(first, i))));
    const s = (await status(m.token)).body;
    for (const days of [3, 7]) expect((await claim(m.token, { award_id: tierOf(s, days).id })).status).toBe(200);
    expect((await claims(m.token, '&limit=1')).body).toMatchObject({ total: 2, limit: 1, list: [{ days: 7, money: '18.00' }] });
    expect((await claims(m.token, '&limit=1&page=2')).body.list).toMatchObject([{ days: 3, money: '5.00' }]);
    expect((await claims(m.token, '', 'zh_cn')).body.list.map((c) => c.name)).toEqual(['一周签到礼', '新手签到礼']);
    expect(await walletCents(t, m.id)).toBe(2300);
  });
});

// Registered by dev.ts, so absent without DEV_ENDPOINTS like every /api/dev route (content.test.ts checks that gate).
describe('the dev clock of one member', () => {
  it('moves one member\'s check-ins back so today is free again, and no one else\'s', async () => {
    const m = await member();
    const other = await member();
    expect((await check(m.token)).status).toBe(200);
    expect((await check(other.token)).status).toBe(200);
    const moved = await shift(await nameOf(m.id), 1);
    expect(moved).toMatchObject({ status: 200, body: { days: [addDays(today(), -1)] } });
    expect((await check(m.token)).body).toMatchObject({ streak: 2 });
    expect((await check(other.token)).status).toBe(409);
    expect(await storedDays(other.id)).toEqual([today()]);
    // Back the other way: the member's days move into the future, as if their clock went back.
    expect((await shift(await nameOf(m.id), -2)).body.days).toEqual([addDays(today(), 1), addDays(today(), 2)]);
  });

  it('refuses a member who has claimed, an unknown member and a zero move', async () => {
    moveTo(nextMonthAt(15));
    const m = await member();
    await seedDays(m.id, [addDays(today(), -1), addDays(today(), -2), addDays(today(), -3)]);
    const id = tierOf((await status(m.token)).body, 3).id;
    expect((await claim(m.token, { award_id: id })).status).toBe(200);
    const name = await nameOf(m.id);
    expect(await shift(name, 1)).toMatchObject({ status: 409, body: { message: 'This member has claimed awards: their check-in days can no longer be moved' } });
    expect((await shift('nobody-here', 1)).status).toBe(404);
    expect((await shift(name, 0)).status).toBe(422);
    expect(await storedDays(m.id)).toEqual([addDays(today(), -3), addDays(today(), -2), addDays(today(), -1)]);
  });
});
