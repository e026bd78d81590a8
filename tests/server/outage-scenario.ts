// A database outage under a running server, measured (database-outage.test.ts asserts on it,
// bench/outage.ts prints it): a PostgreSQL cluster of its own, one real server process on it,
// `pg_ctl stop -m immediate`, then `pg_ctl start`, and what the server said meanwhile.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import pg from 'pg';
import { demoToken, freePort, stop, waitUp } from '../harness/server-process';
import { ownPostgres } from './own-postgres.ts';

/** What `GET /api/ready` answered. */
export interface ReadyAnswer {
  status: number;
  body: { ready: boolean; failed: string[]; checks: Record<string, unknown> };
}

/** An API call made while PostgreSQL was down. */
export interface Refused {
  status: number;
  message: string;
  retryAfter: string | null;
  ms: number;
}

export interface OutageRun {
  /** From `pg_ctl stop -m immediate` called to the first 503 of /api/ready. */
  toNotReadyMs: number;
  notReady: ReadyAnswer;
  /** From the same moment to the first readiness answer whose database check failed too (its probe is cached 1 s). */
  toDatabaseDownMs: number;
  databaseDown: ReadyAnswer;
  /** A transfer during the outage, asked in English and in traditional Chinese. */
  refusedEn: Refused;
  refusedHk: Refused;
  /** The server process was still running once PostgreSQL was back (exit code, signal). */
  exitedDuringOutage: string | null;
  /** How long `pg_ctl start -w` took (crash recovery included): the floor recovery is measured beside. */
  pgStartMs: number;
  /** From PostgreSQL accepting connections again (`pg_ctl start` returned) to the first 200 of /api/ready. */
  toReadyMs: number;
  ready: ReadyAnswer;
  /** A transfer once recovered. */
  afterStatus: number;
  /** The stream opened before the outage carried the money of that transfer. */
  oldStreamHeard: boolean;
  /** A stream opened after the outage: its status and whether its snapshot came. */
  newStreamStatus: number;
  newStreamSnapshot: boolean;
  /** From PostgreSQL back to a job queued then being done by graphile-worker; null when not within `jobWaitMs`. */
  jobDoneMs: number | null;
  /** What the server printed (for a failure's message). */
  log: string;
}

const LOBBY_TIMEOUT_MS = 15_000;

/**
 * Transfers of 1.00 into a game, each with a key of its own, answered as a `Refused`. `connection:
 * close`: each call is a connection of its own, which under start:cluster the primary deals to the
 * workers in turn (a kept-alive one would always reach the same process).
 */
export function transfers(base: string, token: string): (lang: string) => Promise<Refused> {
  let keys = 0;
  return async (lang) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/game/deposit?lang=${lang}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `outage-${(keys += 1)}`, connection: 'close' },
      body: JSON.stringify({ api_code: 'rl_slot_starforge', money: '1.00', direction: 'in' }),
      signal: AbortSignal.timeout(LOBBY_TIMEOUT_MS * 2),
    });
    const body = (await res.json()) as { message?: string };
    return { status: res.status, message: body.message ?? '', retryAfter: res.headers.get('retry-after'), ms: performance.now() - started };
  };
}

/** Queues a job (`sweep-expired`) and waits until graphile-worker has done it: ms from `from` (performance.now()), or null after `waitMs`. */
export async function jobDone(url: string, waitMs: number, from: number): Promise<number | null> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ id: string }>("SELECT id FROM graphile_worker.add_job('sweep-expired', '{}'::json)");
    const done = await until(waitMs, async () => ((await admin.query('SELECT 1 FROM graphile_worker.jobs WHERE id = $1', [rows[0]!.id])).rowCount === 0 ? true : null));
    return done ? done.at - from : null;
  } finally {
    await admin.end();
  }
}

/** Polls every 50 ms until `check` returns a value or `ms` pass; the value and when it came, or null. */
export async function until<T>(ms: number, check: () => Promise<T | null>): Promise<{ value: T; at: number } | null> {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    const value = await check().catch(() => null);
    if (value !== null) return { value, at: performance.now() };
    await pause(50);
  }
  return null;
}

