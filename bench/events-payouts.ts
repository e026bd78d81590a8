// Event payouts beside plain transfers (docs/performance.md, docs/architecture.md §6 "No hot rows"):
// 200 different members spin the prize wheel at once (POST /api/wheel/award, each spin paid from
// the house), and the same 200 members move 1.00 between their own wallets (POST /api/game/deposit),
// against one server process (`node scripts/start.mjs`) on a durable PostgreSQL (fsync and
// synchronous_commit on: bench/durable-postgres.ts starts one unless DATABASE_URL is set). The phases
// alternate transfers, spins, transfers, spins so a shared machine's load drifts over both; the
// transfer rate is the floor the payouts are measured against (budget: ≥ 80 %). The wheel allows
// every member a million spins and an unbounded budget, so no spin is refused. After the load the
// books are read from the database. Prints figures, asserts nothing.
// Usage: npm run bench:events-payouts [-- seconds]   (default 8 s per phase after 2 s of warm-up)
// BENCH_CPU_PROF=<folder>: the server runs under `node --cpu-prof` and leaves its profile there
// (bench/cpu-profile-summary.ts sums its self time by function). BENCH_PG_STATEMENTS=1 (own cluster
// only) prints where the database's time went in each phase; =nested also inside the functions.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';
import { eventSettings } from '../server/db/schema/index.ts';
import { fundMembers, type FundedMember } from '../tests/harness/funded-members.ts';
import { benchPostgres, durability } from './durable-postgres.ts';
import { ledgerCheck } from './ledger-check.ts';
import { freePort, loadAverage, stop, waitUp } from '../tests/harness/server-process.ts';
import { cpuMsOf, cpuMsOfTree, resetStatements, statementTimes } from './statement-times.ts';
import { transferRequests } from './transfer-requests.ts';

const seconds = Number(process.argv[2] ?? 8);
const memberCount = Number(process.env.BENCH_MEMBERS ?? 200);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const warmUp = 2;
const root = join(import.meta.dirname, '..');
const prefix = `ep${randomBytes(3).toString('hex')}m`;
const keys = { sent: 0 };

/** Each send the next member's spin, under a key never used before. */
function spinRequests(members: FundedMember[]): autocannon.Request {
  return {
    method: 'POST',
    path: '/api/wheel/award',
    setupRequest: (request) => {
      const n = keys.sent++;
      const i = n % members.length;
      return {
        ...request,
        headers: { ...request.headers, 'content-type': 'application/json', authorization: `Bearer ${members[i]!.token}`, 'idempotency-key': `spin-${n}` },
        body: JSON.stringify({ name: `${prefix}${i}` }),
      };
    },
  };
}

interface Phase {
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU per answer: a rate ratio that follows it is bound by work, not by waiting on locks. */
  cpuMs: number;
  /** The database's CPU per answer (postmaster and backends; 0 for DATABASE_URL's server). */
  dbCpuMs: number;
}

/** Our own cluster: its postmaster, and its URL when BENCH_PG_STATEMENTS asks where its time goes. */
interface Database {
  pid: number | undefined;
  statementsUrl: string | undefined;
}

async function phase(url: string, request: autocannon.Request, pid: number | undefined, database: Database): Promise<Phase> {
  await autocannon({ url, connections, requests: [request], duration: warmUp });
  if (database.statementsUrl) await resetStatements(database.statementsUrl);
  const [cpu, dbCpu] = [cpuMsOf(pid), cpuMsOfTree(database.pid)];
  const r = await autocannon({ url, connections, requests: [request], duration: seconds });
  const answered = Math.max(1, r['2xx']);
  const cpuMs = (cpuMsOf(pid) - cpu) / answered;
  const dbCpuMs = (cpuMsOfTree(database.pid) - dbCpu) / answered;
  if (database.statementsUrl) console.log(await statementTimes(database.statementsUrl, answered));
  return { perSecond: r['2xx'] / r.duration, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts, cpuMs, dbCpuMs };
}

