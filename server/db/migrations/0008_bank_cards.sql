-- Bank cards (docs/product.md §7: /member/bank/type, /member/bank, /member/bank/{id}).
-- Banks a member can bind a card of; the name in every interface language.
CREATE TABLE bank_types (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

-- The full number is stored (withdrawals pay to it); replies only ever carry its last four digits.
-- A member binds a number once; how many cards a member may have is checked under a lock on the
-- member row (routes/bank-cards.ts), as a count cannot be a constraint.
CREATE TABLE bank_cards (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  bank_type_id integer NOT NULL REFERENCES bank_types (id),
  card_no text NOT NULL CHECK (card_no ~ '^[0-9]{12,19}$'),
  owner_name text NOT NULL,
  branch text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bank_cards_member_card_no UNIQUE (member_id, card_no)
);
CREATE INDEX bank_cards_member_idx ON bank_cards (member_id, id);
