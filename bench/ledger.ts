// Ledger throughput (docs/performance.md): transfers per second and p99 latency of
// POST /api/game/deposit against the real server process (`node scripts/start.mjs`, lobby build
// skipped) on PGlite and on a durable PostgreSQL (fsync and synchronous_commit on, as an operator
// runs money: bench/durable-postgres.ts starts a throw-away one unless DATABASE_URL names a server,
// whose settings are printed); next to a bare node:http JSON
// reply measured in the same run with the same autocannon settings, before the targets and after
// them (the share is of their mean). Every target is warmed up first (BENCH_WARMUP seconds, 8 by
// default: the server's JIT settles by then). Members are funded in the
// database before the server opens it (tests/harness/funded-members.ts). Each request carries its own
// Idempotency-Key; each member alternates in/out of 1.00 against wallets funded far above what the
// concurrency can drain, so no transfer is refused for lack of money. After the load the server is
// stopped and the books are read from the database. Prints figures and the load average before and
// after, asserts nothing. bench/ledger-queries.ts lists the statements one transfer sends;
// BENCH_PG_STATEMENTS=1 (own cluster only) prints where the database's time went per transfer;
// BENCH_PG_STATEMENTS=nested also the statements inside the functions (their time is inside their caller's).
// BENCH_CPU_PROF=<folder> runs the server under `node --cpu-prof` into that folder (read it with
// bench/cpu-profile-summary.ts); BENCH_TARGETS=postgresql (or pglite) measures only that one.
// Usage: npm run bench:ledger [-- seconds]   (default 10 s per target)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseOptions } from '../server/db/client.ts';
import { fundMembers, type FundedMember } from '../tests/harness/funded-members.ts';
import { benchPostgres, durability } from './durable-postgres.ts';
import { ledgerCheck } from './ledger-check.ts';
import { cpuMsOf, cpuMsOfTree, resetStatements, statementTimes } from './statement-times.ts';
import { freePort, loadAverage, stop, waitUp } from '../tests/harness/server-process.ts';
import { transferRequests } from './transfer-requests.ts';

const seconds = Number(process.argv[2] ?? 10);
const connections = 10;
// Long enough for the server's JIT to settle: after 2 s its compiler threads still took a fifth of
// its CPU and a transfer's server CPU read 0.2 ms higher than at steady state (docs/performance.md).
const warmUp = Number(process.env.BENCH_WARMUP ?? 8);
const memberCount = 20;
const root = join(import.meta.dirname, '..');
const logLevel = process.env.LOG_LEVEL ?? 'info';
const keys = { sent: 0 };
const cpuProfile = process.env.BENCH_CPU_PROF;
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgresql').split(',');

/**
 * Loads `url`; `pid` is the server's, whose CPU per answer is measured, as is this process's (the
 * load generator's) and `dbPid`'s with its children (our own PostgreSQL's); `pgUrl` a cluster whose
 * statement times are read.
 */
async function load(url: string, members: FundedMember[], pid?: number, pgUrl?: string, dbPid?: number) {
  const options = { url, connections, requests: [transferRequests(members, keys)] };
  // Warm-up first, so the JIT and caches of every target start equal (the first transfers of a
  // fresh server take hundreds of milliseconds).
  const warm = await autocannon({ ...options, duration: warmUp });
  if (pgUrl) await resetStatements(pgUrl);
  const [cpuBefore, dbBefore, selfBefore] = [cpuMsOf(pid), cpuMsOfTree(dbPid), cpuMsOf(process.pid)];
  const r = await autocannon({ ...options, duration: seconds });
  const answered = Math.max(1, r['2xx']);
  const cpuMs = (cpuMsOf(pid) - cpuBefore) / answered;
  const dbCpuMs = (cpuMsOfTree(dbPid) - dbBefore) / answered;
  const loaderCpuMs = (cpuMsOf(process.pid) - selfBefore) / answered;
  const statements = pgUrl ? await statementTimes(pgUrl, r['2xx']) : null;
  return { perSecond: r['2xx'] / r.duration, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts, ok: warm['2xx'] + r['2xx'], cpuMs, dbCpuMs, loaderCpuMs, statements };
}

const line = (title: string, r: { perSecond: number; p99: number }, unit: string) =>
  `${title.padEnd(34)} ${r.perSecond.toFixed(0).padStart(6)} ${unit}  p99 ${String(r.p99).padStart(4)} ms`;

