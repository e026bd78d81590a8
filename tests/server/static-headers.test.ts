// @vitest-environment node
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite-precompress.ts';
import { buildApp } from '../../server/app.ts';
import { members } from '../../server/db/schema/index.ts';
import { issueToken } from '../../server/services/accounts/tokens.ts';
import { openTestDatabase } from './test-database.ts';

// A tiny built lobby: an index.html with a boot script, an inline module loader and a data block.
const bootScript = "\n      window.__boot = JSON.parse(document.getElementById('boot-banners').textContent);\n    ";
const loader = 'import("/js/index-AbCd1234.js");';
const html = `<!doctype html><html><head><title>x</title></head><body><div id="root"></div>
    <script type="application/json" id="boot-banners">{}</script>
    <script>${bootScript}</script>
    <script type="module" data-entry="/js/index-AbCd1234.js">${loader}</script>
    <script type="module" crossorigin src="/js/index-AbCd1234.js"></script>
  </body></html>`;
const script = `export const lines = [${Array.from({ length: 200 }, (_, i) => `"line ${i} of the lobby"`).join(',')}];\n`;
const dir = mkdtempSync(join(tmpdir(), 'static-headers-'));
for (const sub of ['js', 'css', 'brand']) mkdirSync(join(dir, sub));
writeFileSync(join(dir, 'index.html'), html);
writeFileSync(join(dir, 'js/index-AbCd1234.js'), script);
writeFileSync(join(dir, 'css/index-Zz_9-xY0.css'), `body{margin:0}${'.a{color:red}'.repeat(200)}`);
writeFileSync(join(dir, 'brand/logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
writeFileSync(join(dir, 'brand/tiny.json'), '{"small":true}');

let test: Awaited<ReturnType<typeof openTestDatabase>>;
let app: FastifyInstance;
beforeAll(async () => {
  await precompressDir(dir);
  test = await openTestDatabase();
  const { database } = test;
  app = await buildApp({ database, staticDir: dir, devEndpoints: true });
  // A route that sets its own policy, as the demo game page does.
  app.get('/api/own-policy', { schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async (_request, reply) => reply.header('content-security-policy', "default-src 'none'").send({ ok: true }));
});
afterAll(async () => {
  await app.close();
  await test.drop();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe('compressed once, at build time', () => {
  it('writes .br and .gz next to text files worth it, and leaves small ones and HTML alone', () => {
    expect(readdirSync(join(dir, 'js')).sort()).toEqual(['index-AbCd1234.js', 'index-AbCd1234.js.br', 'index-AbCd1234.js.gz']);
    expect(readdirSync(join(dir, 'brand')).sort()).toEqual(['logo.svg', 'logo.svg.br', 'logo.svg.gz', 'tiny.json']);
    expect(readdirSync(dir)).not.toContain('index.html.br');
  });

  it('serves brotli, then gzip, then plain, as Accept-Encoding allows', async () => {
    const br = await get('/js/index-AbCd1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const gz = await get('/js/index-AbCd1234.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/js/index-AbCd1234.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const svg = await get('/brand/logo.svg', { 'accept-encoding': 'br' });
    expect([svg.headers['content-encoding'], svg.headers['content-type']]).toEqual(['br', 'image/svg+xml']);
  });

  it('does not serve the variants by their own names, nor the raw index.html, nor HTML for a missing script', async () => {
    expect((await get('/js/index-AbCd1234.js.br')).statusCode).toBe(404);
    expect((await get('/js/index-Gone0000.js')).statusCode).toBe(404);
    const raw = await get('/index.html');
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['cache-control']).toBe('no-cache');
  });
});

describe('caching', () => {
  it('caches hashed build files for a year, immutable; unhashed files an hour with validators', async () => {
    for (const url of ['/js/index-AbCd1234.js', '/css/index-Zz_9-xY0.css']) {
      expect((await get(url, { 'accept-encoding': 'br' })).headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    const logo = await get('/brand/logo.svg');
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    expect(logo.headers.etag).toBeTruthy();
    expect((await get('/brand/logo.svg', { 'if-none-match': String(logo.headers.etag) })).statusCode).toBe(304);
  });

  it('sends index.html with no-cache and an ETag, and 304 when it is unchanged', async () => {
    const page = await get('/', { 'accept-encoding': 'identity' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(page.body).toContain('<div id="root">');

    const again = await get('/some/route', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get('/', { 'if-none-match': '"stale"' })).statusCode).toBe(200);

    const br = await get('/', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page.body);
  });
});

describe('security headers', () => {
  it("allows exactly the page's inline scripts: their hashes, no 'unsafe-inline' or 'unsafe-eval'", async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const scriptSrc = directive(csp, 'script-src');
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(scriptSrc.split(' ').sort()).toEqual(['script-src', "'self'", sha256(bootScript), sha256(loader)].sort());
    expect(scriptSrc).not.toContain(sha256('{}'));
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self' blob:");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it('sends nosniff, a Referrer-Policy and a CSP on API, static and error replies alike, and no CORS headers', async () => {
    const replies = [
      await get('/api/health', { origin: 'https://evil.example' }),
      await get('/js/index-AbCd1234.js', { origin: 'https://evil.example' }),
      await get('/api/nothing-here?lang=en'),
      await app.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } }),
    ];
    expect(replies[2]!.json()).toEqual({ message: 'Not found' });
    for (const res of replies) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(directive(String(res.headers['content-security-policy']), 'script-src')).toBe("script-src 'self'");
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('keeps the policy of a route that sets its own, such as the demo game page', async () => {
    expect((await get('/api/own-policy')).headers['content-security-policy']).toBe("default-src 'none'");
    const [demo] = await test.database.db.select({ id: members.id }).from(members).where(eq(members.name, 'demo01'));
    const token = await issueToken(test.database.db, demo!.id, new Date());
    const launch = await get('/api/game/login?api_code=rl_live_aurora&gameType=1&lobby=main', { authorization: `Bearer ${token.access_token}` });
    const page = await get(launch.json<{ url: string }>().url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(
      // Its own script only (a bet is an in-page request), no inline script.
      "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });
});
