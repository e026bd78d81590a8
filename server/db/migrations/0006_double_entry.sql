-- Double-entry ledger. Every change of money is one ledger transaction of two or more entries on
-- accounts that sum to zero, written in the same database transaction as the business row it
-- belongs to. A member's balance is their wallet account's balance: no other copy.

-- Member accounts: the centre wallet, one wallet per game provider (code = api_code), Yu-EBao
-- holdings (code = plan id) and withdrawals held until the operator decides. House accounts
-- (code = what they settle: deposits, payouts, bonuses, rebates, interest, opening, provider:<api>)
-- are the other side of every member movement and may go below zero; member accounts never do.
CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('wallet', 'provider', 'yuebao', 'held', 'house')),
  member_id integer REFERENCES members (id),
  code text NOT NULL DEFAULT '',
  balance_cents bigint NOT NULL DEFAULT 0,
  CHECK (kind = 'house' OR balance_cents >= 0),
  CHECK ((kind = 'house') = (member_id IS NULL))
);
CREATE UNIQUE INDEX ledger_accounts_key ON ledger_accounts (kind, coalesce(member_id, 0), code);
CREATE INDEX ledger_accounts_member_idx ON ledger_accounts (member_id) WHERE member_id IS NOT NULL;

-- kind: deposit, withdrawal, transfer, bet, rebate, bonus, interest, yuebao, opening …;
-- ref names the business row (e.g. recharge:12) when there is one.
CREATE TABLE ledger_transactions (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  member_id integer REFERENCES members (id),
  ref text,
  note text,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transactions_member_idx ON ledger_transactions (member_id, id);

-- The wallets of today's members, and one ledger transaction for each single-sided entry so far.
-- The transaction takes the old entry's id, so act applications keep pointing at what paid them.
INSERT INTO ledger_accounts (kind, member_id, balance_cents) SELECT 'wallet', id, balance_cents FROM members;
INSERT INTO ledger_accounts (kind, code) VALUES
  ('house', 'opening'), ('house', 'deposits'), ('house', 'payouts'), ('house', 'bonuses'),
  ('house', 'rebates'), ('house', 'interest'), ('house', 'adjustments');
INSERT INTO ledger_transactions (id, kind, member_id, note, idempotency_key, created_at)
  SELECT id, CASE kind WHEN 'seed' THEN 'opening' ELSE kind END, member_id, note, idempotency_key, created_at FROM ledger_entries;
SELECT setval(pg_get_serial_sequence('ledger_transactions', 'id'), coalesce((SELECT max(id) FROM ledger_transactions), 0) + 1, false);

ALTER TABLE ledger_entries ADD COLUMN transaction_id bigint REFERENCES ledger_transactions (id);
ALTER TABLE ledger_entries ADD COLUMN account_id bigint REFERENCES ledger_accounts (id);
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_balance_after_cents_check;
UPDATE ledger_entries e SET transaction_id = e.id, account_id = a.id
  FROM ledger_accounts a WHERE a.kind = 'wallet' AND a.member_id = e.member_id;
INSERT INTO ledger_entries (member_id, amount_cents, balance_after_cents, kind, transaction_id, account_id, created_at)
  SELECT e.member_id, -e.amount_cents,
         -sum(e.amount_cents) OVER (PARTITION BY h.id ORDER BY e.id),
         e.kind, e.id, h.id, e.created_at
  FROM ledger_entries e
  JOIN ledger_accounts h ON h.kind = 'house' AND h.code = CASE e.kind
    WHEN 'seed' THEN 'opening' WHEN 'bonus' THEN 'bonuses' WHEN 'rebate' THEN 'rebates' ELSE 'adjustments' END;
UPDATE ledger_accounts h SET balance_cents = s.total
  FROM (SELECT account_id, sum(amount_cents) AS total FROM ledger_entries GROUP BY account_id) s
  WHERE h.kind = 'house' AND s.account_id = h.id;

ALTER TABLE ledger_entries DROP COLUMN member_id, DROP COLUMN kind, DROP COLUMN note, DROP COLUMN idempotency_key;
ALTER TABLE ledger_entries ALTER COLUMN transaction_id SET NOT NULL, ALTER COLUMN account_id SET NOT NULL;
ALTER TABLE ledger_entries ADD CHECK (amount_cents <> 0);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);
ALTER TABLE members DROP COLUMN balance_cents;

ALTER TABLE act_applications DROP CONSTRAINT act_applications_ledger_entry_id_fkey;
ALTER TABLE act_applications RENAME COLUMN ledger_entry_id TO ledger_transaction_id;
ALTER TABLE act_applications ADD FOREIGN KEY (ledger_transaction_id) REFERENCES ledger_transactions (id);

-- The database itself refuses a transaction whose entries do not sum to zero, or with fewer than
-- two entries, whatever code wrote it: checked at commit, when all its entries are in.
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) < 2 OR sum(amount_cents) <> 0 FROM ledger_entries WHERE transaction_id = NEW.transaction_id) THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW.transaction_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT OR UPDATE ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
-- Entries are history: never changed, never removed.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = '42501';
END $$;
CREATE TRIGGER ledger_entries_no_change BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
