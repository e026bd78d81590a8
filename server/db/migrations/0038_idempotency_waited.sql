-- Set by a duplicate request that waits for a keyed request's answer: the first request announces
-- its answer (or its failure) to every process only then, so a keyed call with nobody waiting sends
-- no NOTIFY (server/plugins/idempotency.ts).
ALTER TABLE idempotency_keys ADD COLUMN waited boolean NOT NULL DEFAULT false;
