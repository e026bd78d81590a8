-- The demo game's table: a play session per opened game (its token lives in an HttpOnly cookie of
-- the popup, stored here as a hash), and the bets placed there against the member's wallet at that
-- provider. Stakes of settled bets are the member's valid betting (docs/product.md §9 turnover rule).
CREATE TABLE play_sessions (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  api_name text NOT NULL REFERENCES game_providers (api_name),
  game_code text,
  lang text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX play_sessions_member_idx ON play_sessions (member_id);

CREATE TABLE bets (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  session_id integer REFERENCES play_sessions (id) ON DELETE SET NULL,
  api_name text NOT NULL REFERENCES game_providers (api_name),
  game_code text,
  stake_cents bigint NOT NULL CHECK (stake_cents > 0),
  payout_cents bigint NOT NULL CHECK (payout_cents >= 0),
  -- One bet per form the page rendered: a resubmitted form replays, never bets twice.
  bet_key text NOT NULL UNIQUE,
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX bets_member_idx ON bets (member_id, id);
