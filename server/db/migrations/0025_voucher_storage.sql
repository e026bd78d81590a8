-- Vouchers are PNG/JPEG/WebP/GIF, already compressed: PostgreSQL's attempt to compress 3 MB of them
-- again only costs time, and on PGlite that time holds the one connection and the event loop
-- (a 3 MB insert: about 2 s with the default storage, about 0.5 s without compression).
ALTER TABLE recharge_vouchers ALTER COLUMN bytes SET STORAGE EXTERNAL;
