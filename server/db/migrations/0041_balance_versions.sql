-- A version for every member's balances: a number that grows by one in the same transaction as
-- every ledger movement of the member's accounts (centre, held, game wallets, Yu-EBao), returned
-- next to each balance the server sends (`balance_version`). A lobby shows a balance only when its
-- version is newer than the one it shows, in every tab ("Balances and tabs" in README.md).
-- The version row is taken first, before the movement's accounts: a member's movements queue on it
-- in one order, so the versions follow the order in which the balances commit.
CREATE TABLE member_balance_versions (
  member_id integer PRIMARY KEY REFERENCES members(id),
  version bigint NOT NULL
);

ALTER FUNCTION ledger_post(text, integer, text, text, text, jsonb) RENAME TO ledger_post_unversioned;

CREATE FUNCTION ledger_post(p_kind text, p_member integer, p_ref text, p_note text, p_key text, p_postings jsonb,
                            OUT o_transaction_id bigint, OUT o_balances bigint[], OUT o_replayed boolean)
LANGUAGE plpgsql AS $$
BEGIN
  -- One atomic upsert per member of the movement, in member id order (no read-then-write).
  INSERT INTO member_balance_versions AS v (member_id, version)
    SELECT DISTINCT (p->>1)::int, 1 FROM jsonb_array_elements(p_postings) AS t(p)
    WHERE p->>1 IS NOT NULL ORDER BY 1
    ON CONFLICT (member_id) DO UPDATE SET version = v.version + 1;
  SELECT q.o_transaction_id, q.o_balances, q.o_replayed INTO o_transaction_id, o_balances, o_replayed
    FROM ledger_post_unversioned(p_kind, p_member, p_ref, p_note, p_key, p_postings) q;
END $$;
