-- Withdrawals (`/drawing`): the amount leaves the wallet for the member's `held` account at once,
-- then goes to the house's payouts when the operator pays it, or back to the wallet when refused.
CREATE TABLE withdrawals (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  bank_card_id integer NOT NULL REFERENCES bank_cards (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected')),
  reason text,
  hold_transaction_id bigint REFERENCES ledger_transactions (id),
  settle_transaction_id bigint REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, id);
CREATE INDEX withdrawals_pending_idx ON withdrawals (id) WHERE status = 'pending';
