-- The reality check answered per login: when the member last answered it ("Continue" in the lobby or
-- in a game window, or a new interval chosen). A check is due once a check moment of the login
-- (created_at + k × interval) has passed since then; while one is due the demo game refuses bets
-- (README.md "Time-out and self-exclusion", reality check).
ALTER TABLE auth_tokens ADD COLUMN reality_answered_at timestamptz;
