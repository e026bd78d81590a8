-- The captcha redesign (README.md, the "Captcha:" paragraph): the piece moves across only, so its start
-- height is no longer written; every key carries a proof-of-work challenge whose signing secrets
-- are this row's own (any process can verify it, and it fits no other key); a plain key (the
-- non-visual path) has no picture, so no gap.
ALTER TABLE captchas ADD COLUMN kind text NOT NULL DEFAULT 'slider';
ALTER TABLE captchas ADD COLUMN pow_challenge jsonb;
ALTER TABLE captchas ADD COLUMN pow_secret text;
ALTER TABLE captchas ADD COLUMN pow_counter integer;
ALTER TABLE captchas DROP COLUMN start_y;
ALTER TABLE captchas ALTER COLUMN gap_x DROP NOT NULL;
ALTER TABLE captchas ALTER COLUMN piece_y DROP NOT NULL;
