// Scale-out figures (docs/performance.md): requests/s, p50 and p99 of the 600-game
// /games/lists, POST /auth/me and transfers (POST /game/deposit, 1.00 alternating in/out) for
// N = 1, 2 and 4 server processes (`node scripts/start-cluster.mjs N`, lobby build skipped) on one
// PostgreSQL database, next to a bare node:http JSON reply measured at the start and the end of the
// same run with the same autocannon settings. Members are funded in a throw-away schema before the
// first cluster starts (tests/harness/funded-members.ts) and are shared by every N; Idempotency-Keys never
// repeat across the run. Each cluster is stopped, every worker gone, before the next one starts. The
// access log is at `info` as shipped. Prints figures and the load average before and after, then the
// ledger's sums; asserts nothing. Needs PostgreSQL: `bash scripts/with-postgres.sh npm run bench:scale`.
// Usage: npm run bench:scale [-- seconds]   (default 5 s per target, after N s of warm-up, 2N s for transfers)
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseOptions } from '../server/db/client.ts';
import { fundMembers, type FundedMember } from '../tests/harness/funded-members.ts';
import { ledgerCheck } from './ledger-check.ts';
import { freePort, loadAverage, stop, waitUp } from '../tests/harness/server-process.ts';
import { transferRequests } from './transfer-requests.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:scale needs PostgreSQL (N processes share one database; PGlite serves one). Run it as:\n  bash scripts/with-postgres.sh npm run bench:scale');
  process.exit(1);
}

const seconds = Number(process.argv[2] ?? 5);
const processCounts = [1, 2, 4];
const connections = 10;
// Enough members that 10 connections rarely wait on one member's wallet rows.
const memberCount = 40;
const root = join(import.meta.dirname, '..');
const logLevel = process.env.LOG_LEVEL ?? 'info';
const keys = { sent: 0 };

interface Figures {
  title: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

type Target = Pick<autocannon.Options, 'url' | 'method' | 'headers' | 'requests'>;

async function measure(title: string, target: Target, warmUp = 1): Promise<Figures> {
  // Warm-up first, so the JIT and caches of every process start equal (the first transfers of a
  // fresh server take hundreds of milliseconds).
  await autocannon({ ...target, connections, duration: warmUp });
  const r = await autocannon({ ...target, connections, duration: seconds });
  return { title, rps: r['2xx'] / r.duration, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

const row = (f: Figures, floor: number) =>
  `${f.title.padEnd(34)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  ` +
  `${((f.rps / floor) * 100).toFixed(1).padStart(5)} % of bare  ${f.non2xx} non-2xx  ${f.errors} errors`;

/** The pids of `child`'s own children (the cluster's workers), from Linux's /proc. */
function childPids(child: ChildProcess): number[] {
  try {
    return readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts N processes on the database, measures the three routes, stops them and checks every worker is gone. */
async function runCluster(n: number, serverUrl: string, members: FundedMember[], floor: number): Promise<void> {
  const port = await freePort();
  const env = { ...process.env, DATABASE_URL: serverUrl, PORT: String(port), SKIP_BUILD: '1', LOG_LEVEL: logLevel };
  const cluster = spawn(process.execPath, [join(root, 'scripts', 'start-cluster.mjs'), String(n)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}/api`;
  const rows: Figures[] = [];
  let workers: number[] | undefined;
  try {
    await waitUp(`${base}/health`, cluster);
    // The primary forks every worker at once; wait until all of them listen, so N are measured.
    for (let i = 0; i < 100 && childPids(cluster).length < n; i += 1) await new Promise((r) => setTimeout(r, 100));
    workers = childPids(cluster);
    const gamesUrl = `${base}/games/lists?api_code=rl_slot_starforge&lang=en`;
    if (n === processCounts[0]) {
      const body = await (await fetch(gamesUrl)).text();
      console.log(`game list: ${(JSON.parse(body) as { list: unknown[] }).list.length} games, ${(Buffer.byteLength(body) / 1024).toFixed(1)} kB of JSON`);
    }
    // Each worker warms its own JIT and caches, and autocannon's connections spread over all of them.
    rows.push(await measure('GET /games/lists (600 games)', { url: gamesUrl }, n));
    rows.push(await measure('POST /auth/me', { url: `${base}/auth/me?lang=en`, method: 'POST', headers: { authorization: `Bearer ${members[0]!.token}` } }, n));
    rows.push(await measure('POST /game/deposit (transfers)', { url: `http://127.0.0.1:${port}`, requests: [transferRequests(members, keys, `scale${n}`)] }, 2 * n));
  } finally {
    await stop(cluster);
  }
  workers ??= [];
  const left = workers.filter(alive);
  console.log(`N = ${n} (${workers.length} workers seen${left.length ? `, STILL RUNNING after stop: ${left.join(' ')}` : ', all gone after stop'})`);
  for (const f of rows) console.log(`  ${row(f, floor)}`);
}

const bareScript = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' });
  s.end('{"status":"ok"}'); }).listen(+process.env.PORT, '127.0.0.1');`;
const barePort = await freePort();
const bare = spawn(process.execPath, ['-e', bareScript], { env: { ...process.env, PORT: String(barePort) }, stdio: 'inherit' });
// A throw-away schema, for the bench's own connection and the servers' (through search_path).
const pgSchema = `bench_scale_${randomBytes(4).toString('hex')}`;
const serverUrl = new URL(url);
serverUrl.searchParams.set('options', `-c search_path=${pgSchema}`);
const db: DatabaseOptions = { url, pgSchema };
const prefix = `bs${randomBytes(3).toString('hex')}m`;

try {
  console.log(
    `scale bench: postgresql, node ${process.version}, ${availableParallelism()} cores, ${connections} connections, ${seconds} s per target ` +
      `after N s warm-up (2N s for transfers), ${memberCount} members, access log at ${logLevel}`,
  );
  console.log(`load average at start ${loadAverage()}`);
  await waitUp(`http://127.0.0.1:${barePort}/`, bare);
  const floorBefore = await measure('bare node:http JSON (floor)', { url: `http://127.0.0.1:${barePort}/` });

  const setup = await openDatabase(db);
  const members = await fundMembers(setup, { count: memberCount, centreCents: 10_000_000, providerCents: 10_000_000, prefix });
  await setup.close();

  console.log(row(floorBefore, floorBefore.rps));
  for (const n of processCounts) await runCluster(n, serverUrl.toString(), members, floorBefore.rps);
  const floorAfter = await measure('bare node:http JSON (floor, end)', { url: `http://127.0.0.1:${barePort}/` });
  console.log(row(floorAfter, floorBefore.rps));
  console.log(`load average at end ${loadAverage()}`);
  console.log(`ledger check: ${await ledgerCheck(db, prefix)}`);
} finally {
  await stop(bare);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
  await client.end();
}
