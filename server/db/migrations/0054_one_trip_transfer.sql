-- A keyed transfer in one round trip and one commit (docs/performance.md, "Where a transfer's time
-- goes"). 0052 left two: keyed_ledger_post, then the stored answer as a statement of its own, whose
-- commit was a second WAL flush. Now:
-- * keyed_ledger_post takes the reply as a template (p_answer, JSON text written by the route with
--   placeholders for what only the movement knows: the balances after, the member's wallets and their
--   version), fills it in and stores it as the key's answer in the same transaction; o_body is the
--   reply, sent as it is (a replay sends the same text);
-- * ledger_post no longer reads the ledger key before locking: its insert into ledger_transactions
--   (ON CONFLICT on the key) finds a key that moved money before, and the balance check runs after
--   it, so a replay is still never refused for the balance its first run spent; the accounts are
--   locked and read in one statement instead of a loop growing arrays a row at a time.

-- 1250 → '12.50', -5 → '-0.05': domain/money/money.ts minorUnitsText, the wire's money text.
CREATE FUNCTION money_text(p_cents bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_cents < 0 THEN '-' ELSE '' END || (abs(p_cents) / 100)::text || '.' || lpad((abs(p_cents) % 100)::text, 2, '0')
$$;

CREATE OR REPLACE FUNCTION ledger_post(p_kind text, p_member integer, p_ref text, p_note text, p_key text, p_postings jsonb,
                            OUT o_transaction_id bigint, OUT o_balances bigint[], OUT o_replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  n int := jsonb_array_length(p_postings);
  kinds text[];
  members int[];
  codes text[];
  amounts bigint[];
  account_ids bigint[];
  locked_ids bigint[];
  balances bigint[];
  i int;
  j int;
  turn int;
BEGIN
  -- The member's balance version first (0041): one atomic upsert per member of the movement, in
  -- member id order, before the movement's accounts, so a member's movements queue on it in one order.
  INSERT INTO member_balance_versions AS v (member_id, version)
    SELECT DISTINCT (p->>1)::int, 1 FROM jsonb_array_elements(p_postings) AS t(p)
    WHERE p->>1 IS NOT NULL ORDER BY 1
    ON CONFLICT (member_id) DO UPDATE SET version = v.version + 1;

  -- House accounts have no member: 0 stands for it, as in the unique index ledger_accounts_key.
  SELECT array_agg(p->>0 ORDER BY o), array_agg(coalesce((p->>1)::int, 0) ORDER BY o),
         array_agg(coalesce(p->>2, '') ORDER BY o), array_agg((p->>3)::bigint ORDER BY o)
    INTO kinds, members, codes, amounts
    FROM jsonb_array_elements(p_postings) WITH ORDINALITY AS t(p, o);

  -- Every account of the movement locked in id order and read under the lock, in one statement:
  -- the locked ids with their balances, and each posting's account (null when it does not exist
  -- yet). Missing accounts are created on a second turn, in one order for every caller, so two
  -- movements creating the same new accounts cannot deadlock (a movement between existing
  -- accounts, the common case, skips that statement).
  <<locking>>
  FOR turn IN 1..2 LOOP
    IF turn = 2 THEN
      INSERT INTO ledger_accounts (kind, member_id, code)
        SELECT p.k, nullif(p.m, 0), p.c
        FROM (SELECT DISTINCT k, m, c FROM unnest(kinds, members, codes) AS u(k, m, c)) p
        WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.kind = p.k AND coalesce(a.member_id, 0) = p.m AND a.code = p.c)
        ORDER BY p.k, p.m, p.c
        ON CONFLICT DO NOTHING;
    END IF;
    WITH locked AS (
      SELECT a.id, a.kind, coalesce(a.member_id, 0) AS m, a.code, a.balance_cents
      FROM (SELECT DISTINCT k, m, c FROM unnest(kinds, members, codes) AS u(k, m, c)) p
      JOIN ledger_accounts a ON a.kind = p.k AND coalesce(a.member_id, 0) = p.m AND a.code = p.c
      ORDER BY a.id
      FOR UPDATE OF a
    )
    SELECT (SELECT array_agg(l.id ORDER BY l.id) FROM locked l),
           (SELECT array_agg(l.balance_cents ORDER BY l.id) FROM locked l),
           (SELECT array_agg(l.id ORDER BY u.o) FROM unnest(kinds, members, codes) WITH ORDINALITY AS u(k, m, c, o)
              LEFT JOIN locked l ON l.kind = u.k AND l.m = u.m AND l.code = u.c)
      INTO locked_ids, balances, account_ids;
    EXIT locking WHEN array_position(account_ids, NULL) IS NULL;
  END LOOP;
  IF array_position(account_ids, NULL) IS NOT NULL THEN RAISE EXCEPTION 'ledger accounts missing after creation'; END IF;

  -- The key claimed for the ledger, under the locks: a key that moved money before (committed, or
  -- committing now under the same locks: the insert waits for it) is replayed, before any balance
  -- check, so a retry is never refused for the money its first run spent.
  INSERT INTO ledger_transactions (kind, member_id, ref, note, idempotency_key)
    VALUES (p_kind, p_member, p_ref, p_note, p_key)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id INTO o_transaction_id;
  IF o_transaction_id IS NULL THEN
    SELECT q.o_transaction_id, q.o_balances INTO o_transaction_id, o_balances FROM ledger_replay(p_kind, p_member, p_key, amounts) q;
    IF NOT FOUND THEN RAISE EXCEPTION 'ledger key % taken but not readable', p_key; END IF;
    o_replayed := true;
    RETURN;
  END IF;

  o_balances := array_fill(NULL::bigint, ARRAY[n]);
  FOR i IN 1..n LOOP
    j := array_position(locked_ids, account_ids[i]);
    balances[j] := balances[j] + amounts[i];
    IF kinds[i] <> 'house' AND balances[j] < 0 THEN
      -- Raised, the whole call rolls back: the transaction row inserted above with it.
      RAISE EXCEPTION 'insufficient_balance' USING ERRCODE = 'LG001';
    END IF;
    o_balances[i] := balances[j];
  END LOOP;

  UPDATE ledger_accounts a SET balance_cents = u.b FROM unnest(locked_ids, balances) AS u(id, b) WHERE a.id = u.id;
  -- Entry ids follow the postings' order: a replay reads the balances back in that order.
  INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, balance_after_cents)
    SELECT o_transaction_id, e.account_id, e.amount, e.after
    FROM unnest(account_ids, amounts, o_balances) WITH ORDINALITY AS e(account_id, amount, after, o)
    ORDER BY e.o;
  o_replayed := false;
  -- The live push (0033): once per movement, only for a member whose stream is open somewhere.
  IF p_member IS NOT NULL AND EXISTS (SELECT 1 FROM members WHERE id = p_member AND live_until > now()) THEN
    PERFORM live_announce(p_member, 'money');
  END IF;
