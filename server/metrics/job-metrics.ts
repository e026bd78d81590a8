import { Counter, Gauge, Histogram } from 'prom-client';
import type { JobOutcome } from '../jobs/run-job.ts';
import { processRegistry } from './process-registry.ts';

const runs = new Counter({
  name: 'lobby_job_runs_total',
  help: 'Scheduled job runs of this process, by job and outcome (ran; already_run: its period was claimed before; failed: retried later)',
  labelNames: ['job', 'outcome'] as const,
  registers: [processRegistry],
});

const duration = new Histogram({
  name: 'lobby_job_run_seconds',
  help: 'Time of one job run, its transaction included',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
  registers: [processRegistry],
});

const lag = new Gauge({
  name: 'lobby_job_lag_seconds',
  help: "How late the job's latest run started after it was due (graphile-worker: the job's run_at; the PGlite timer: its tick)",
  labelNames: ['job'] as const,
  registers: [processRegistry],
});

const lastSuccess = new Gauge({
  name: 'lobby_job_last_success_timestamp_seconds',
  help: 'When the job last finished without error in this process (ran or found its period done), Unix seconds',
  labelNames: ['job'] as const,
  registers: [processRegistry],
});

/** Runs one job through `run`, recording its outcome, duration and lag (`dueAt`: when it was due); rethrows a failure. */
export async function observeJob(job: string, dueAt: Date, run: () => Promise<JobOutcome>): Promise<JobOutcome> {
  lag.set({ job }, Math.max(0, (Date.now() - dueAt.getTime()) / 1000));
  const end = duration.startTimer({ job });
  try {
    const outcome = await run();
    end();
    runs.inc({ job, outcome: outcome.ran ? 'ran' : 'already_run' });
    lastSuccess.set({ job }, Date.now() / 1000);
    return outcome;
  } catch (error) {
    end();
    runs.inc({ job, outcome: 'failed' });
    throw error;
  }
}
