-- E-sport books are sport-type providers (docs/product.md §9 has no e-sport type id): the flag tells /Esports
-- and /Sport apart (docs/product.md §10.8: /Esports listed exactly the /Sport providers).
ALTER TABLE game_providers ADD COLUMN esport boolean NOT NULL DEFAULT false;
