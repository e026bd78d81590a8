// @vitest-environment node
// PostgreSQL only (vite.config.ts `postgresOnly`: the pass that has PostgreSQL's binaries). It owns a
// cluster of its own (own-postgres.ts), not the suite's, since it stops it: `pg_ctl stop -m
// immediate` under a running server process, then `pg_ctl start` (outage-scenario.ts).
import { describe, expect, it } from 'vitest';
import { translate } from '../../server/i18n/translate.ts';
import { runOutage } from './outage-scenario.ts';

describe('a database outage under a running server', () => {
  it('says 503 within 5 s, refuses calls with a 503 in the caller\'s language and never hangs or exits, and recovers within 10 s of PostgreSQL\'s return: pool, LISTEN, streams, jobs', { timeout: 240_000 }, async () => {
    const run = await runOutage({ recoveryWaitMs: 20_000, jobWaitMs: 20_000 });
    // The figures README "Operating it" quotes (a shared machine: they vary with its load).
    console.log(
      `outage: readiness 503 after ${(run.toNotReadyMs / 1000).toFixed(2)} s (the database check failed after ${(run.toDatabaseDownMs / 1000).toFixed(2)} s); transfer refused in ${run.refusedEn.ms.toFixed(0)} ms; ` +
        `PostgreSQL restart took ${(run.pgStartMs / 1000).toFixed(2)} s, readiness 200 ${(run.toReadyMs / 1000).toFixed(2)} s after it, ` +
        `a job done ${run.jobDoneMs === null ? 'never' : `${(run.jobDoneMs / 1000).toFixed(2)} s`} after it`,
    );
    const context = run.log.slice(-4000);

    // The first 503 may name LISTEN alone (its loss is seen at once, the database probe is cached 1 s);
    // the database's own check follows, both within 5 s.
    expect(run.toNotReadyMs, context).toBeLessThan(5000);
    expect(run.notReady.body.ready).toBe(false);
    expect(run.toDatabaseDownMs, context).toBeLessThan(5000);
    expect(run.databaseDown).toMatchObject({ status: 503, body: { ready: false, failed: ['database', 'listen'], checks: { database: 'unreachable', migrations: 'unknown', listen: 'down' } } });

    expect(run.refusedEn).toMatchObject({ status: 503, message: translate('en', 'database_unavailable'), retryAfter: '5' });
    expect(run.refusedHk).toMatchObject({ status: 503, message: translate('zh_hk', 'database_unavailable') });
    expect(run.refusedEn.ms).toBeLessThan(15_000);
    expect(run.refusedHk.ms).toBeLessThan(15_000);
    expect(run.exitedDuringOutage, context).toBeNull();

    expect(run.toReadyMs, context).toBeLessThan(10_000);
    expect(run.ready.body).toMatchObject({ ready: true, failed: [], checks: { database: 'ok', migrations: 'ok', listen: 'ok' } });
    expect(run.jobDoneMs, context).not.toBeNull();
    expect(run.jobDoneMs!).toBeLessThan(10_000);
    expect(run.afterStatus, context).toBe(200);
    // The stream kept through the outage still hears the member's money, and a new one opens.
    expect(run.oldStreamHeard, context).toBe(true);
    expect(run.newStreamStatus).toBe(200);
    expect(run.newStreamSnapshot).toBe(true);
  });
});
