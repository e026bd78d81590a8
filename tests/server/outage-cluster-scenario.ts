// A database outage under a running 2-process cluster (`start:cluster -- 2`), measured per process
// (database-outage-cluster.test.ts asserts on it, `npm run bench:outage -- --processes 2` prints it).
// Each process is watched through its own metrics port: `GET /ready` there is that process's
// readiness (the public port's answer comes from any of them), and its request counters say which
// processes answered the transfers refused during the outage.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoToken, freePort } from '../harness/server-process';
import { startCluster, type RunningCluster } from './cluster-process';
import { ownPostgres } from './own-postgres.ts';
import { jobDone, transfers, until, type ReadyAnswer, type Refused } from './outage-scenario.ts';

export interface ProcessOutage {
  /** From `pg_ctl stop -m immediate` called to this process's first readiness 503. */
  toNotReadyMs: number;
  /** Transfers this process refused with 503 during the outage (its request counter). */
  refused503: number;
  /** From PostgreSQL accepting connections again to this process's first readiness 200. */
  toReadyMs: number;
  ready: ReadyAnswer;
}

export interface ClusterOutageRun {
  processes: ProcessOutage[];
  /** Transfers during the outage through the public port, alternately in English and traditional Chinese. */
  refused: (Refused & { lang: string })[];
  /** What start:cluster said of a worker that ended meanwhile, if any. */
  workerEnded: string | null;
  pgStartMs: number;
  /** From PostgreSQL back to a job queued then being done; null when not within `jobWaitMs`. */
  jobDoneMs: number | null;
  log: string;
}

/** The count of `POST /api/game/deposit` answers with `status` in one scrape. */
function answered(metrics: string, status: number): number {
  const line = metrics.split('\n').find((l) => l.startsWith('lobby_http_request_duration_seconds_count{') && l.includes('route="/api/game/deposit"') && l.includes(`status="${status}"`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

export async function runClusterOutage(options: { processes?: number; recoveryWaitMs?: number; jobWaitMs?: number } = {}): Promise<ClusterOutageRun> {
  const n = options.processes ?? 2;
  const recoveryWaitMs = options.recoveryWaitMs ?? 30_000;
  const pg = await ownPostgres();
  const emptyDist = mkdtempSync(join(tmpdir(), 'lobby-no-dist-'));
  // Process k serves its metrics on METRICS_PORT + k − 1; the port after a free one is free nearly always.
  const metricsPort = await freePort();
  let cluster: RunningCluster | undefined;
  try {
    cluster = await startCluster(n, { LOBBY_DIST: emptyDist, DATABASE_URL: pg.url, DEV_ENDPOINTS: '1', LOG_LEVEL: 'warn', PG_POOL_SIZE: '4', METRICS_PORT: String(metricsPort) });
    const base = `http://127.0.0.1:${cluster.port}`;
    const own = Array.from({ length: n }, (_, k) => `http://127.0.0.1:${metricsPort + k}`);
    const readyOf = async (k: number): Promise<ReadyAnswer> => {
      const res = await fetch(`${own[k]}/ready`);
      return { status: res.status, body: (await res.json()) as ReadyAnswer['body'] };
    };
    const each = <T>(fn: (k: number) => Promise<T>) => Promise.all(own.map((_, k) => fn(k)));
    const scrape = (k: number) => fetch(`${own[k]}/metrics`).then((res) => res.text());
    const statusIs = (k: number, status: number, ms: number) => until(ms, async () => ((await readyOf(k)).status === status ? readyOf(k) : null));

    if ((await each((k) => statusIs(k, 200, 60_000))).some((up) => !up)) throw new Error('a process was never ready before the outage');
    const token = await demoToken(`${base}/api`);
    const before = await each(async (k) => answered(await scrape(k), 503));

    const stopped = performance.now();
    await pg.stopImmediate();
    const down = await each((k) => statusIs(k, 503, 30_000));
    if (down.some((d) => !d)) throw new Error(`a process's readiness never said 503: ${down.map((d) => (d ? 'yes' : 'no')).join(', ')}`);
    // Each call a new connection, dealt to the workers in turn: two rounds reach every process.
    const transfer = transfers(base, token);
    const refused: ClusterOutageRun['refused'] = [];
    for (let i = 0; i < 2 * n; i += 1) {
      const lang = i % 2 === 0 ? 'en' : 'zh_hk';
      refused.push({ lang, ...(await transfer(lang)) });
    }
    const refused503 = await each(async (k) => answered(await scrape(k), 503) - before[k]!);

    const starting = performance.now();
    await pg.start();
    const back = performance.now();
    const up = await each((k) => statusIs(k, 200, recoveryWaitMs));
    const jobDoneMs = await jobDone(pg.url, options.jobWaitMs ?? 30_000, back);
    const log = cluster.log();
    return {
      processes: own.map((_, k) => ({
        toNotReadyMs: down[k]!.at - stopped,
        refused503: refused503[k]!,
        toReadyMs: up[k] ? up[k].at - back : Number.POSITIVE_INFINITY,
        ready: up[k]?.value ?? { status: 503, body: { ready: false, failed: ['never ready again'], checks: {} } },
      })),
      refused,
      workerEnded: log.split('\n').find((l) => /start:cluster: .*ended/.test(l)) ?? (cluster.child.exitCode === null ? null : `the primary exited (${cluster.child.exitCode})`),
      pgStartMs: back - starting,
      jobDoneMs,
      log,
    };
  } catch (error) {
    throw new Error(`${String(error)}\n--- cluster log ---\n${cluster?.log().slice(-4000) ?? ''}`, { cause: error });
  } finally {
    await cluster?.stop();
    await pg.remove();
    rmSync(emptyDist, { recursive: true, force: true });
  }
}
