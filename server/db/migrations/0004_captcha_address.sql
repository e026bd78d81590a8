-- Who asked for each puzzle, so GET /auth/captcha can be rate limited per address.
ALTER TABLE captchas ADD COLUMN address text;
CREATE INDEX captchas_address_idx ON captchas (address, created_at);
