import type { Db } from '../db/client.ts';
import { serverClockText, serverDay } from '../../domain/time/operator-time.ts';

/**
 * A scheduled job: plain code over the database, the same whichever runner calls it
 * (graphile-worker on PostgreSQL, the in-process timer on PGlite, `npm run ops -- jobs run`).
 */
export interface JobDefinition {
  /** Kebab-case name, the key in `job_runs`; graphile-worker's task is the same name. */
  name: string;
  summary: string;
  /** When graphile-worker runs it: a crontab time, in UTC (graphile-worker's clock). */
  cron: string;
  /** How far back graphile-worker backfills the runs a stopped cluster missed ("2d"); none when absent. */
  backfill?: string;
  /** The period a run at `now` belongs to: each period runs once (the key of `job_runs`). */
  periodOf(now: Date): string;
  /**
   * Does the work inside the claiming transaction; returns the rows it wrote or deleted. With
   * `commitsPerBatch` it gets the pool instead and commits its own batches.
   */
  run(tx: Db, now: Date): Promise<number>;
  /**
   * The work commits batch by batch, so no row it touches stays locked past its batch (the interest
   * job and members' Yu-EBao moves, docs/architecture.md §6). Only for work that is safe to repeat
   * and to run twice at once (per-row keys and locks): the run is recorded after the work, and a run
   * that fails part-way leaves its committed batches for the next tick to skip.
   */
  commitsPerBatch?: boolean;
}

const MINUTE_MS = 60_000;

/** Period of a daily job: the server day (UTC+8), "2026-01-31". */
export const dailyPeriod = (now: Date): string => serverDay(now);

/** Period of a job run every `minutes` (a divisor of 60): the server day and the slot's start, "2026-01-31 14:05". */
export function slotPeriod(minutes: number): (now: Date) => string {
  return (now) => {
    const slot = new Date(Math.floor(now.getTime() / (minutes * MINUTE_MS)) * minutes * MINUTE_MS);
    return serverClockText(slot);
  };
}
