// CPU work off the event loop (docs/performance.md): how long `/auth/me` takes while 20 clients fetch slider
// captchas in a loop (each puzzle is two PNGs drawn on the server). The server runs in its own
// process on a throw-away PGlite (or DATABASE_URL), seeded, access log as shipped; the member's
// requests come from 2 connections beside the 20 captcha connections, and the same member's
// figures without the captcha load are printed first for comparison.
// Usage: npm run bench:captcha [-- seconds]   (default 10 s per phase)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoToken, freePort, waitUp } from '../tests/harness/server-process';

const seconds = Number(process.argv[2] ?? 10);
const captchaClients = 20;
const memberClients = 2;
const root = join(import.meta.dirname, '..');

const apiPort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-captcha-'));
const api = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'index.ts')], {
  env: {
    ...process.env,
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    DEV_ENDPOINTS: '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    // Every client is 127.0.0.1: the per-address limit would refuse all but 30 puzzles a minute.
    CAPTCHAS_PER_MINUTE: '100000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

type Figures = { rps: number; p50: number; p99: number; max: number };
const figuresOf = (title: string, r: autocannon.Result): Figures => {
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${title}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max };
};

try {
  const base = `http://127.0.0.1:${apiPort}/api`;
  await waitUp(`${base}/health`, api);
  const access_token = await demoToken(base);
  const me = { url: `${base}/auth/me?lang=en`, method: 'POST' as const, headers: { authorization: `Bearer ${access_token}` } };
  const captcha = { url: `${base}/auth/captcha`, connections: captchaClients };

  // One second of each first, so the JIT (and a worker pool, if any) start warm.
  await Promise.all([autocannon({ ...me, connections: memberClients, duration: 1 }), autocannon({ ...captcha, duration: 1 })]);

  const alone = figuresOf('/auth/me alone', await autocannon({ ...me, connections: memberClients, duration: seconds }));
  const [meLoaded, captchas] = await Promise.all([
    autocannon({ ...me, connections: memberClients, duration: seconds }),
    autocannon({ ...captcha, duration: seconds }),
  ]);
  const loaded = figuresOf('/auth/me beside captchas', meLoaded);
  const puzzles = figuresOf('/auth/captcha', captchas);

  const row = (title: string, f: Figures) =>
    console.log(`${title.padEnd(40)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  max ${String(f.max).padStart(4)} ms`);
  console.log(
    `database: ${process.env.DATABASE_URL ? 'postgresql' : 'pglite'}, ${availableParallelism()} cores, ${seconds} s per phase, access log at ${process.env.LOG_LEVEL ?? 'info'}, node ${process.version}`,
  );
  row(`POST /auth/me, ${memberClients} clients, alone`, alone);
  row(`POST /auth/me, ${memberClients} clients, beside captchas`, loaded);
  row(`GET /auth/captcha, ${captchaClients} clients`, puzzles);
} finally {
  api.kill();
  await new Promise((r) => setTimeout(r, 300));
  rmSync(dataDir, { recursive: true, force: true });
}
