-- What an activity page ends in (docs/product.md §10.8: a banner must lead somewhere):
--   'apply'     its act's apply button (/act/apply/{id});
--   'deposit'   a "deposit now" link to /Member/Deposit;
--   'automatic' nothing to press: credited by the server on the member's first approved deposit;
--   'link'      another lobby page (`link`, a root-relative route such as /zhuanpan).
ALTER TABLE activities ADD COLUMN kind text NOT NULL DEFAULT 'deposit' CHECK (kind IN ('apply', 'deposit', 'automatic', 'link'));
ALTER TABLE activities ADD COLUMN link text CHECK (link IS NULL OR link ~ '^/[A-Za-z0-9/_-]*$');
ALTER TABLE activities ADD CONSTRAINT activities_link_kind CHECK ((kind = 'link') = (link IS NOT NULL));
UPDATE activities SET kind = 'apply' WHERE id IN (SELECT activity_id FROM acts);

-- The rule of an 'automatic' first-deposit activity: percent of the first approved deposit, capped.
CREATE TABLE first_deposit_offers (
  activity_id integer PRIMARY KEY REFERENCES activities (id),
  percent integer NOT NULL CHECK (percent > 0 AND percent <= 1000),
  cap_cents bigint NOT NULL CHECK (cap_cents > 0),
  min_deposit_cents bigint NOT NULL DEFAULT 0 CHECK (min_deposit_cents >= 0),
  enabled boolean NOT NULL DEFAULT true
);

-- One first-deposit bonus per member, ever: the primary key is the guard (a second or a concurrent
-- approval inserts nothing), the unique recharge ties it to the deposit that earned it.
CREATE TABLE first_deposit_bonuses (
  member_id integer PRIMARY KEY REFERENCES members (id),
  activity_id integer NOT NULL REFERENCES activities (id),
  recharge_id integer NOT NULL UNIQUE REFERENCES recharges (id),
  bonus_cents bigint NOT NULL CHECK (bonus_cents > 0),
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL
);
