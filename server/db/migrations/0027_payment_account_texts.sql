-- The payee and the branch of a house bank account are read by members of every language: like the
-- account's title they become one text per language (the existing text serves all three until the
-- operator translates it).
ALTER TABLE payment_accounts ALTER COLUMN account_name DROP DEFAULT;
ALTER TABLE payment_accounts ALTER COLUMN account_name TYPE jsonb USING jsonb_build_object('zh_cn', account_name, 'zh_hk', account_name, 'en', account_name);
ALTER TABLE payment_accounts ALTER COLUMN account_name SET DEFAULT '{"zh_cn": "", "zh_hk": "", "en": ""}'::jsonb;
ALTER TABLE payment_accounts ALTER COLUMN branch DROP DEFAULT;
ALTER TABLE payment_accounts ALTER COLUMN branch TYPE jsonb USING jsonb_build_object('zh_cn', branch, 'zh_hk', branch, 'en', branch);
ALTER TABLE payment_accounts ALTER COLUMN branch SET DEFAULT '{"zh_cn": "", "zh_hk": "", "en": ""}'::jsonb;
