-- One row per guarded subject (a login pair, an address, a member's withdrawal password, an SMS code
-- from one address): a try is counted by one conditional upsert before the secret is checked, so
-- concurrent tries can never be checked more often than the guard allows (services/guard-counters.ts).
CREATE TABLE guard_counters (
  scope text NOT NULL,
  subject text NOT NULL,
  tries integer NOT NULL,
  window_start timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  PRIMARY KEY (scope, subject)
);
CREATE INDEX guard_counters_last_idx ON guard_counters (last_at);

-- The guards used to count rows here; those counts are read no more.
DELETE FROM auth_failures WHERE scope IN ('pair', 'address', 'qk_pwd');
