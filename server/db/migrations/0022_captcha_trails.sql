-- The piece starts at its own height (start_y), apart from the gap's (piece_y), so an answer is a
-- spot in a plane; each drag's fingerprint is kept so the same drag cannot answer a second key.
ALTER TABLE captchas ADD COLUMN start_y integer NOT NULL DEFAULT 0;
ALTER TABLE captchas ADD COLUMN trail_hash text;
CREATE UNIQUE INDEX captchas_trail_hash_key ON captchas (trail_hash);
