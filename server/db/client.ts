import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { mkdir } from 'node:fs/promises';
import * as schema from './schema/index.ts';
import { pgDeadlines } from './deadlines.ts';

export type Schema = typeof schema;
/** The Drizzle handle routes and services use; the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  url?: string;
  /** PostgreSQL schema to work in, created when missing (tests use a throw-away one). */
  pgSchema?: string;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string;
  /** PGlite only: start from a data-dir snapshot (`dump()`), e.g. a migrated and seeded copy. */
  snapshot?: Blob;
  /** PostgreSQL only: pooled connections of this process, `PG_POOL_SIZE` (server/config/); DEFAULT_PG_POOL_SIZE when absent. */
  poolSize?: number;
}

/** node-postgres's words when a statement had no answer within `query_timeout`. */
const NO_ANSWER = 'Query read timeout';
const noAnswer = (error: unknown) => error instanceof Error && error.message === NO_ANSWER;

/**
 * A pooled connection whose connect is cut at `connectMs`; pg-pool's own timeout would also cut the
 * queue's wait (deadlines.ts). Keepalive on, and one whose statement got no answer within `queryMs` is
 * ended: node-postgres gives up on the statement but keeps the connection, whose next statements would
 * queue behind the unanswered one for ever (a network that went silent), and the pool, seeing no error
 * on release, would hand it out again. Ended, the pool drops it and opens a new one.
 */
class BoundedConnectClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis: pgDeadlines.connectMs, keepAlive: true, keepAliveInitialDelayMillis: pgDeadlines.keepAliveDelayMs });
    // query() has a dozen overloads (promise or callback, text or config); this passes every one through,
    // to pg.Client's as it is at the call (a wrapper installed on it later, tests/harness/statement-log.ts, still sees it).
    const query = (...args: unknown[]) => (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
    const cut = (error: unknown) => void (noAnswer(error) && this.end().catch(() => undefined));
    this.query = ((...args: unknown[]) => {
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
          cut(error);
          return (last as (...a: unknown[]) => unknown)(error, ...rest);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.catch(cut);
      return result;
    }) as pg.Client['query'];
  }
}

/** Pooled connections of one process unless `PG_POOL_SIZE` says otherwise (README, "Running N servers"). */
export const DEFAULT_PG_POOL_SIZE = 10;

/** Plain SQL on one connection, for the migrator (multi-statement scripts, advisory lock). */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A pool's connections now, for the metrics (server/metrics/app-metrics.ts). */
export interface PoolStats {
  max: number;
  open: number;
  /** Checked out by a query or transaction; unknown on PGlite, one connection that tells no more. */
  inUse?: number;
  /** Callers waiting for a connection; unknown on PGlite. */
  waiting?: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: its connection string, for the LISTEN connection (server/services/live/invalidations.ts). */
  url?: string;
  withConnection<T>(fn: (runner: SqlRunner) => Promise<T>): Promise<T>;
  /** The pool's connections now (not graphile-worker's nor the LISTEN connection, which are their own). */
  poolStats(): PoolStats;
  /** PGlite only: the data dir as a tarball, to start other instances from. */
  dump(): Promise<Blob>;
  /** PGlite only: hears NOTIFY on `channel` (PostgreSQL has its LISTEN connection); resolves to the stop. */
  listen?(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens PostgreSQL when `url` is given, else an embedded PGlite (in memory or under `dataDir`). */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url, options.pgSchema, options.poolSize ?? DEFAULT_PG_POOL_SIZE) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  // PGlite creates only the last folder of the path; a fresh clone has no `.data/` yet.
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.snapshot });
  await client.waitReady;
  const runner: SqlRunner = {
    exec: async (sql) => void (await client.exec(sql)),
    rows: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
  };
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    // PGlite is one connection; the migrator runs before anything else touches it.
    withConnection: (fn) => fn(runner),
    poolStats: () => ({ max: 1, open: 1 }),
    dump: () => client.dumpDataDir('none'),
    listen: (channel, listener) => client.listen(channel, listener),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, pgSchema: string | undefined, poolSize: number): Promise<Database> {
  if (pgSchema !== undefined && !schemaName.test(pgSchema)) throw new Error(`Bad schema name: ${pgSchema}`);
  if (pgSchema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${pgSchema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Every wait on the database itself bounded, so a database gone answers 503 within the lobby's time-out.
    // The connect's deadline is the client's own; the queue for a busy pool has none (deadlines.ts).
    Client: BoundedConnectClient,
    statement_timeout: pgDeadlines.statementMs,
    query_timeout: pgDeadlines.queryMs,
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  });
  // An idle connection the server drops (a restart, an administrator) is discarded by the pool;
  // unheard, its 'error' event would end the whole process.
  pool.on('error', () => undefined);
  // So would that of a connection checked out when the server goes (PostgreSQL stopped between two
  // statements of a transaction): the pool listens only to idle ones. The statement waiting gets the
  // error anyway, and the pool drops the broken connection when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    db: drizzlePg({ client: pool, schema }),
    kind: 'postgres',
    url,
    withConnection: async (fn) => {
      const conn = await pool.connect();
      try {
        return await fn({
          exec: async (sql) => void (await conn.query(sql)),
          rows: async <T>(sql: string, params?: unknown[]) => (await conn.query(sql, params)).rows as T[],
        });
      } finally {
        conn.release();
      }
    },
    poolStats: () => ({ max: poolSize, open: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    dump: () => Promise.reject(new Error('dump() is for PGlite only')),
    close: () => pool.end(),
  };
}
