import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './types.ts';

/** One claimed run of a scheduled job per period (server/jobs/run-job.ts). */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    runner: text('runner').notNull(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    rows: integer('rows'),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);
