import type { JobsHealth } from '../../jobs/jobs-health.ts';
import type { DatabaseCheck } from './database-probe.ts';

/** `in_process`: PGlite, whose NOTIFYs are delivered inside this process; there is no connection to lose. */
export type ListenState = 'ok' | 'down' | 'in_process';

/** A check that can make a process not ready. */
export type ReadinessCheck = 'database' | 'migrations' | 'listen' | 'closing';

/** Whether this process can serve, and each check's finding (`GET /api/ready`). */
export interface Readiness {
  ready: boolean;
  /** The checks that failed, by name (`database`, `migrations`, `listen`, `closing`: shutting down); empty when ready. */
  failed: ReadinessCheck[];
  checks: DatabaseCheck & { listen: ListenState; jobs: JobsHealth | 'not_started' };
}

/**
 * Ready when the database answers, every migration of this code is applied and the LISTEN connection
 * is up (caches and live streams hear the other processes). The job runner is reported, never
 * counted: jobs retry by themselves, and a load balancer taking a process out of service for them
 * would only move its requests elsewhere for nothing. A process shutting down (SIGTERM, docs/architecture.md
 * "Graceful restarts") is not ready from its first moment, so a probe on a kept connection sees it too.
 */
export function readinessOf(database: DatabaseCheck, listen: ListenState, jobs: JobsHealth | 'not_started', closing = false): Readiness {
  const failed: ReadinessCheck[] = [
    ...(closing ? (['closing'] as const) : []),
    ...(database.database === 'ok' ? [] : (['database'] as const)),
    ...(database.migrations === 'behind' ? (['migrations'] as const) : []),
    ...(listen === 'down' ? (['listen'] as const) : []),
  ];
  return { ready: failed.length === 0, failed, checks: { ...database, listen, jobs } };
}
