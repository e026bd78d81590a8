// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AboutItem } from '../../domain/contracts/replies/content.ts';
import { startTestApp } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

// Every public list the lobby reads, each served as a cached, serialised reply.
const lists = [
  '/api/games/lists?api_code=rl_slot_starforge&lang=en',
  '/api/games/apis?gameType=3',
  '/api/main/hotgame?lang=en',
  '/api/system/notices?lang=zh_cn',
  '/api/banners?group=home&lang=zh_hk',
  '/api/activities?lang=en',
  '/api/about/list?lang=en',
  '/api/abouts?type=5&lang=en',
];

describe('public lists as cached replies', () => {
  it.each(lists)('%s carries an ETag, answers 304 to it, and is revalidated rather than kept', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(JSON.parse(first.body)).toBeTruthy();

    const again = await get(url);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    const unchanged = await get(url, { 'if-none-match': `W/${etag}` });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('sends the 600-game list compressed as asked, the same JSON in every encoding', async () => {
    const url = lists[0]!;
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gz = await get(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers.etag).toBe(plain.headers.etag);
  });

  it('keeps replies apart by every part of the query and the language', async () => {
    const en = await get('/api/games/lists?api_code=rl_slot_starforge&lang=en');
    const zh = await get('/api/games/lists?api_code=rl_slot_starforge&lang=zh_cn');
    const page2 = await get('/api/games/lists?api_code=rl_slot_starforge&page=2&lang=en');
    const search = await get('/api/games/lists?api_code=rl_slot_starforge&keyword=1&lang=en');
    expect(new Set([en, zh, page2, search].map((r) => r.headers.etag)).size).toBe(4);
    expect(JSON.parse(page2.body)).toMatchObject({ page: 2, total: 640 });
    const unknown = await get('/api/games/lists?api_code=no_such_provider&lang=en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.etag).toBeUndefined();
  });

  it('keeps the lobby\'s own game pages, never searches or other page sizes (their keys are the caller\'s to vary)', async () => {
    const keys: string[] = [];
    const get_ = t.app.caches.content.get.bind(t.app.caches.content);
    const spy = vi.spyOn(t.app.caches.content, 'get').mockImplementation((key, load) => (keys.push(key), get_(key, load)));
    const search = await get('/api/games/lists?api_code=rl_slot_starforge&keyword=star&lang=en');
    const small = await get('/api/games/lists?api_code=rl_slot_starforge&limit=7&lang=en');
    await get('/api/games/lists?api_code=rl_slot_starforge&page=2&lang=en');
    spy.mockRestore();
    expect(keys.filter((k) => k.startsWith('reply:games:'))).toEqual(['reply:games:["rl_slot_starforge","",2,"en"]']);
    // Not kept, yet the same conditional reply.
    expect(JSON.parse(small.body).list).toHaveLength(7);
    expect((await get('/api/games/lists?api_code=rl_slot_starforge&keyword=star&lang=en', { 'if-none-match': String(search.headers.etag) })).statusCode).toBe(304);
  });

  it('a write shows at once: the next read is a new version, never the old one replayed', async () => {
    const url = '/api/abouts?type=99&lang=en';
    const before = await get(url);
    expect(JSON.parse(before.body)).toEqual([]);
    const created = await t.app.inject({ method: 'POST', url: '/api/dev/abouts', payload: { title: 'Fresh page', content: '<p>x</p>' } });
    expect(created.statusCode).toBe(200);
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((JSON.parse(after.body) as AboutItem[]).map((a) => a.title)).toEqual(['Fresh page']);
  });
});
