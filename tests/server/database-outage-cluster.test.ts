// @vitest-environment node
// PostgreSQL only (vite.config.ts `postgresOnly`): database-outage.test.ts's outage under a 2-process
// `start:cluster`, every process watched on its own metrics port (outage-cluster-scenario.ts).
import { describe, expect, it } from 'vitest';
import { translate } from '../../server/i18n/translate.ts';
import { runClusterOutage } from './outage-cluster-scenario.ts';

describe('a database outage under a running 2-process cluster', () => {
  it('every process says 503 within 5 s, refuses in the caller\'s language, stays up, and is ready again within 10 s; a job runs', { timeout: 240_000 }, async () => {
    const run = await runClusterOutage({ processes: 2, recoveryWaitMs: 20_000, jobWaitMs: 20_000 });
    run.processes.forEach((p, k) =>
      console.log(`outage, process ${k + 1} of 2: readiness 503 after ${(p.toNotReadyMs / 1000).toFixed(2)} s; ${p.refused503} transfers refused with 503; readiness 200 ${(p.toReadyMs / 1000).toFixed(2)} s after PostgreSQL's return (its restart took ${(run.pgStartMs / 1000).toFixed(2)} s), jobs ${String(p.ready.body.checks.jobs)}`),
    );
    console.log(`outage, cluster: a job done ${run.jobDoneMs === null ? 'never' : `${(run.jobDoneMs / 1000).toFixed(2)} s`} after PostgreSQL's return`);
    const context = run.log.slice(-4000);

    expect(run.workerEnded, context).toBeNull();
    for (const r of run.refused) {
      expect(r).toMatchObject({ status: 503, message: translate(r.lang === 'en' ? 'en' : 'zh_hk', 'database_unavailable'), retryAfter: '5' });
      expect(r.ms).toBeLessThan(15_000);
    }
    expect(run.processes).toHaveLength(2);
    for (const p of run.processes) {
      expect(p.toNotReadyMs, context).toBeLessThan(5000);
      // The transfers were dealt round the processes: each answered some of them itself.
      expect(p.refused503).toBeGreaterThan(0);
      expect(p.toReadyMs, context).toBeLessThan(10_000);
      expect(p.ready.body).toMatchObject({ ready: true, failed: [], checks: { database: 'ok', migrations: 'ok', listen: 'ok' } });
    }
    expect(run.jobDoneMs, context).not.toBeNull();
    expect(run.jobDoneMs!).toBeLessThan(10_000);
  });
});
