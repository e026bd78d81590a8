// Load figures of the reference server (docs/performance.md): requests/s and p99 latency
// of /auth/me, /system/configs, /system/notices and the 600-game /games/lists on 127.0.0.1, next to
// bare node:http replies measured in the same run: a trivial JSON, and the same 600-game bytes (that
// pair in alternating rounds, with CPU time per request: bench/alternate-load.ts). The
// server logs each request at `info` as shipped (to a discarded stdout). Each server runs in its own process (as in production) so autocannon
// does not share its event loop; the database is a throw-away PGlite (or DATABASE_URL), seeded.
// Usage: npm run bench:server [-- seconds]   (default 5 s per target)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoToken, freePort, waitUp } from '../tests/harness/server-process';
import { alternate } from './alternate-load';

const seconds = Number(process.argv[2] ?? 5);
const connections = 10;
const LIST_ROUNDS = 6;
const LIST_ROUND_SECONDS = 2;
const root = join(import.meta.dirname, '..');


async function load(title: string, url: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET') {
  // One second of warm-up first, so the JIT and caches of every target start equal.
  await autocannon({ url, connections, duration: 1, headers, method });
  const result = await autocannon({ url, connections, duration: seconds, headers, method });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, rps: result.requests.average, p99: result.latency.p99 };
}

const bareScript = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' });
  s.end(JSON.stringify({ status: 'ok', site_logo: '/brand/logo.svg', kefu_qq: '800123456' })); }).listen(+process.env.PORT, '127.0.0.1');`;
const barePort = await freePort();
const bare = spawn(process.execPath, ['-e', bareScript], { env: { ...process.env, PORT: String(barePort) }, stdio: 'inherit' });

const apiPort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
const api = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'index.ts')], {
  env: { ...process.env, PORT: String(apiPort), DATA_DIR: dataDir, DEV_ENDPOINTS: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let sameBytes: ReturnType<typeof spawn> | null = null;

try {
  await waitUp(`http://127.0.0.1:${barePort}/`, bare);
  const base = `http://127.0.0.1:${apiPort}/api`;
  await waitUp(`${base}/health`, api);
  const access_token = await demoToken(base);

  // The bare floor of the game list: node:http sending the very bytes our server sends.
  const gamesUrl = `${base}/games/lists?api_code=rl_slot_starforge&lang=en`;
  const gamesFile = join(dataDir, 'games.json');
  writeFileSync(gamesFile, Buffer.from(await (await fetch(gamesUrl)).arrayBuffer()));
  const sameBytesPort = await freePort();
  const sameBytesScript = `const body = require('node:fs').readFileSync(process.env.BODY);
    require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end(body); }).listen(+process.env.PORT, '127.0.0.1');`;
  sameBytes = spawn(process.execPath, ['-e', sameBytesScript], { env: { ...process.env, PORT: String(sameBytesPort), BODY: gamesFile }, stdio: 'inherit' });
  await waitUp(`http://127.0.0.1:${sameBytesPort}/`, sameBytes);

  // The list beside its floor in alternating rounds (bench/alternate-load.ts): on a shared machine one
  // run of each, one after the other, does not compare like with like.
  const games = await alternate(
    { title: 'bare node:http, same 600-game bytes', url: `http://127.0.0.1:${sameBytesPort}/`, pid: sameBytes.pid },
    { title: 'GET /games/lists (600 games)', url: gamesUrl, pid: api.pid },
    LIST_ROUNDS,
    LIST_ROUND_SECONDS,
    connections,
  );
  const rows = [
    await load('bare node:http JSON', `http://127.0.0.1:${barePort}/`),
    await load('GET /api/health', `${base}/health`),
    await load('GET /system/configs', `${base}/system/configs?group=system,register,service,activity&lang=en`),
    await load('GET /system/notices', `${base}/system/notices?lang=en`),
    await load('POST /auth/me', `${base}/auth/me?lang=en`, { authorization: `Bearer ${access_token}` }, 'POST'),
  ];
  const baseline = rows[0]!.rps;
  const print = (r: { title: string; rps: number; p99: number }, floor: number) =>
    console.log(`${r.title.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(3)} ms  ${((r.rps / floor) * 100).toFixed(0).padStart(3)} % of bare`);
  console.log(`database: ${process.env.DATABASE_URL ? 'postgresql' : 'pglite'}, ${connections} connections, ${seconds} s per target, access log at ${process.env.LOG_LEVEL ?? 'info'}, node ${process.version}`);
  console.log(`600-game list: ${(Buffer.byteLength(await (await fetch(gamesUrl)).text()) / 1024).toFixed(1)} kB of JSON`);
  print({ title: 'bare node:http, same 600-game bytes', rps: games.rps[0], p99: games.p99[0] }, games.rps[0]);
  print({ title: 'GET /games/lists (600 games)', rps: games.rps[1], p99: games.p99[1] }, games.rps[0]);
  const pct = (n: number) => `${(n * 100).toFixed(0)} %`;
  console.log(
    `600-game list: ${pct(games.share)} of bare (median of ${LIST_ROUNDS} alternating ${LIST_ROUND_SECONDS}-s round pairs, ${pct(games.low)}–${pct(games.high)}); ` +
      `by CPU per request ${pct(games.cpuShare)} (list ${games.cpuPerRequest[1].toFixed(0)} µs, bare ${games.cpuPerRequest[0].toFixed(0)} µs)`,
  );
  for (const r of rows) print(r, baseline);
} finally {
  bare.kill();
  sameBytes?.kill();
  api.kill();
  await new Promise((r) => setTimeout(r, 300));
  rmSync(dataDir, { recursive: true, force: true });
}
