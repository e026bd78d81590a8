-- Daily bonus (docs/product.md §7: /dailybonus/check, /dailybonus/award/list, /dailybonus/64/award and
-- the two histories). A period is a calendar month of server days (UTC+8, services/server-day.ts).

-- The award tiers: reaching `days` check-ins within one period lets the member claim `amount_cents`
-- once in that period. They are reference data the pages cannot work without, so they are made
-- here (an existing database gets them too), not by the demo seed.
CREATE TABLE daily_bonus_awards (
  id serial PRIMARY KEY,
  name jsonb NOT NULL,
  days integer NOT NULL CHECK (days BETWEEN 1 AND 31),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);
INSERT INTO daily_bonus_awards (name, days, amount_cents, sort) VALUES
  ('{"zh_cn": "新手签到礼", "zh_hk": "新手簽到禮", "en": "Starter gift"}', 3, 500, 1),
  ('{"zh_cn": "一周签到礼", "zh_hk": "一週簽到禮", "en": "Week gift"}', 7, 1800, 2),
  ('{"zh_cn": "半月签到礼", "zh_hk": "半月簽到禮", "en": "Half-month gift"}', 15, 4800, 3),
  ('{"zh_cn": "全月签到礼", "zh_hk": "全月簽到禮", "en": "Full-month gift"}', 25, 8800, 4);

-- One check-in per member and server day; the unique pair is what refuses a second one that day,
-- also when two arrive at once.
CREATE TABLE daily_check_ins (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  day date NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT daily_check_ins_member_day UNIQUE (member_id, day)
);

-- A claimed tier: once per member, tier and period (the unique triple); the amount is what was paid
-- then (tiers may change later), and the ledger transaction that paid it.
CREATE TABLE daily_bonus_claims (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  award_id integer NOT NULL REFERENCES daily_bonus_awards (id),
  period text NOT NULL CHECK (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  CONSTRAINT daily_bonus_claims_once UNIQUE (member_id, award_id, period)
);
CREATE INDEX daily_bonus_claims_member_idx ON daily_bonus_claims (member_id, id);