END $$;

-- As 0052's, but the reply in place of the balances: p_answer, the reply's JSON text with these placeholders, each a JSON
-- string of one control character and a name ("\u0001centre"), which no text of the route's can be
-- (server/services/money/keyed-answer.ts writes them): after1 … after9, each posting's balance after;
-- centre, games, yuebao and total, the member's wallets once moved; version, their balance version
-- (a number, the others money text). Filled in when the movement posted (not on a ledger replay, which
-- the route refuses), returned as o_body, and stored as the key's 200 answer in this transaction;
-- o_waited: a duplicate waits for that answer (the caller announces it).
DROP FUNCTION keyed_ledger_post(integer, text, text, text, timestamptz, boolean, text, text, text, text, jsonb);
CREATE FUNCTION keyed_ledger_post(p_member integer, p_key text, p_request text, p_request_hash text, p_now timestamptz,
                                  p_stop_guard boolean, p_kind text, p_ref text, p_note text, p_ledger_key text, p_postings jsonb,
                                  p_answer text,
                                  OUT o_outcome text, OUT o_excluded_until timestamptz, OUT o_time_out_until timestamptz,
                                  OUT o_transaction_id bigint, OUT o_balances bigint[], OUT o_replayed boolean,
                                  OUT o_body text, OUT o_waited boolean)
LANGUAGE plpgsql AS $$
DECLARE
  wallets_version bigint;
  centre bigint;
  games bigint;
  yuebao bigint;
  i int;
BEGIN
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (member_id, key, request, request_hash, created_at)
      VALUES (p_member, p_key, p_request, p_request_hash, p_now)
      ON CONFLICT (member_id, key) DO NOTHING;
    IF NOT FOUND THEN
      o_outcome := 'taken';
      RETURN;
    END IF;
  END IF;

  IF p_stop_guard THEN
    SELECT m.excluded_until, m.time_out_until INTO o_excluded_until, o_time_out_until FROM members m WHERE m.id = p_member FOR SHARE;
    IF o_excluded_until > p_now OR o_time_out_until > p_now THEN
      IF p_key IS NOT NULL THEN DELETE FROM idempotency_keys WHERE member_id = p_member AND key = p_key; END IF;
      o_outcome := 'stopped';
      RETURN;
    END IF;
  END IF;

  SELECT q.o_transaction_id, q.o_balances, q.o_replayed INTO o_transaction_id, o_balances, o_replayed
    FROM ledger_post(p_kind, p_member, p_ref, p_note, p_ledger_key, p_postings) q;
  o_outcome := 'posted';

  IF o_replayed THEN RETURN; END IF;
  -- The member's wallets and their version as they stand when this commits, under the version row
  -- this movement locked (server/services/money/balance-version.ts reads the same).
  wallets_version := coalesce((SELECT v.version FROM member_balance_versions v WHERE v.member_id = p_member), 0);
  SELECT coalesce(sum(a.balance_cents) FILTER (WHERE a.kind = 'wallet'), 0),
         coalesce(sum(a.balance_cents) FILTER (WHERE a.kind = 'provider'), 0),
         coalesce(sum(a.balance_cents) FILTER (WHERE a.kind = 'yuebao'), 0)
    INTO centre, games, yuebao
    FROM ledger_accounts a WHERE a.member_id = p_member AND a.kind IN ('wallet', 'provider', 'yuebao');
  o_body := replace(replace(replace(replace(replace(p_answer,
    '"\u0001centre"', '"' || money_text(centre) || '"'),
    '"\u0001games"', '"' || money_text(games) || '"'),
    '"\u0001yuebao"', '"' || money_text(yuebao) || '"'),
    '"\u0001total"', '"' || money_text(centre + games + yuebao) || '"'),
    '"\u0001version"', wallets_version::text);
  FOR i IN 1..array_length(o_balances, 1) LOOP
    o_body := replace(o_body, '"\u0001after' || i || '"', '"' || money_text(o_balances[i]) || '"');
  END LOOP;
  IF p_key IS NOT NULL THEN
    UPDATE idempotency_keys SET status_code = 200, body = o_body WHERE member_id = p_member AND key = p_key RETURNING waited INTO o_waited;
  END IF;
END $$;
