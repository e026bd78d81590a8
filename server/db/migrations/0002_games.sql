-- Member-side game data: favourites, rebates waiting to be collected, one-time game launch tickets.
CREATE TABLE favourites (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, game_id)
);

-- Rebates are credited to the wallet through the ledger when collected; until then they are only owed.
CREATE TABLE rebates (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  api_name text NOT NULL REFERENCES game_providers (api_name),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  collected_at timestamptz
);
CREATE INDEX rebates_member_idx ON rebates (member_id, collected_at);

-- The ticket is the credential of the game popup, so only its hash is stored and it is spent once.
CREATE TABLE game_tickets (
  id serial PRIMARY KEY,
  ticket_hash text NOT NULL UNIQUE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  api_name text NOT NULL,
  game_code text,
  lang text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX game_tickets_member_idx ON game_tickets (member_id, expires_at);
