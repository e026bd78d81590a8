-- A self-exclusion covers the person, not only the account (README.md "Time-out and self-exclusion").
-- While a member's exclusion runs, exclusion_marks holds what identifies them: the phone as stored
-- (E.164), the real name normalised (trimmed, case- and width-folded), an HMAC of each bound card's
-- digits (never the number) and the lobby's device ids. A mark counts only while its member's
-- members.excluded_until lies ahead, so an ended or lifted exclusion stops matching without touching
-- this table.
CREATE TABLE exclusion_marks (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('phone', 'realname', 'card', 'device')),
  value text NOT NULL CHECK (length(value) BETWEEN 1 AND 128),
  recorded_at timestamptz NOT NULL,
  PRIMARY KEY (kind, value, member_id)
);

-- The key of the card HMAC: drawn once per database, so every process hashes alike and a leaked
-- marks table alone cannot be brute-forced back to card numbers.
CREATE TABLE exclusion_key (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  secret text NOT NULL
);
INSERT INTO exclusion_key (secret)
VALUES (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));
