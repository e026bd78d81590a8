-- The red-packet round model a round was dealt under (domain/red-packet-round/round-model.ts): a claim
-- is capped by that version's model, so a new model never re-prices a running round. Rounds dealt
-- before versions existed were dealt under version 1.
ALTER TABLE redbag_rounds ADD COLUMN model_version smallint NOT NULL DEFAULT 1;
ALTER TABLE redbag_rounds ALTER COLUMN model_version DROP DEFAULT;
