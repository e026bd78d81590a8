// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameListReply } from '../../domain/contracts/replies/games.ts';
import { gameProviders, games } from '../../server/db/schema/index.ts';
import { bearer, call, countRows, startWithDemo, type Token } from './test-app.ts';

const { t, demo } = await startWithDemo();
afterAll(() => t.close());

const launch = (query: string, token: Token | null = demo) =>
  call<{ url: string; message?: string }>(t.app, { method: 'GET', url: `/api/game/login?${query}`, headers: token ? bearer(token) : {} });
const open = (url: string) => t.app.inject({ method: 'GET', url });

describe('game launch', () => {
  it('gives a one-time ticket url that opens the demo page once', async () => {
    const game = (await call<GameListReply>(t.app, { method: 'GET', url: '/api/games/lists?api_code=rl_slot_starforge&lang=en&limit=5' })).body.list[2]!;
    const res = await launch(`api_code=rl_slot_starforge&game_code=${game.code}&gameType=3&lang=en`);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/api\/demo-game\/[A-Za-z0-9_-]{43}$/);
    expect(res.body.url).not.toContain(demo.access_token);

    const page = await open(res.body.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toMatch(/^<!doctype html><html lang="en">/);
    // The game plays against the member's wallet at this provider: nothing moved there yet.
    for (const text of ['demo01', '0.00', 'Starforge', game.name, 'Game wallet balance']) expect(page.body).toContain(text);
    // One script, this server's own file; nothing inline, and the policy lets no other run.
    expect(page.body.match(/<script[^>]*>/gi)).toEqual(['<script src="/api/demo-game/demo-table.js" defer>']);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    const script = await t.app.inject({ method: 'GET', url: '/api/demo-game/demo-table.js' });
    expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);

    const again = await open(res.body.url);
    expect(again.statusCode).toBe(404);
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(again.body).toContain('<!doctype html>');
    expect(again.body).not.toContain('demo01');
  });

  it('stores only a hash of the ticket', async () => {
    const { url } = (await launch('api_code=rl_live_aurora')).body;
    const ticket = url.split('/').pop()!;
    let stored: string[] = [];
    await t.database.withConnection(async (sql) => {
      stored = (await sql.rows<{ ticket_hash: string }>('SELECT ticket_hash FROM game_tickets')).map((r) => r.ticket_hash);
    });
    expect(stored).not.toContain(ticket);
    expect(stored.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('opens a provider lobby in the ticket language', async () => {
    const { url } = (await launch('api_code=rl_live_aurora&gameType=1&lobby=main&lang=zh_cn')).body;
    const page = await open(`${url}?lang=en`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('Aurora Live 游戏大厅');
    expect(page.body).toContain('钱包余额');
  });

  it('refuses an expired ticket, a made-up one and a malformed one', async () => {
    const { url } = (await launch('api_code=rl_live_velvet')).body;
    t.advance(61);
    try {
      expect((await open(url)).statusCode).toBe(404);
    } finally {
      t.advance(-61);
    }
    for (const bad of ['A'.repeat(43), 'short', '%3Cscript%3E', 'x'.repeat(90)]) {
      const res = await open(`/api/demo-game/${bad}?lang=en`);
      expect(res.statusCode, bad).toBe(404);
      expect(res.body).toContain('This game link has expired or was already used');
      expect(res.body).not.toContain('<script>');
    }
  });

  it('answers 404 for an unknown provider or game, 401 without a token, and issues nothing then', async () => {
    const before = await countRows(t.database, 'game_tickets');
    expect(await launch('api_code=rl_nowhere&lang=en')).toEqual({ status: 404, body: { message: 'This game provider does not exist or is closed' } });
    expect(await launch('api_code=rl_slot_starforge&game_code=slot_nope_9999&lang=en')).toEqual({ status: 404, body: { message: 'This game does not exist' } });
    expect((await launch('api_code=rl_slot_jade&game_code=slot_starforge_0001')).status).toBe(404);
    expect((await launch('api_code=rl_slot_starforge', null)).status).toBe(401);
    expect(await countRows(t.database, 'game_tickets')).toBe(before);
  });

  it('escapes every value it puts into the page', async () => {
    const [provider] = await t.database.db.select({ id: gameProviders.id }).from(gameProviders).where(eq(gameProviders.apiName, 'rl_slot_jade'));
    const evil = `<script>alert("x")</script> & 'Co'`;
    await t.database.db.insert(games).values({
      providerId: provider!.id,
      code: 'xss_0001',
      name: { zh_cn: evil, zh_hk: evil, en: evil },
      imageUrl: '/media/games/tile-1.svg',
    });
    const { url } = (await launch('api_code=rl_slot_jade&game_code=xss_0001&lang=en')).body;
    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/<script[^>]*>/gi)).toEqual(['<script src="/api/demo-game/demo-table.js" defer>']);
    expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;');
  });
});