/** A live stream read as it comes; `heard(name)` says whether an event of that name arrived after `from` bytes. */
async function openStream(base: string, token: string) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/member/live`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  let text = '';
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) text += decoder.decode(chunk, { stream: true });
    })().catch(() => undefined);
  }
  return {
    status: res.status,
    length: () => text.length,
    heard: (name: string, from = 0) => text.slice(from).includes(`event: ${name}\n`),
    close: () => abort.abort(),
  };
}

/** Runs the whole outage once; `jobWaitMs` bounds the wait for the job queued after the recovery. */
export async function runOutage(options: { recoveryWaitMs?: number; jobWaitMs?: number } = {}): Promise<OutageRun> {
  const recoveryWaitMs = options.recoveryWaitMs ?? 30_000;
  const jobWaitMs = options.jobWaitMs ?? 30_000;
  const cluster = await ownPostgres();
  const emptyDist = mkdtempSync(join(tmpdir(), 'lobby-no-dist-'));
  let child: ChildProcess | undefined;
  let log = '';
  const streams: { close(): void }[] = [];
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SKIP_BUILD: '1', LOBBY_DIST: emptyDist, DATABASE_URL: cluster.url, PORT: String(port), DEV_ENDPOINTS: '1', LOG_LEVEL: 'warn', PG_POOL_SIZE: '4' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitUp(`${base}/api/health`, child);
    const readyNow = async (): Promise<ReadyAnswer> => {
      const res = await fetch(`${base}/api/ready`);
      return { status: res.status, body: (await res.json()) as ReadyAnswer['body'] };
    };
    if (!(await until(30_000, async () => ((await readyNow()).status === 200 ? true : null)))) throw new Error('never ready before the outage');
    const token = await demoToken(`${base}/api`);
    const transfer = transfers(base, token);
    const oldStream = await openStream(base, token);
    streams.push(oldStream);
    if (oldStream.status !== 200 || !(await until(5000, async () => (oldStream.heard('snapshot') ? true : null)))) throw new Error(`no stream before the outage (${oldStream.status})`);

    const stopped = performance.now();
    await cluster.stopImmediate();
    const down = await until(30_000, async () => {
      const answer = await readyNow();
      return answer.status === 503 ? answer : null;
    });
    if (!down) throw new Error('readiness never said 503');
    const dbDown = await until(30_000, async () => {
      const answer = await readyNow();
      return answer.body.checks.database !== 'ok' ? answer : null;
    });
    if (!dbDown) throw new Error('readiness never said the database was down');
    const refusedEn = await transfer('en');
    const refusedHk = await transfer('zh_hk');
    const exitedDuringOutage = child.exitCode !== null || child.signalCode !== null ? `${child.exitCode ?? child.signalCode}` : null;

    const starting = performance.now();
    await cluster.start();
    const back = performance.now();
    const up = await until(recoveryWaitMs, async () => {
      const answer = await readyNow();
      return answer.status === 200 ? answer : null;
    });
    if (!up) throw new Error(`readiness not 200 within ${recoveryWaitMs} ms of PostgreSQL's return: ${JSON.stringify(await readyNow().catch(String))}`);

    // A job queued now must be taken and done by the process's graphile-worker.
    const jobDoneMs = await jobDone(cluster.url, jobWaitMs, back);

    const from = oldStream.length();
    const after = await transfer('en');
    const oldStreamHeard = (await until(5000, async () => (oldStream.heard('money', from) ? true : null))) !== null;
    const newStream = await openStream(base, token);
    streams.push(newStream);
    const newStreamSnapshot = (await until(5000, async () => (newStream.heard('snapshot') ? true : null))) !== null;
    return {
      toNotReadyMs: down.at - stopped,
      notReady: down.value,
      toDatabaseDownMs: dbDown.at - stopped,
      databaseDown: dbDown.value,
      refusedEn,
      refusedHk,
      exitedDuringOutage,
      pgStartMs: back - starting,
      toReadyMs: up.at - back,
      ready: up.value,
      afterStatus: after.status,
      oldStreamHeard,
      newStreamStatus: newStream.status,
      newStreamSnapshot,
      jobDoneMs,
      log,
    };
  } catch (error) {
    throw new Error(`${String(error)}\n--- server log ---\n${log.slice(-4000)}`, { cause: error });
  } finally {
    for (const stream of streams) stream.close();
    if (child) await stop(child);
    await cluster.remove();
    rmSync(emptyDist, { recursive: true, force: true });
  }
}
