-- Scheduled jobs (server/jobs/, docs/architecture.md §8). One row per job and period (a server day for the daily
-- interest, an hour or a few minutes for the others), inserted by the run that claims it inside
-- the job's own transaction: a second run of the same period, in this process or another, finds
-- the key taken and does nothing; a run that fails rolls its claim back, so the next one retries.
CREATE TABLE job_runs (
  job text NOT NULL,
  period text NOT NULL,
  -- Who ran it: graphile-worker (PostgreSQL), the in-process timer (PGlite), or ops.
  runner text NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  -- Rows the run wrote or deleted (holdings brought up to date, rows swept, members raised).
  rows integer,
  PRIMARY KEY (job, period)
);
CREATE INDEX job_runs_started_idx ON job_runs (started_at);
