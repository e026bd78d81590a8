// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Game } from '../../domain/contracts/replies/games.ts';
import type { RebateLevel, VipsReply } from '../../domain/contracts/replies/vip.ts';
import { favourites, members, paymentAccounts, recharges } from '../../server/db/schema/index.ts';
import { demoFavouriteCodes } from '../../server/db/seed/vip-rebates.ts';
import { approveRecharge, rejectRecharge } from '../../server/services/money/deposit-review.ts';
import { percentOfBp, progressOf } from '../../server/services/member/vip-ladder.ts';
import { bearer, call, countRows, newMember, startWithDemo, type Token } from './test-app.ts';

const { t, demo } = await startWithDemo();
afterAll(() => t.close());

const get = <T>(url: string, token?: Token | { authorization: string }) =>
  call<T>(t.app, { method: 'GET', url, headers: !token ? {} : 'authorization' in token ? token : bearer(token) });
const post = <T>(url: string, payload: unknown, token?: Token) =>
  call<T>(t.app, { method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
const money = /^\d+\.\d{2}$/;

/** A recharge of `cents` for the member, left pending, approved or rejected. */
async function recharge(memberId: number, cents: number, outcome: 'pending' | 'approved' | 'rejected') {
  const [account] = await t.database.db.select({ id: paymentAccounts.id }).from(paymentAccounts).limit(1);
  const [row] = await t.database.db.insert(recharges).values({ memberId, way: 'normal', paymentAccountId: account!.id, amountCents: cents }).returning({ id: recharges.id });
  if (outcome === 'approved') await approveRecharge(t.database.db, row!.id, new Date());
  if (outcome === 'rejected') await rejectRecharge(t.database.db, row!.id, 'test', new Date());
}

describe('GET /member/vips', () => {
  it('lists the 10 levels with thresholds and benefits for a visitor, as cached public content', async () => {
    const res = await get<VipsReply>('/api/member/vips?lang=en');
    expect(res.status).toBe(200);
    expect(res.body.member).toBeNull();
    expect(res.body.levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(res.body.levels[0]).toEqual({
      level: 1, name: 'VIP1 Bronze', min_deposit: '0.00', upgrade_bonus: '0.00',
      daily_withdrawals: 3, daily_withdrawal_limit: '50000.00', birthday_bonus: '0.00',
    });
    expect(res.body.levels[9]).toMatchObject({ name: 'VIP10 Royal', min_deposit: '5000000.00', upgrade_bonus: '18888.00', daily_withdrawals: 20, birthday_bonus: '8888.00' });
    for (const l of res.body.levels) {
      for (const amount of [l.min_deposit, l.upgrade_bonus, l.daily_withdrawal_limit, l.birthday_bonus]) expect(amount).toMatch(money);
    }
    const thresholds = res.body.levels.map((l) => Number(l.min_deposit));
    expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b));
    const again = await t.app.inject({ method: 'GET', url: '/api/member/vips?lang=en', headers: { 'if-none-match': (await t.app.inject({ method: 'GET', url: '/api/member/vips?lang=en' })).headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await get<VipsReply>('/api/member/vips?lang=zh_hk')).body.levels[2]!.name).toBe('VIP3 黃金');
  });

  it('adds the demo member level and progress: 5000.00 of the 20000.00 of VIP4', async () => {
    const res = await get<VipsReply>('/api/member/vips?lang=en', demo);
    expect(res.status).toBe(200);
    expect(res.body.levels).toHaveLength(10);
    expect(res.body.member).toEqual({ level: 3, deposited: '5000.00', next_level: 4, next_min_deposit: '20000.00', needed: '15000.00' });
  });

  it('counts only approved deposits, the caller own, and raises the level with the approval that reaches the next threshold', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const other = await newMember(t);
    const progress = async () => (await get<VipsReply>('/api/member/vips', m.token)).body.member;
    expect(await progress()).toEqual({ level: 1, deposited: '0.00', next_level: 2, next_min_deposit: '1000.00', needed: '1000.00' });
    await recharge(m.id, 30_000, 'approved');
    await recharge(m.id, 20_000, 'pending');
    await recharge(m.id, 40_000, 'rejected');
    await recharge(other.id, 99_900, 'approved');
    expect(await progress()).toMatchObject({ deposited: '300.00', needed: '700.00' });
    expect((await get<VipsReply>('/api/member/vips', other.token)).body.member).toMatchObject({ deposited: '999.00', needed: '1.00' });
    await recharge(m.id, 80_050, 'approved');
    expect(await progress()).toEqual({ level: 2, deposited: '1100.50', next_level: 3, next_min_deposit: '5000.00', needed: '3899.50' });
  });

  it('has no next level at the top', async () => {
    const m = await newMember(t);
    await t.database.db.update(members).set({ level: 10 }).where(eq(members.id, m.id));
    expect((await get<VipsReply>('/api/member/vips', m.token)).body.member).toEqual({ level: 10, deposited: '0.00', next_level: null, next_min_deposit: null, needed: null });
  });

  it('answers 401 to a token that is no longer good, in the caller language', async () => {
    const res = await get('/api/member/vips?lang=en', { authorization: 'Bearer ' + 'x'.repeat(40) });
    expect(res).toEqual({ status: 401, body: { message: 'Your login has expired, please log in again!' } });
    expect((await get('/api/member/vips', { authorization: 'Basic abc' })).status).toBe(401);
  });
});

describe('GET /fs/levels', () => {
  it('gives a rate per level for every game type, as percent strings that never fall with the level', async () => {
    for (const type of [1, 2, 3, 4, 5, 6]) {
      const res = await get<RebateLevel[]>(`/api/fs/levels?game_type=${type}&lang=en`);
      expect(res.status, `type ${type}`).toBe(200);
      expect(res.body.map((r) => r.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(res.body.every((r) => money.test(r.rate))).toBe(true);
      const bp = res.body.map((r) => Math.round(Number(r.rate) * 100));
      expect(bp).toEqual([...bp].sort((a, b) => a - b));
    }
    const slots = (await get<RebateLevel[]>('/api/fs/levels?game_type=3&lang=en')).body;
    expect(slots[0]).toEqual({ level: 1, name: 'VIP1 Bronze', rate: '0.40' });
    expect(slots[9]!.rate).toBe('1.20');
    expect((await get<RebateLevel[]>('/api/fs/levels?game_type=1&lang=zh_cn')).body[9]).toEqual({ level: 10, name: 'VIP10 皇家', rate: '0.80' });
    // Public content: the same reply with or without a token.
    expect((await get<RebateLevel[]>('/api/fs/levels?game_type=3&lang=en', demo)).body).toEqual(slots);
  });

  it('refuses a game type that is not one of 1..6 with 422 and a message', async () => {
    for (const q of ['game_type=0', 'game_type=7', 'game_type=abc', 'game_type=', 'game_type=1.5', 'game_type=-1', 'game_type=3%20OR%201%3D1', '']) {
      const res = await get<{ message: string }>(`/api/fs/levels?lang=en&${q}`);
      expect(res.status, q).toBe(422);
      expect(typeof res.body.message, q).toBe('string');
    }
    expect((await get<{ message: string }>('/api/fs/levels?lang=en&game_type=9')).body.message).toBe('Please check this field');
  });

  it('keeps the rates as whole basis points in the database', async () => {
    expect(await countRows(t.database, 'vip_rebate_rates')).toBe(60);
    await t.database.withConnection(async (sql) => {
      const [column] = await sql.rows<{ data_type: string }>("SELECT data_type FROM information_schema.columns WHERE table_name = 'vip_rebate_rates' AND column_name = 'rate_bp'");
      expect(column?.data_type).toBe('integer');
    });
  });
});

describe('vip ladder helpers', () => {
  it('writes basis points as percent with 2 decimals', () => {
    expect([0, 5, 80, 120, 10_000].map(percentOfBp)).toEqual(['0.00', '0.05', '0.80', '1.20', '100.00']);
    expect(() => percentOfBp(1.5)).toThrow(RangeError);
    expect(() => percentOfBp(-1)).toThrow(RangeError);
  });

  it('finds the next level above the stored one even when levels are missing', () => {
    const ladder = [{ level: 1, minDepositCents: 0 }, { level: 2, minDepositCents: 100_000 }, { level: 5, minDepositCents: 900_000 }];
    expect(progressOf(ladder, 2, 50_000)).toMatchObject({ next_level: 5, next_min_deposit: '9000.00', needed: '8500.00' });
    expect(progressOf(ladder, 5, 0)).toMatchObject({ next_level: null, needed: null });
  });
});

describe('favourites per game type', () => {
  const listOf = (token: Token, type?: number) => get<Game[]>(`/api/favor/list?lang=en${type ? `&game_type=${type}` : ''}`, token);

  it('seeds the demo member four favourites across slots, fishing and cards, newest first', async () => {
    const all = (await listOf(demo)).body;
    expect(all.map((g) => g.code)).toEqual([...demoFavouriteCodes]);
    expect((await listOf(demo, 3)).body.map((g) => g.code)).toEqual(['slot_starforge_0001', 'slot_starforge_0003']);
    expect((await listOf(demo, 2)).body.map((g) => g.game_type)).toEqual([2]);
    expect((await listOf(demo, 6)).body.map((g) => g.api_name)).toEqual(['rl_card_lotus']);
    expect((await listOf(demo, 1)).body).toEqual([]);
  });

  it('lists only the type asked for and refuses a type that is not 1..6', async () => {
    const m = await newMember(t);
    const [fish] = (await listOf(demo, 2)).body;
    expect((await post('/api/favor/add', { game_id: fish!.id }, m.token)).status).toBe(200);
    expect((await listOf(m.token, 2)).body.map((g) => g.id)).toEqual([fish!.id]);
    expect((await listOf(m.token, 3)).body).toEqual([]);
    for (const type of ['0', '7', 'x', '2;DROP']) expect((await get(`/api/favor/list?game_type=${type}`, m.token)).status).toBe(422);
  });

  it('removes only the caller own favourite: another member favourite answers 404 and stays', async () => {
    const m = await newMember(t);
    const [demoSlot] = (await listOf(demo, 3)).body;
    const before = await countRows(t.database, 'favourites');
    const res = await post<{ message: string }>('/api/favor/delete?lang=en', { game_id: demoSlot!.id }, m.token);
    expect(res).toEqual({ status: 404, body: { message: 'This game is not in your favourites' } });
    expect(await countRows(t.database, 'favourites')).toBe(before);
    expect((await listOf(demo, 3)).body.map((g) => g.id)).toContain(demoSlot!.id);
    // Removed once, a second removal finds nothing to remove.
    await post('/api/favor/add', { game_id: demoSlot!.id }, m.token);
    expect((await post('/api/favor/delete?lang=zh_hk', { game_id: demoSlot!.id }, m.token)).body).toEqual({ message: '已取消收藏' });
    expect((await post('/api/favor/delete?lang=zh_cn', { game_id: demoSlot!.id }, m.token)).body).toEqual({ message: '该游戏不在您的收藏中' });
    expect((await post('/api/favor/delete', { game_id: 999_999 }, m.token)).status).toBe(404);
    const rows = await t.database.db.select().from(favourites).where(eq(favourites.memberId, m.id));
    expect(rows).toEqual([]);
  });

  it('answers 401 to a visitor on every favourites call and 422 to a malformed id', async () => {
    expect((await get('/api/favor/list?game_type=3')).status).toBe(401);
    expect((await post('/api/favor/add', { game_id: 1 })).status).toBe(401);
    expect((await post('/api/favor/delete', { game_id: 1 })).status).toBe(401);
    for (const game_id of [0, -3, 'x', 1.5, null]) expect((await post('/api/favor/delete', { game_id }, demo)).status).toBe(422);
  });
});
