-- Answers of member requests sent with an Idempotency-Key header (server/plugins/idempotency.ts).
-- A row with no status is a request still running; its duplicates wait for it, then replay.
CREATE TABLE idempotency_keys (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  key text NOT NULL,
  request text NOT NULL,
  status_code integer,
  body text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
