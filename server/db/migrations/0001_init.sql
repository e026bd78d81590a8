-- Accounts, sessions and money. Money is integer minor units (cents); balances never go negative.
CREATE TABLE members (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  qk_pwd_hash text,
  realname text,
  phone text UNIQUE,
  email text,
  birthday text,
  level integer NOT NULL DEFAULT 1,
  balance_cents bigint NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  invite_code text NOT NULL UNIQUE,
  inviter_id integer REFERENCES members (id),
  register_site text,
  from_type text,
  lang text NOT NULL DEFAULT 'zh_cn',
  status text NOT NULL DEFAULT 'active',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz
);

CREATE TABLE auth_tokens (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_tokens_member_idx ON auth_tokens (member_id);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  amount_cents bigint NOT NULL,
  balance_after_cents bigint NOT NULL CHECK (balance_after_cents >= 0),
  kind text NOT NULL,
  note text,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_member_idx ON ledger_entries (member_id, id);

-- Short-lived auth helpers: slider captchas, SMS codes, the console SMS outbox, login failures.
CREATE TABLE captchas (
  key text PRIMARY KEY,
  gap_x integer NOT NULL,
  piece_y integer NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  checked_at timestamptz,
  passed boolean NOT NULL DEFAULT false,
  used_at timestamptz
);
CREATE INDEX captchas_expires_idx ON captchas (expires_at);

CREATE TABLE sms_codes (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  code_hash text NOT NULL,
  address text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_phone_idx ON sms_codes (phone, created_at);

CREATE TABLE sms_outbox (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  code text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX sms_outbox_phone_idx ON sms_outbox (phone, id);

CREATE TABLE auth_failures (
  id serial PRIMARY KEY,
  scope text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX auth_failures_subject_idx ON auth_failures (scope, subject, created_at);

-- Configuration and content. Localised texts are jsonb objects { "zh_cn", "zh_hk", "en" }.
CREATE TABLE system_configs (
  key text PRIMARY KEY,
  value text NOT NULL,
  grp text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vip_levels (
  level integer PRIMARY KEY,
  name jsonb NOT NULL,
  min_deposit_cents bigint NOT NULL DEFAULT 0,
  upgrade_bonus_cents bigint NOT NULL DEFAULT 0
);

CREATE TABLE game_providers (
  id serial PRIMARY KEY,
  game_type integer NOT NULL,
  title text NOT NULL,
  logo_url text NOT NULL,
  api_name text NOT NULL UNIQUE,
  params text NOT NULL DEFAULT '{}',
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);
CREATE INDEX game_providers_type_idx ON game_providers (game_type, sort);

CREATE TABLE games (
  id serial PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES game_providers (id),
  code text NOT NULL,
  name jsonb NOT NULL,
  image_url text NOT NULL,
  tags text NOT NULL DEFAULT '',
  is_hot boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (provider_id, code)
);

CREATE TABLE banners (
  id serial PRIMARY KEY,
  grp text NOT NULL,
  lang text,
  url text NOT NULL,
  link text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE notices (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('text', 'alert')),
  content jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE abouts (
  id serial PRIMARY KEY,
  type integer NOT NULL,
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE activities (
  id serial PRIMARY KEY,
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  image_url text NOT NULL,
  starts_at timestamptz,
  ends_at timestamptz,
  sort integer NOT NULL DEFAULT 0
);
