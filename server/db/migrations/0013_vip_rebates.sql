-- VIP benefits and rebate rates (docs/product.md §7: /member/vips, /fs/levels; the Vip and RebateList pages).
-- Both are reference data the pages cannot work without, so they are made here and an existing
-- database gets them too. The levels themselves (vip_levels) come from the demo seed, which runs
-- after the migrations: that is why these tables are keyed by the level number without a foreign key.

-- What a level brings besides its upgrade bonus; money in cents.
CREATE TABLE vip_benefits (
  level integer PRIMARY KEY CHECK (level >= 1),
  daily_withdrawals integer NOT NULL CHECK (daily_withdrawals >= 1),
  daily_withdrawal_limit_cents bigint NOT NULL CHECK (daily_withdrawal_limit_cents > 0),
  birthday_bonus_cents bigint NOT NULL CHECK (birthday_bonus_cents >= 0)
);
INSERT INTO vip_benefits (level, daily_withdrawals, daily_withdrawal_limit_cents, birthday_bonus_cents) VALUES
  (1, 3, 5000000, 0),
  (2, 3, 10000000, 1800),
  (3, 5, 20000000, 5800),
  (4, 5, 30000000, 12800),
  (5, 8, 50000000, 28800),
  (6, 8, 80000000, 58800),
  (7, 10, 100000000, 128800),
  (8, 10, 200000000, 288800),
  (9, 15, 300000000, 588800),
  (10, 20, 500000000, 888800);

-- The share of valid betting paid back as rebate, per game type (docs/product.md §9 ids) and level, in
-- basis points (1 = 0.01 %): whole numbers, never floats. The tops match the promotion's words
-- (slots and fishing up to 1.2 %, live casino and chess/card up to 0.8 %).
CREATE TABLE vip_rebate_rates (
  game_type integer NOT NULL CHECK (game_type BETWEEN 1 AND 6),
  level integer NOT NULL CHECK (level >= 1),
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  PRIMARY KEY (game_type, level)
);
INSERT INTO vip_rebate_rates (game_type, level, rate_bp)
SELECT t.game_type, l.level, t.rates[l.level]
FROM (VALUES
  (1, ARRAY[30, 35, 40, 45, 50, 55, 60, 70, 75, 80]),
  (2, ARRAY[40, 50, 60, 70, 80, 90, 100, 110, 115, 120]),
  (3, ARRAY[40, 50, 60, 70, 80, 90, 100, 110, 115, 120]),
  (4, ARRAY[10, 15, 20, 25, 30, 35, 40, 45, 50, 60]),
  (5, ARRAY[20, 25, 30, 35, 40, 45, 50, 60, 70, 80]),
  (6, ARRAY[30, 35, 40, 45, 50, 55, 60, 70, 75, 80])
) AS t (game_type, rates)
CROSS JOIN generate_series(1, 10) AS l (level);
