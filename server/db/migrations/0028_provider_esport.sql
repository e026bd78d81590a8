-- E-sport books are sport-type providers (spec point 9 has no e-sport type id): the flag tells /Esports
-- and /Sport apart (issue 24: /Esports listed exactly the /Sport providers).
ALTER TABLE game_providers ADD COLUMN esport boolean NOT NULL DEFAULT false;
