// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { Game, GameListReply } from '../../domain/contracts/replies/games.ts';
import { call, startTestApp } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());

const get = <T>(url: string) => call<T>(t.app, { method: 'GET', url: `/api${url}` });

describe('the lobby\'s game search', () => {
  it('finds a name in every slot provider, not only the one on screen, and names each game\'s provider', async () => {
    const found = await get<Game[]>('/games/search?keyword=golden&gameType=3&lang=en');
    expect(found.status).toBe(200);
    const providers = new Set(found.body.map((g) => g.api_name));
    expect(providers.size).toBeGreaterThan(1);
    expect(found.body.every((g) => g.game_type === 3 && /golden/i.test(g.name))).toBe(true);
    // The provider on screen already lists its own matches: the rest come from the others.
    const others = await get<Game[]>('/games/search?keyword=golden&gameType=3&except=rl_slot_starforge&lang=en');
    expect(others.body.length).toBeGreaterThan(0);
    expect(others.body.some((g) => g.api_name === 'rl_slot_starforge')).toBe(false);
    const lucky8 = await get<GameListReply>('/games/lists?api_code=rl_slot_lucky8&keyword=golden&lang=en');
    expect(others.body.filter((g) => g.api_name === 'rl_slot_lucky8').map((g) => g.id)).toEqual(lucky8.body.list.map((g) => g.id));
  });

  it('searches in the caller\'s language and refuses an empty keyword in it', async () => {
    const zh = await get<Game[]>(`/games/search?keyword=${encodeURIComponent('黄金')}&gameType=3&lang=zh_cn`);
    expect(zh.body.length).toBeGreaterThan(0);
    const empty = await get<{ message: string }>('/games/search?keyword=%20&lang=en');
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBeTruthy();
  });
});
