-- Tries of phone login and password reset, counted per phone and per address in fixed windows
-- (services/phone-auth-limits.ts). One row per window, bumped by a single upsert, so two racing
-- requests can never both read the same count.
CREATE TABLE auth_attempts (
  scope text NOT NULL,
  subject text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL CHECK (hits > 0),
  PRIMARY KEY (scope, subject, window_start)
);
CREATE INDEX auth_attempts_window_idx ON auth_attempts (window_start);
