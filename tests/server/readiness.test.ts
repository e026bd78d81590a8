// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { migrationIds } from '../../server/db/migrate.ts';
import { databaseProbe } from '../../server/services/readiness/database-probe.ts';
import { buildApp } from '../../server/app.ts';
import { call, startTestApp } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());

/** The test's database, counting the probe's connections; `hang` makes every one wait for ever. */
function counted(database: Database, options: { hang?: boolean } = {}) {
  const calls = { n: 0 };
  const wrapped: Database = {
    ...database,
    withConnection: (fn) => {
      calls.n += 1;
      return options.hang ? new Promise(() => undefined) : database.withConnection(fn);
    },
  };
  return { wrapped, calls };
}

describe('GET /api/ready', () => {
  it('answers 200 when the database answers, every migration is applied and LISTEN is up; /api/health stays "the process answers"', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({
      ready: true,
      failed: [],
      // PGlite delivers its NOTIFYs in this process: there is no LISTEN connection to lose.
      checks: { database: 'ok', migrations: 'ok', missing: [], listen: t.database.kind === 'pglite' ? 'in_process' : 'ok', jobs: 'not_started' },
    });
    expect((await call(t.app, { method: 'GET', url: '/api/health' })).body).toEqual({ status: 'ok' });
  });

  it('answers 503 naming the migrations when this code has one the database has not applied', async () => {
    // A fresh app, built (and so migrated) before the row goes: the first one's probe answer is still cached.
    const app = await buildApp({ database: t.database });
    const newest = (await migrationIds()).at(-1)!;
    await t.database.withConnection((sql) => sql.rows('DELETE FROM schema_migrations WHERE id = $1', [newest]));
    try {
      const ready = await call(app, { method: 'GET', url: '/api/ready' });
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ ready: false, failed: ['migrations'], checks: { database: 'ok', migrations: 'behind', missing: [newest] } });
    } finally {
      await t.database.withConnection((sql) => sql.rows('INSERT INTO schema_migrations (id) VALUES ($1)', [newest]));
      await app.close();
    }
  });
});

describe('the readiness probe of the database', () => {
  it('costs one query for a flood of probes, and one more once its answer is older than cacheMs', async () => {
    let now = 0;
    const { wrapped, calls } = counted(t.database);
    const probe = databaseProbe(wrapped, { deadlineMs: 1000, cacheMs: 1000, now: () => now });
    const answers = await Promise.all(Array.from({ length: 100 }, () => probe()));
    expect(answers.every((a) => a.database === 'ok' && a.migrations === 'ok')).toBe(true);
    expect(calls.n).toBe(1);
    now = 999;
    await probe();
    expect(calls.n).toBe(1);
    now = 1000;
    await probe();
    expect(calls.n).toBe(2);
  });

  it('says timeout once the deadline passes, and starts no second query while the first still hangs', async () => {
    let now = 0;
    const { wrapped, calls } = counted(t.database, { hang: true });
    const probe = databaseProbe(wrapped, { deadlineMs: 50, cacheMs: 1000, now: () => now });
    const started = performance.now();
    expect(await probe()).toEqual({ database: 'timeout', migrations: 'unknown', missing: [] });
    expect(performance.now() - started).toBeLessThan(1000);
    now = 5000;
    expect((await probe()).database).toBe('timeout');
    expect(calls.n).toBe(1);
  });
});
