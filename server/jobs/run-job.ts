import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';
import { transact } from '../db/transact.ts';
import type { JobDefinition } from './job.ts';

export type JobRunner = 'graphile-worker' | 'timer' | 'ops';

/** What one call did: ran the period (with the rows it touched) or found it claimed already. */
export type JobOutcome = { period: string; ran: true; rows: number } | { period: string; ran: false };

/**
 * Runs `job` for the period `now` falls in, at most once per (job, period) over every process:
 * the `job_runs` row is inserted in the job's own transaction, so a concurrent run of the same
 * period waits on the key and then finds it taken, and a run that fails takes its claim back
 * with its work (the next tick retries it).
 */
export async function runJob(db: Db, job: JobDefinition, now: Date, runner: JobRunner): Promise<JobOutcome> {
  const period = job.periodOf(now);
  if (job.commitsPerBatch) return runInBatches(db, job, now, runner, period);
  return transact(db, async (tx) => {
    const claimed = await tx
      .insert(jobRuns)
      .values({ job: job.name, period, runner, startedAt: new Date() })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    if (claimed.length === 0) return { period, ran: false };
    const rows = await job.run(tx, now);
    await tx.update(jobRuns).set({ finishedAt: new Date(), rows }).where(and(eq(jobRuns.job, job.name), eq(jobRuns.period, period)));
    return { period, ran: true, rows };
  });
}

/**
 * A `commitsPerBatch` job: skipped when its period is recorded; else the work commits its own
 * batches and the run is recorded once it has finished. Two processes starting it at once both
 * work, harmlessly (the job's keys and row locks post each row once); the first to record it wins.
 */
async function runInBatches(db: Db, job: JobDefinition, now: Date, runner: JobRunner, period: string): Promise<JobOutcome> {
  const done = and(eq(jobRuns.job, job.name), eq(jobRuns.period, period));
  const [seen] = await db.select({ job: jobRuns.job }).from(jobRuns).where(done);
  if (seen) return { period, ran: false };
  const startedAt = new Date();
  const rows = await job.run(db, now);
  const recorded = await db
    .insert(jobRuns)
    .values({ job: job.name, period, runner, startedAt, finishedAt: new Date(), rows })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  return recorded.length > 0 ? { period, ran: true, rows } : { period, ran: false };
}

export type JobRunRow = typeof jobRuns.$inferSelect;

/** The latest runs, newest first (`npm run ops -- jobs`). */
export function latestRuns(db: Db, limit: number): Promise<JobRunRow[]> {
  return db.select().from(jobRuns).orderBy(desc(jobRuns.startedAt), jobRuns.job).limit(limit);
}
