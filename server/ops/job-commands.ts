import { jobNamed, jobs } from '../jobs/registry.ts';
import { latestRuns, runJob } from '../jobs/run-job.ts';
import { OpsUsageError, type OpsCommand } from './command.ts';

const RUNS_SHOWN = 30;
const time = (at: Date | null) => (at ? at.toISOString().slice(0, 19).replace('T', ' ') : '');

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
}

/** The scheduled jobs (server/jobs/): their last runs, and one run now. */
export const jobCommands: readonly OpsCommand[] = [
  {
    name: 'jobs',
    args: '[run <job>]',
    summary: `the last ${RUNS_SHOWN} runs of the scheduled jobs (periods in server time, UTC+8; times in UTC), or run one now (${jobs.map((j) => j.name).join(', ')})`,
    async run(ctx, [action, name]) {
      if (action === 'run') {
        const job = jobNamed(name ?? '');
        if (!job) throw new OpsUsageError(`unknown job ${JSON.stringify(name ?? '')}: one of ${jobs.map((j) => j.name).join(', ')}`);
        const outcome = await runJob(ctx.db, job, ctx.now(), 'ops');
        return outcome.ran ? `${job.name} ${outcome.period}: done, ${outcome.rows} rows` : `${job.name} ${outcome.period}: already run in this period, nothing done`;
      }
      if (action !== undefined) throw new OpsUsageError(`unknown action ${JSON.stringify(action)}: use run <job> or nothing`);
      const runs = await latestRuns(ctx.db, RUNS_SHOWN);
      if (runs.length === 0) return 'No job has run yet.';
      return table([
        ['JOB', 'PERIOD (UTC+8)', 'RUNNER', 'STARTED (UTC)', 'FINISHED (UTC)', 'ROWS'],
        ...runs.map((r) => [r.job, r.period, r.runner, time(r.startedAt), time(r.finishedAt), r.rows === null ? '' : String(r.rows)]),
      ]);
    },
  },
];