/** Funds members, runs the server on that database, loads it, stops it, reads the books. */
async function measure(title: string, db: DatabaseOptions, serverEnv: Record<string, string>, statementsOf?: string, dbPid?: number): Promise<void> {
  const prefix = `bl${randomBytes(3).toString('hex')}m`;
  const setup = await openDatabase(db);
  const members = await fundMembers(setup, { count: memberCount, centreCents: 10_000_000, providerCents: 10_000_000, prefix });
  await setup.close();

  const port = await freePort();
  const env: Record<string, string | undefined> = { ...process.env, ...serverEnv, PORT: String(port), SKIP_BUILD: '1', LOG_LEVEL: logLevel };
  if (!serverEnv.DATABASE_URL) delete env.DATABASE_URL;
  const server = spawn(process.execPath, [...(cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfile}`] : []), join(root, 'scripts', 'start.mjs')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  let result: Awaited<ReturnType<typeof load>>;
  try {
    await waitUp(`http://127.0.0.1:${port}/api/health`, server);
    result = await load(`http://127.0.0.1:${port}`, members, server.pid, statementsOf, dbPid);
  } finally {
    await stop(server);
  }
  console.log(`${line(`${title} POST /api/game/deposit`, result, 'transfers/s')}  ${result.non2xx} non-2xx, ${result.errors} errors`);
  measured.push({ title, perSecond: result.perSecond });
  console.log(`${title}: server process CPU ${result.cpuMs.toFixed(2)} ms per transfer (wall time per transfer at ${connections} in flight: ${((connections * 1000) / result.perSecond).toFixed(1)} ms)`);
  const dbCpu = dbPid ? `, PostgreSQL's processes ${result.dbCpuMs.toFixed(2)} ms` : '';
  console.log(`${title}: other CPU per transfer: load generator (autocannon, this process) ${result.loaderCpuMs.toFixed(2)} ms${dbCpu}`);
  if (result.statements) console.log(result.statements);

  console.log(
    `${title} ledger check: ${await ledgerCheck(db, prefix)}, ${result.ok} 200 answers counted ` +
      `(warm-up included; autocannon drops the answers still in flight when a phase ends, up to ${connections} each)`,
  );
}

/** The same on a throw-away durable cluster (or DATABASE_URL's server), in a schema of its own. */
async function measurePostgres(): Promise<void> {
  const cluster = await benchPostgres();
  const url = cluster.url;
  // A throw-away schema, for the bench's own process and the server's (through search_path).
  const pgSchema = `bench_ledger_${randomBytes(4).toString('hex')}`;
  const serverUrl = new URL(url);
  serverUrl.searchParams.set('options', `-c search_path=${pgSchema}`);
  try {
    console.log(`postgresql: ${await durability(url)}`);
    const statements = ['1', 'nested'].includes(process.env.BENCH_PG_STATEMENTS ?? '') && !process.env.DATABASE_URL ? url : undefined;
    await measure('postgresql', { url, pgSchema }, { DATABASE_URL: serverUrl.toString() }, statements, cluster.postmasterPid?.());
  } finally {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
    await client.end();
    cluster.stop();
  }
}

const bareScript = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' });
  s.end(JSON.stringify({ status: 'ok', money: '1.00' })); }).listen(+process.env.PORT, '127.0.0.1');`;
const barePort = await freePort();
const bare = spawn(process.execPath, ['-e', bareScript], { env: { ...process.env, PORT: String(barePort) }, stdio: 'inherit' });
const dataDir = mkdtempSync(join(tmpdir(), 'bench-ledger-'));
const measured: { title: string; perSecond: number }[] = [];
// The floor gets the very same requests (tokens, bodies, keys); it just ignores them.
const measureFloor = () => load(`http://127.0.0.1:${barePort}`, Array.from({ length: memberCount }, (_, i) => ({ id: i, token: 'x', apiCode: 'x' })));

try {
  console.log(`ledger bench: node ${process.version}, ${connections} connections, ${seconds} s per target after ${warmUp} s warm-up, ${memberCount} members, 1.00 alternating in/out, access log at ${logLevel}`);
  console.log(`load average at start ${loadAverage()}`);
  await waitUp(`http://127.0.0.1:${barePort}/`, bare);
  const before = await measureFloor();
  console.log(line('bare node:http JSON (floor, before)', before, 'req/s      '));

  if (targets.includes('pglite')) await measure('pglite', { dataDir }, { DATA_DIR: dataDir });

  if (targets.includes('postgresql')) await measurePostgres();
  // Measured again after the targets: the machine's load moves the floor more than anything
  // (docs/performance.md), so each share is of the two floors' mean.
  const after = await measureFloor();
  await stop(bare);
  console.log(line('bare node:http JSON (floor, after)', after, 'req/s      '));
  const floor = (before.perSecond + after.perSecond) / 2;
  for (const m of measured) console.log(`${m.title}: ${m.perSecond.toFixed(0)} transfers/s = ${((m.perSecond / floor) * 100).toFixed(1)} % of bare (floor ${floor.toFixed(0)} req/s, the mean of before and after)`);
  console.log(`load average at end ${loadAverage()}`);
} finally {
  await stop(bare);
  rmSync(dataDir, { recursive: true, force: true });
}
