-- Responsible play (docs/product.md §10.1): deposit limits, reality checks, time-out and self-exclusion.
-- A member's own limits, in cents (NULL = no limit). A lower value or a new limit is written here at
-- once; a raise or a removal waits in member_limit_pending until effective_at (24 h cooling-off) and
-- then counts as the limit (read lazily: the pending row wins once it is due, and is folded in on
-- the next change).
CREATE TABLE member_limits (
  member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  deposit_day bigint CHECK (deposit_day > 0),
  deposit_week bigint CHECK (deposit_week > 0),
  deposit_month bigint CHECK (deposit_month > 0),
  reality_check_minutes integer NOT NULL DEFAULT 0 CHECK (reality_check_minutes IN (0, 30, 60, 90)),
  -- Set when the member set a limit or skipped the prompt: the prompt is not shown again.
  prompted_at timestamptz,
  updated_at timestamptz NOT NULL
);

CREATE TABLE member_limit_pending (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  field text NOT NULL CHECK (field IN ('deposit_day', 'deposit_week', 'deposit_month')),
  value bigint CHECK (value > 0),
  effective_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, field)
);

-- The member's own stops. Neither can be shortened by the member; an operator may lift one only with
-- a reason, kept in play_stop_lifts.
ALTER TABLE members ADD COLUMN time_out_until timestamptz;
ALTER TABLE members ADD COLUMN excluded_until timestamptz;

CREATE TABLE play_stop_lifts (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('time_out', 'self_exclusion')),
  was_until timestamptz NOT NULL,
  reason text NOT NULL CHECK (length(btrim(reason)) >= 10),
  operator text NOT NULL,
  lifted_at timestamptz NOT NULL
);
