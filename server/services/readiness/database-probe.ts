import type { Database } from '../../db/client.ts';
import { migrationIds } from '../../db/migrate.ts';
import { databaseOutage } from '../../db/unavailable.ts';

/** What the probe found: the database's answer and whether every migration of this code is applied. */
export interface DatabaseCheck {
  /** `ok` it answered within the deadline; `timeout` it did not; `unreachable` an outage error; `error` any other failure. */
  database: 'ok' | 'timeout' | 'unreachable' | 'error';
  /** `ok` every migration file of this code is applied; `behind` some are not (`missing`); `unknown` the database did not answer. */
  migrations: 'ok' | 'behind' | 'unknown';
  /** Migration ids this code has and the database has not applied. */
  missing: string[];
}

export interface ProbeOptions {
  /** How long the trivial query may take before the database counts as not answering. */
  deadlineMs: number;
  /** How long an answer is reused: a flood of probes costs the database one query per this. */
  cacheMs: number;
  now?: () => number;
}

/**
 * The database half of readiness (docs/architecture.md, "Readiness and a database outage"): one
 * query, `SELECT id FROM schema_migrations`, both proves the database answers and tells whether
 * this code's migrations are all applied. Callers at the same time share one probe, and an answer
 * is reused for `cacheMs`. A query still running past its deadline is not joined by another: the
 * next probes say `timeout` until it ends, so a database that hangs never holds more than one of
 * the pool's connections for readiness.
 */
export function databaseProbe(database: Database, options: ProbeOptions): () => Promise<DatabaseCheck> {
  const now = options.now ?? Date.now;
  const expected = migrationIds();
  let cached: { at: number; check: DatabaseCheck } | null = null;
  let probing: Promise<DatabaseCheck> | null = null;
  let querying = false;

  const query = async (): Promise<DatabaseCheck> => {
    querying = true;
    try {
      const applied = new Set((await database.withConnection((sql) => sql.rows<{ id: string }>('SELECT id FROM schema_migrations'))).map((r) => r.id));
      const missing = (await expected).filter((id) => !applied.has(id));
      return { database: 'ok', migrations: missing.length === 0 ? 'ok' : 'behind', missing };
    } catch (error) {
      return { database: databaseOutage(error) ? 'unreachable' : 'error', migrations: 'unknown', missing: [] };
    } finally {
      querying = false;
    }
  };

  const probe = async (): Promise<DatabaseCheck> => {
    const timedOut: DatabaseCheck = { database: 'timeout', migrations: 'unknown', missing: [] };
    if (querying) return timedOut;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<DatabaseCheck>((resolve) => (timer = setTimeout(() => resolve(timedOut), options.deadlineMs)));
    try {
      return await Promise.race([query(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  };

  return () => {
    if (cached && now() - cached.at < options.cacheMs) return Promise.resolve(cached.check);
    probing ??= probe().then((check) => {
      cached = { at: now(), check };
      probing = null;
      return check;
    });
    return probing;
  };
}
