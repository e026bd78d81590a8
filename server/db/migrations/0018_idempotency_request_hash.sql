-- A hash of what a keyed request asked for (method, path, member, body): the key sent again with
-- another body is refused instead of replaying the first answer. Null on rows stored before this
-- column existed; they expire within a day and are compared by method and path only.
ALTER TABLE idempotency_keys ADD COLUMN request_hash text;
