-- The team and agent programme (docs/product.md §2.7). A member's team is their direct children
-- (members.inviter_id); an agent is a member the operator approved, and earns commission on the
-- team's valid betting by the tiers below. Agent status changes only through the operator.
CREATE INDEX IF NOT EXISTS members_inviter_idx ON members (inviter_id);

CREATE TABLE agents (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  since timestamptz NOT NULL
);

CREATE TABLE agent_applications (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 1000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  note text,
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);
-- One pending application per member, also when two are sent at once.
CREATE UNIQUE INDEX agent_applications_one_pending ON agent_applications (member_id) WHERE status = 'pending';
CREATE INDEX agent_applications_member_idx ON agent_applications (member_id, id);

-- From min_valid_bet_cents of team valid betting in a report's range, rate_bp basis points of it.
CREATE TABLE commission_tiers (
  id serial PRIMARY KEY,
  min_valid_bet_cents bigint NOT NULL UNIQUE CHECK (min_valid_bet_cents >= 0),
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000)
);

-- The agent guide's text, localized HTML (sanitised by the lobby); one row.
CREATE TABLE agent_guide (
  id integer PRIMARY KEY CHECK (id = 1),
  content jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Bets by member and time: the team report sums a range of days.
CREATE INDEX IF NOT EXISTS bets_member_time_idx ON bets (member_id, created_at);
