-- Feedback pictures move out of the database into files (server/services/upload-store.ts): on
-- PGlite a 3 MB bytea insert held the one connection for seconds. Rows of new pictures name their
-- file and size; older rows keep their bytes and are read as before.
ALTER TABLE feedback_images ALTER COLUMN bytes DROP NOT NULL;
ALTER TABLE feedback_images ADD COLUMN file text;
ALTER TABLE feedback_images ADD COLUMN size integer;
ALTER TABLE feedback_images ADD CONSTRAINT feedback_images_stored CHECK (bytes IS NOT NULL OR file IS NOT NULL);
