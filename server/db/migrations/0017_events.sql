-- The two events of docs/product.md §2.8 (prize wheel, red-packet rain) and the provably fair seeds they share
-- (docs/product.md §7 "Red packet and wheel": /wheel/*, /redbag/*, /activity/redbag; /fair/* of docs/product.md §10.3).

-- One row per event: its window, chances per member and server day (UTC+8), the day's budget and
-- rules; the rain also the length of a round and the packets a round pays at most. Like the daily
-- bonus tiers these are reference data the pages cannot work without, so they are made here (an
-- existing database gets them too), with a window open from a day before the migration for a year.
CREATE TABLE event_settings (
  event text PRIMARY KEY CHECK (event IN ('wheel', 'redbag')),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  daily_chances integer NOT NULL CHECK (daily_chances >= 0),
  daily_budget_cents bigint NOT NULL CHECK (daily_budget_cents >= 0),
  rules jsonb NOT NULL,
  round_seconds integer NOT NULL DEFAULT 15 CHECK (round_seconds BETWEEN 1 AND 600),
  max_open integer NOT NULL DEFAULT 10 CHECK (max_open BETWEEN 1 AND 1000),
  CHECK (end_at > start_at)
);

-- The prizes of an event in draw order (`sort`): a draw's prize index is the position in that order.
CREATE TABLE event_prizes (
  id serial PRIMARY KEY,
  event text NOT NULL REFERENCES event_settings (event),
  sort integer NOT NULL,
  label jsonb NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  weight integer NOT NULL CHECK (weight > 0),
  colour text NOT NULL CHECK (colour ~ '^#[0-9a-f]{6}$'),
  CONSTRAINT event_prizes_order UNIQUE (event, sort)
);

INSERT INTO event_settings (event, start_at, end_at, daily_chances, daily_budget_cents, rules) VALUES
  ('wheel', now() - interval '1 day', now() + interval '1 year', 3, 1000000,
   '{"zh_cn": "每位会员每天可免费转动转盘若干次（见剩余次数），奖金即时存入中心钱包。每次结果都由服务器按公布的概率抽出，并可用公平验证页面复核。",
     "zh_hk": "每位會員每天可免費轉動轉盤若干次（見剩餘次數），獎金即時存入中心錢包。每次結果都由伺服器按公佈的概率抽出，並可用公平驗證頁面覆核。",
     "en": "Every member gets a few free spins each day (see spins left); prizes go straight to the main wallet. The server draws each result with the published odds, and every draw can be checked on the Verify page."}'),
  ('redbag', now() - interval '1 day', now() + interval '1 year', 3, 500000,
   '{"zh_cn": "每位会员每天可参加红包雨若干轮（见剩余次数）。每轮限时，点开的红包越多奖金越多（每轮有上限），金额由服务器按公布的概率抽出，结束后即时存入中心钱包。",
     "zh_hk": "每位會員每天可參加紅包雨若干輪（見剩餘次數）。每輪限時，點開的紅包越多獎金越多（每輪有上限），金額由伺服器按公佈的概率抽出，結束後即時存入中心錢包。",
     "en": "Every member can play a few rounds of red-packet rain each day (see rounds left). Each round is timed: the more packets you open, the more you win (up to a cap per round). The server draws each amount with the published odds and credits the main wallet when the round ends."}');

-- Wheel: eight segments of clearly different colours (the e2e test reads the colour under the pointer).
INSERT INTO event_prizes (event, sort, label, amount_cents, weight, colour) VALUES
  ('wheel', 0, '{"zh_cn": "谢谢参与", "zh_hk": "謝謝參與", "en": "Thank you"}', 0, 3500, '#607d8b'),
  ('wheel', 1, '{"zh_cn": "1.88元", "zh_hk": "1.88元", "en": "1.88"}', 188, 2500, '#e53935'),
  ('wheel', 2, '{"zh_cn": "3.88元", "zh_hk": "3.88元", "en": "3.88"}', 388, 1800, '#fb8c00'),
  ('wheel', 3, '{"zh_cn": "8.88元", "zh_hk": "8.88元", "en": "8.88"}', 888, 1200, '#fdd835'),
  ('wheel', 4, '{"zh_cn": "18.88元", "zh_hk": "18.88元", "en": "18.88"}', 1888, 600, '#43a047'),
  ('wheel', 5, '{"zh_cn": "38.88元", "zh_hk": "38.88元", "en": "38.88"}', 3888, 280, '#00acc1'),
  ('wheel', 6, '{"zh_cn": "88.88元", "zh_hk": "88.88元", "en": "88.88"}', 8888, 100, '#3949ab'),
  ('wheel', 7, '{"zh_cn": "188.88元", "zh_hk": "188.88元", "en": "188.88"}', 18888, 20, '#8e24aa'),
  ('redbag', 0, '{"zh_cn": "0.18元", "zh_hk": "0.18元", "en": "0.18"}', 18, 4000, '#d32f2f'),
  ('redbag', 1, '{"zh_cn": "0.58元", "zh_hk": "0.58元", "en": "0.58"}', 58, 2500, '#c2185b'),
  ('redbag', 2, '{"zh_cn": "1.08元", "zh_hk": "1.08元", "en": "1.08"}', 108, 1800, '#e64a19'),
  ('redbag', 3, '{"zh_cn": "2.88元", "zh_hk": "2.88元", "en": "2.88"}', 288, 1000, '#f57c00'),
  ('redbag', 4, '{"zh_cn": "5.88元", "zh_hk": "5.88元", "en": "5.88"}', 588, 500, '#fbc02d'),
  ('redbag', 5, '{"zh_cn": "18.88元", "zh_hk": "18.88元", "en": "18.88"}', 1888, 200, '#7b1fa2');

-- The house account that pays event prizes (the other side of every prize credit).
INSERT INTO ledger_accounts (kind, code) VALUES ('house', 'events') ON CONFLICT DO NOTHING;

-- A member's server seeds: one current (revealed_at null, unique per member), the rest revealed by
-- a rotation. The seed is secret until then; only its SHA-256 is shown.
CREATE TABLE fair_seeds (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL,
  revealed_at timestamptz
);
CREATE UNIQUE INDEX fair_seeds_current ON fair_seeds (member_id) WHERE revealed_at IS NULL;

-- A member's client seed and next nonce, shared by both events; the nonce only goes up (never reset
-- by a rotation). Every draw locks this row: it serialises a member's draws, seeds and chances.
CREATE TABLE fair_members (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  client_seed text NOT NULL CHECK (client_seed ~ '^[A-Za-z0-9_-]{1,64}$'),
  next_nonce bigint NOT NULL DEFAULT 0 CHECK (next_nonce >= 0)
);

-- One play: a wheel spin or a rain round, on the server day it used a chance of. `request_key` is
-- the Idempotency-Key the play was made under (with member and route): a key plays once.
CREATE TABLE event_plays (
  id serial PRIMARY KEY,
  event text NOT NULL REFERENCES event_settings (event),
  member_id integer NOT NULL REFERENCES members (id),
  day date NOT NULL,
  total_cents bigint NOT NULL DEFAULT 0 CHECK (total_cents >= 0),
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  request_key text UNIQUE,
  created_at timestamptz NOT NULL
);
CREATE INDEX event_plays_member_day_idx ON event_plays (member_id, event, day);

-- One draw with everything needed to recompute it: seed, client seed, nonce and the weights then.
-- A nonce is used once per member (it never goes back).
CREATE TABLE event_draws (
  id serial PRIMARY KEY,
  play_id integer NOT NULL REFERENCES event_plays (id),
  event text NOT NULL REFERENCES event_settings (event),
  member_id integer NOT NULL REFERENCES members (id),
  seed_id integer NOT NULL REFERENCES fair_seeds (id),
  client_seed text NOT NULL,
  nonce bigint NOT NULL,
  weights jsonb NOT NULL,
  prize_index integer NOT NULL CHECK (prize_index >= 0),
  prize_id integer REFERENCES event_prizes (id),
  label jsonb NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  created_at timestamptz NOT NULL,
  CONSTRAINT event_draws_nonce_once UNIQUE (member_id, nonce)
);
CREATE INDEX event_draws_member_idx ON event_draws (member_id, event, id);
CREATE INDEX event_draws_winners_idx ON event_draws (event, id) WHERE amount_cents > 0;

-- What an event paid on a server day; locked by every play, so the budget holds under concurrency.
CREATE TABLE event_days (
  event text NOT NULL REFERENCES event_settings (event),
  day date NOT NULL,
  spent_cents bigint NOT NULL DEFAULT 0 CHECK (spent_cents >= 0),
  PRIMARY KEY (event, day)
);
