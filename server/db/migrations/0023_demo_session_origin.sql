-- The demo game's ticket and play session remember the bearer token (its hash) they were opened
-- from: the popup's cookie then dies with that login (logout, a password change elsewhere).
-- Sessions opened before this have no origin and are over; they lived two hours at most anyway.
ALTER TABLE game_tickets ADD COLUMN auth_token_hash text;
ALTER TABLE play_sessions ADD COLUMN auth_token_hash text;
