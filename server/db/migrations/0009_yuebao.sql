-- Yu-EBao savings plans (docs/product.md §2 /Yu-EBao, §7 yuebao/getMemberYuebaoList).
-- Rates are integer parts per million per day (80 = 0.008 % a day), so interest is integer maths.
-- min/max bound one put-in; member_cap bounds a member's holding in the plan and pool the holdings
-- of all members together (both counted with the new amount, checked under a lock on the plan row).
-- term_days 0 is a flexible plan; otherwise money put in can be taken out term_days after the
-- member's latest put-in into that plan.
CREATE TABLE yuebao_plans (
  id serial PRIMARY KEY,
  name jsonb NOT NULL,
  daily_rate_ppm integer NOT NULL CHECK (daily_rate_ppm BETWEEN 0 AND 100000),
  term_days integer NOT NULL DEFAULT 0 CHECK (term_days BETWEEN 0 AND 3650),
  min_cents bigint NOT NULL CHECK (min_cents > 0),
  max_cents bigint NOT NULL CHECK (max_cents >= min_cents),
  pool_cents bigint NOT NULL CHECK (pool_cents > 0),
  member_cap_cents bigint NOT NULL CHECK (member_cap_cents >= min_cents),
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

-- A member's place in a plan. The money itself is the ledger account (kind 'yuebao', code = plan
-- id); this row keeps what interest needs: the last server day whose interest is posted, the
-- lowest balance held on the day of the latest put-in or take-out (the only day the balance was
-- not constant; interest is paid on a day's lowest balance), and when a fixed term ends.
CREATE TABLE yuebao_holdings (
  member_id integer NOT NULL REFERENCES members (id),
  plan_id integer NOT NULL REFERENCES yuebao_plans (id),
  accrued_through date NOT NULL,
  low_day date NOT NULL,
  low_cents bigint NOT NULL CHECK (low_cents >= 0),
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, plan_id)
);
CREATE INDEX yuebao_holdings_due_idx ON yuebao_holdings (accrued_through);
