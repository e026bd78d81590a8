/**
 * What the job runner of this process says of itself (readiness reports it, docs/architecture.md
 * "Readiness and a database outage"): `ok` it reaches the database, `retrying` its last attempt to
 * fetch or run a job failed (it tries again by itself), `restarting` graphile-worker stopped and is
 * being started again.
 */
export type JobsHealth = 'ok' | 'retrying' | 'restarting';
