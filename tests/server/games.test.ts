// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { Game, GameListReply, GameProvider } from '../../domain/contracts/replies/games.ts';
import type { RebateItem } from '../../domain/contracts/replies/money.ts';
import { toCents } from '../../server/services/money/money.ts';
import { bearer, call, countRows, newMember, startWithDemo, type Token } from './test-app.ts';

const { t, demo } = await startWithDemo();
afterAll(() => t.close());

const get = <T>(url: string, token?: Token) => call<T>(t.app, { method: 'GET', url, headers: token ? bearer(token) : {} });
const list = (query: string) => get<GameListReply>(`/api/games/lists?${query}`);

/** Ids of the games a SQL condition (test-written, no input) selects. */
async function idsWhere(condition: string): Promise<Set<number>> {
  const ids = new Set<number>();
  await t.database.withConnection(async (sql) => {
    for (const row of await sql.rows<{ id: number }>(`SELECT id FROM games WHERE ${condition}`)) ids.add(Number(row.id));
  });
  return ids;
}

describe('providers, game lists and hot games', () => {
  it('lists the providers of every game type in sort order, with their game counts', async () => {
    for (const type of [1, 2, 3, 4, 5, 6]) {
      const res = await get<GameProvider[]>(`/api/games/apis?gameType=${type}`);
      expect(res.status).toBe(200);
      expect(res.body.length, `type ${type}`).toBeGreaterThanOrEqual(3);
      expect(res.body.every((p) => p.game_type === type && p.logo_url.startsWith('/media/'))).toBe(true);
      expect(res.body.map((p) => p.id)).toEqual([...res.body.map((p) => p.id)].sort((a, b) => a - b));
    }
    const slots = (await get<GameProvider[]>('/api/games/apis?gameType=3')).body;
    expect(slots.map((p) => [p.api_name, p.gamelist_count])).toEqual([['rl_slot_starforge', 640], ['rl_slot_lucky8', 40], ['rl_slot_jade', 24]]);
    const live = (await get<GameProvider[]>('/api/games/apis?gameType=1')).body;
    expect(live.every((p) => p.gamelist_count === 0 && JSON.parse(p.params).lobby === 'main')).toBe(true);
    expect((await get<GameProvider[]>('/api/games/apis')).body.length).toBe(22);
    // /Esports lists the sport-type providers flagged esport, each with a few books; /Sport the others.
    const sport = (await get<GameProvider[]>('/api/games/apis?gameType=5')).body;
    expect(sport.filter((p) => p.esport).map((p) => [p.title, p.gamelist_count])).toEqual([['Nova Esports', 4], ['Blaze Esports', 4], ['Titan Esports', 4]]);
    expect(sport.filter((p) => !p.esport).map((p) => p.api_name)).toEqual(['rl_sport_apex', 'rl_sport_stride', 'rl_sport_pitch']);
  });

  it('pages the 640 games of one provider by 600', async () => {
    const first = await list('api_code=rl_slot_starforge&lang=en');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 640, page: 1, limit: 600 });
    expect(first.body.list).toHaveLength(600);
    const second = await list('api_code=rl_slot_starforge&page=2&limit=600&lang=en');
    expect(second.body.list).toHaveLength(40);
    const ids = new Set([...first.body.list, ...second.body.list].map((g) => g.id));
    expect(ids.size).toBe(640);
    expect((await list('api_code=rl_slot_starforge&page=3')).body.list).toEqual([]);
  });

  it('gives names in the caller language', async () => {
    const en = (await list('api_code=rl_card_lotus&lang=en')).body.list;
    const cn = (await list('api_code=rl_card_lotus&lang=zh_cn')).body.list;
    expect(en.map((g) => g.id)).toEqual(cn.map((g) => g.id));
    expect(en[0]!.name).toMatch(/^[A-Za-z' ]+$/);
    expect(cn[0]!.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('filters by keyword, case-insensitively, on the shown name and on the code', async () => {
    const all = (await list('api_code=rl_slot_starforge&lang=en')).body.list;
    const word = all[0]!.name.split(' ')[0]!;
    const found = (await list(`api_code=rl_slot_starforge&lang=en&keyword=${encodeURIComponent(word.toUpperCase())}`)).body;
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(640);
    expect(found.list.every((g) => g.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const byCode = (await list(`api_code=rl_slot_starforge&keyword=${all[6]!.code.toUpperCase()}`)).body;
    expect(byCode.list.map((g) => g.id)).toEqual([all[6]!.id]);
    const cnName = (await list('api_code=rl_slot_starforge&lang=zh_cn')).body.list[0]!.name;
    const cnWord = encodeURIComponent(cnName.slice(0, 2));
    expect((await list(`api_code=rl_slot_starforge&lang=zh_cn&keyword=${cnWord}`)).body.total).toBeGreaterThan(0);
    // The English caller sees English names, so the Chinese word matches nothing.
    expect((await list(`api_code=rl_slot_starforge&lang=en&keyword=${cnWord}`)).body.total).toBe(0);
    expect((await list("api_code=rl_card_lotus&lang=en&keyword=hold'em")).body.list.map((g) => g.name)).toEqual(["Texas Hold'em"]);
  });

  it('filters by tag', async () => {
    const tagged = (tag: string) => idsWhere(`string_to_array(tags, ',') @> ARRAY['${tag}']`);
    const hot = (await list('api_code=rl_slot_starforge&tag=hot')).body;
    expect(hot.total).toBeGreaterThan(0);
    expect(hot.total).toBeLessThan(640);
    expect(hot.list.every((g) => g.is_hot)).toBe(true);
    const hotIds = await tagged('hot');
    expect(hot.list.every((g) => hotIds.has(g.id))).toBe(true);
    const classic = (await list('api_code=rl_slot_starforge&tag=classic')).body.list;
    expect(classic.length).toBeGreaterThan(0);
    const classicIds = await tagged('classic');
    expect(classic.every((g) => classicIds.has(g.id))).toBe(true);
    expect((await list('api_code=rl_slot_starforge&tag=')).body.total).toBe(640);
  });

  it('sends a list row with only what its tile shows', async () => {
    const [first] = (await list('api_code=rl_slot_starforge&lang=en')).body.list;
    expect(Object.keys(first!).sort()).toEqual(['code', 'id', 'image_url', 'is_hot', 'name']);
    expect(first!.name).not.toBe('');
  });

  it('answers 404 for an unknown provider and an empty list for a lobby provider', async () => {
    expect(await list('api_code=rl_nowhere&lang=en')).toEqual({ status: 404, body: { message: 'This game provider does not exist or is closed' } });
    expect((await list('api_code=rl_live_aurora')).body).toMatchObject({ list: [], total: 0 });
  });

  it('lists at most 60 hot games of a type', async () => {
    const slots = await get<Game[]>('/api/main/hotgame?type=3&lang=en');
    expect(slots.status).toBe(200);
    expect(slots.body.length).toBeGreaterThan(0);
    expect(slots.body.length).toBeLessThanOrEqual(60);
    expect(slots.body.every((g) => g.is_hot && g.game_type === 3)).toBe(true);
    const fish = (await get<Game[]>('/api/main/hotgame?type=2')).body;
    expect(fish.every((g) => g.game_type === 2)).toBe(true);
    expect((await get<Game[]>('/api/main/hotgame?type=1')).body).toEqual([]);
    expect((await get<Game[]>('/api/main/hotgame')).body.length).toBeLessThanOrEqual(60);
  });
});

describe('bad input', () => {
  it('answers 422 with a message and writes nothing', async () => {
    const before = [await countRows(t.database, 'favourites'), await countRows(t.database, 'game_tickets')];
    const urls = [
      '/api/games/apis?gameType=7',
      '/api/games/apis?gameType=abc',
      '/api/games/apis?gameType=1%20OR%201=1',
      '/api/main/hotgame?type=0',
      '/api/favor/list?game_type=9',
      '/api/games/lists?api_code=rl_slot_starforge&keyword=%27%20OR%201%3D1--',
      '/api/games/lists?api_code=rl_slot_starforge&keyword=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/api/games/lists?api_code=rl_slot_starforge&keyword=' + 'a'.repeat(41),
      "/api/games/lists?api_code=rl_slot'--",
      '/api/games/lists?api_code=%3Cb%3Ex%3C%2Fb%3E',
      '/api/games/lists',
      '/api/games/lists?api_code=rl_slot_starforge&limit=601',
      '/api/games/lists?api_code=rl_slot_starforge&limit=0',
      '/api/games/lists?api_code=rl_slot_starforge&page=0',
      '/api/games/lists?api_code=rl_slot_starforge&page=1.5',
      '/api/games/lists?api_code=rl_slot_starforge&tag=drop',
      "/api/game/login?api_code=rl_slot'--",
      '/api/game/login?api_code=rl_slot_starforge&game_code=%3Cscript%3E',
    ];
    for (const url of urls) {
      const res = await get<{ message: string }>(`${url}${url.includes('?') ? '&' : '?'}lang=en`, demo);
      expect(res.status, url).toBe(422);
      expect(res.body.message, url).toMatch(/\w/);
    }
    for (const [path, payload] of [['/api/favor/add', { game_id: 'abc' }], ['/api/favor/add', { game_id: -1 }], ['/api/favor/delete', {}], ['/api/favor/add', { game_id: "1 OR 1=1" }]] as const) {
      const res = await call(t.app, { method: 'POST', url: path, payload, headers: bearer(demo) });
      expect(res.status, JSON.stringify(payload)).toBe(422);
    }
    expect([await countRows(t.database, 'favourites'), await countRows(t.database, 'game_tickets')]).toEqual(before);
  });
});

describe('favourites', () => {
  it('adds (idempotently), lists by type and deletes', async () => {
    const member = (await newMember(t, { name: 'favtester1' })).token;
    const demoBefore = (await get<Game[]>('/api/favor/list', demo)).body;
    const [slot] = (await list('api_code=rl_slot_jade&lang=en')).body.list;
    const [fish] = (await list('api_code=rl_fish_coral&lang=en')).body.list;
    const add = (id: number) => call<{ message: string }>(t.app, { method: 'POST', url: '/api/favor/add?lang=en', payload: { game_id: id }, headers: bearer(member) });
    expect(await add(slot!.id)).toEqual({ status: 200, body: { message: 'Added to favourites' } });
    expect((await add(slot!.id)).status).toBe(200);
    await add(fish!.id);
    const all = await get<Game[]>('/api/favor/list?lang=en', member);
    expect(all.body.map((g) => g.id).sort()).toEqual([slot!.id, fish!.id].sort());
    expect(all.body.find((g) => g.id === slot!.id)).toMatchObject(slot!);
    expect((await get<Game[]>('/api/favor/list?game_type=3', member)).body.map((g) => g.id)).toEqual([slot!.id]);
    const del = await call(t.app, { method: 'POST', url: '/api/favor/delete?lang=zh_cn', payload: { game_id: slot!.id }, headers: bearer(member) });
    expect(del).toEqual({ status: 200, body: { message: '已取消收藏' } });
    expect((await get<Game[]>('/api/favor/list', member)).body.map((g) => g.id)).toEqual([fish!.id]);
    // Another member's list is their own.
    expect((await get<Game[]>('/api/favor/list', demo)).body).toEqual(demoBefore);
  });

  it('answers 404 for an unknown game and 401 without a token', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/favor/add?lang=en', payload: { game_id: 999_999 }, headers: bearer(demo) });
    expect(res).toEqual({ status: 404, body: { message: 'This game does not exist' } });
    expect((await get('/api/favor/list')).status).toBe(401);
    expect((await call(t.app, { method: 'POST', url: '/api/favor/add', payload: { game_id: 1 } })).status).toBe(401);
    expect((await call(t.app, { method: 'POST', url: '/api/favor/delete', payload: { game_id: 1 } })).status).toBe(401);
  });
});

describe('rebates', () => {
  it('lists the demo member rebates, 38.00 in all, as 2-decimal strings', async () => {
    const res = await get<RebateItem[]>('/api/fsnow/list', demo);
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.fs_money)).toEqual(['12.34', '5.66', '20.00']);
    expect(res.body.reduce((sum, r) => sum + toCents(r.fs_money), 0)).toBe(3800);
    expect(res.body[0]).toMatchObject({ api_name: 'rl_slot_starforge', title: 'Starforge' });
  });

  it('is empty for a new member and needs a token', async () => {
    expect((await get('/api/fsnow/list', (await newMember(t, { name: 'rebatenew1' })).token)).body).toEqual([]);
    expect((await get('/api/fsnow/list')).status).toBe(401);
  });
});
