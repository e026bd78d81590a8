-- Deposits (docs/product.md §7, Deposit). Members pay into a bank account of the house ('normal', the
-- operator reviews the transfer) or through a channel of the demo payment page ('online', credited
-- by the page's signed notification). A recharge moves money only when it is approved: then, in the
-- same database transaction, one ledger transaction house 'deposits' -> the member's wallet.

CREATE TABLE payment_accounts (
  id serial PRIMARY KEY,
  way text NOT NULL CHECK (way IN ('normal', 'online')),
  -- Bank name (normal) or channel name (online), per interface language.
  title jsonb NOT NULL,
  -- Where to pay: the house's bank account (normal only).
  account_name text NOT NULL DEFAULT '',
  account_no text NOT NULL DEFAULT '',
  branch text NOT NULL DEFAULT '',
  min_cents bigint NOT NULL CHECK (min_cents > 0),
  max_cents bigint NOT NULL,
  voucher_required boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  CHECK (max_cents >= min_cents)
);

CREATE TABLE recharges (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  way text NOT NULL CHECK (way IN ('normal', 'online')),
  payment_account_id integer NOT NULL REFERENCES payment_accounts (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  payer_name text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- Why the operator rejected it, or 'superseded' for an online order replaced by a newer one.
  reason text,
  -- Online only: the order id the payment page and its notification name, and the one-time nonce
  -- the notification is signed over (an order is credited once, so a replay changes nothing).
  order_no text UNIQUE,
  nonce text,
  ledger_transaction_id bigint UNIQUE REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CHECK ((status = 'approved') = (ledger_transaction_id IS NOT NULL)),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (way = 'normal' OR (order_no IS NOT NULL AND nonce IS NOT NULL))
);
CREATE INDEX recharges_member_idx ON recharges (member_id, id);
CREATE INDEX recharges_pending_idx ON recharges (id) WHERE status = 'pending';
-- The turnover rule (docs/product.md §9) sums a member's approved deposits.
CREATE INDEX recharges_approved_idx ON recharges (member_id) WHERE status = 'approved';
-- At most one online order waits for payment per member: a new order supersedes the old one, and
-- two created at the same moment cannot both stay open.
CREATE UNIQUE INDEX recharges_one_open_online ON recharges (member_id) WHERE way = 'online' AND status = 'pending';

-- The voucher image of a bank transfer, apart from the recharge so lists never read the bytes. It
-- is shown to the operator only (npm run ops -- deposit-voucher), never served by the API.
CREATE TABLE recharge_vouchers (
  recharge_id integer PRIMARY KEY REFERENCES recharges (id),
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  bytes bytea NOT NULL
);