const line = (title: string, r: Phase) =>
  `${title.padEnd(40)} ${r.perSecond.toFixed(0).padStart(6)}/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  ${r.non2xx} non-2xx, ${r.errors} errors, CPU each: server ${r.cpuMs.toFixed(2)} ms, database ${r.dbCpuMs.toFixed(2)} ms`;

const cluster = await benchPostgres();
const pgSchema = `bench_payouts_${randomBytes(4).toString('hex')}`;
const serverUrl = new URL(cluster.url);
serverUrl.searchParams.set('options', `-c search_path=${pgSchema}`);
const db = { url: cluster.url, pgSchema };
try {
  console.log(`events-payouts bench: node ${process.version}, ${memberCount} members, ${connections} connections, ${seconds} s per phase after ${warmUp} s warm-up`);
  console.log(`postgresql: ${await durability(cluster.url)}; server pool PG_POOL_SIZE=${process.env.PG_POOL_SIZE ?? 'default'}`);
  console.log(`load average at start ${loadAverage()}`);
  const setup = await openDatabase(db);
  const members = await fundMembers(setup, { count: memberCount, centreCents: 10_000_000, providerCents: 10_000_000, prefix });
  await setup.db.update(eventSettings).set({ dailyChances: 1_000_000, dailyBudgetCents: 1_000_000_000_000 });
  await setup.close();

  const port = await freePort();
  const env = { ...process.env, DATABASE_URL: serverUrl.toString(), PORT: String(port), SKIP_BUILD: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = spawn(process.execPath, [...profile, join(root, 'scripts', 'start.mjs')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const transfers: Phase[] = [];
  const spins: Phase[] = [];
  try {
    await waitUp(`${base}/api/health`, server);
    const database: Database = {
      pid: cluster.postmasterPid?.(),
      statementsUrl: ['1', 'nested'].includes(process.env.BENCH_PG_STATEMENTS ?? '') && !process.env.DATABASE_URL ? cluster.url : undefined,
    };
    for (let round = 1; round <= 2; round += 1) {
      transfers.push(await phase(base, transferRequests(members, keys, `transfer${round}`), server.pid, database));
      console.log(line(`transfers between own wallets (${round})`, transfers.at(-1)!));
      spins.push(await phase(base, spinRequests(members), server.pid, database));
      console.log(line(`wheel spins, each paid out (${round})`, spins.at(-1)!));
    }
  } finally {
    await stop(server);
  }
  const mean = (xs: Phase[]) => xs.reduce((s, x) => s + x.perSecond, 0) / xs.length;
  const floor = mean(transfers);
  console.log(`payouts ${mean(spins).toFixed(0)}/s beside transfers ${floor.toFixed(0)}/s: ${((mean(spins) / floor) * 100).toFixed(1)} % of the transfer rate (budget ≥ 80 %)`);
  const cpu = (xs: Phase[]) => xs.reduce((s, x) => s + x.cpuMs, 0) / xs.length;
  console.log(`server CPU per answer: spin ${cpu(spins).toFixed(2)} ms, transfer ${cpu(transfers).toFixed(2)} ms (a ratio of ${(cpu(transfers) / cpu(spins)).toFixed(2)})`);
  const dbCpu = (xs: Phase[]) => xs.reduce((s, x) => s + x.dbCpuMs, 0) / xs.length;
  if (cluster.postmasterPid) console.log(`database CPU per answer: spin ${dbCpu(spins).toFixed(2)} ms, transfer ${dbCpu(transfers).toFixed(2)} ms (a ratio of ${(dbCpu(transfers) / dbCpu(spins)).toFixed(2)})`);
  console.log(`ledger check: ${await ledgerCheck(db, prefix)}`);
  console.log(`load average at end ${loadAverage()}`);
} finally {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
  await client.end();
  cluster.stop();
}
