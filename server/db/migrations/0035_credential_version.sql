-- Sessions end with the credentials or stop they were signed in under. members.credential_version
-- goes up in the same transaction as a password change, a password reset by SMS, and the start of a
-- time-out or self-exclusion; every token records the version it was issued under, and a token only
-- works while the two are equal (server/services/accounts/tokens.ts explains why this is race-free).
ALTER TABLE members ADD COLUMN credential_version integer NOT NULL DEFAULT 0;
ALTER TABLE auth_tokens ADD COLUMN credential_version integer NOT NULL DEFAULT 0;
