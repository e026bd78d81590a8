-- Live pushes only where someone listens, at the cost of one look-up per movement (docs/architecture.md §6 and §7).
-- PostgreSQL serialises the commits of transactions that NOTIFY (the notify queue's lock is held
-- through the commit's WAL flush), and the row trigger of 0032 ran twice per transfer: bench/ledger
-- fell from 2,200-2,500 to 1,400-1,750 transfers/s on PostgreSQL. Now:
-- * a live stream marks its member (`live_until`, a little past the stream's longest life, renewed
--   by each reconnect; a process that dies leaves a mark that simply runs out);
-- * ledger_post, the one way money moves (server, ops CLI, psql alike), announces a movement of a
--   marked member itself, once per movement, instead of a trigger per account row.
ALTER TABLE members ADD COLUMN live_until timestamptz;

DROP TRIGGER ledger_accounts_live ON ledger_accounts;
DROP FUNCTION live_ledger_account();

ALTER FUNCTION ledger_post(text, integer, text, text, text, jsonb) RENAME TO ledger_post_unannounced;

CREATE FUNCTION ledger_post(p_kind text, p_member integer, p_ref text, p_note text, p_key text, p_postings jsonb,
                            OUT o_transaction_id bigint, OUT o_balances bigint[], OUT o_replayed boolean)
LANGUAGE plpgsql AS $$
BEGIN
  SELECT q.o_transaction_id, q.o_balances, q.o_replayed INTO o_transaction_id, o_balances, o_replayed
    FROM ledger_post_unannounced(p_kind, p_member, p_ref, p_note, p_key, p_postings) q;
  IF NOT o_replayed AND p_member IS NOT NULL AND EXISTS (SELECT 1 FROM members WHERE id = p_member AND live_until > now()) THEN
    PERFORM live_announce(p_member, 'money');
  END IF;
END $$;
