-- A keyed transfer in one call (docs/performance.md, "Where a transfer's time goes"). A transfer was
-- four (out of a game) to nine (into one) round trips: the Idempotency-Key claim, BEGIN, the stop check, a
-- savepoint, ledger_post, its release, COMMIT, the balances read for the reply, the stored answer;
-- the server's CPU went mostly into sending them and waiting for the answers. Now:
-- * ledger_post is one function again: 0041 and 0033 wrapped 0031's in two more PL/pgSQL layers
--   (the balance version before, the live push after); same signature, same steps in the same order;
-- * keyed_ledger_post claims the key, checks the stops, posts and reads the balances with their
--   version in one statement, one transaction; the stored answer stays a second statement, since the
--   answer is written by the server from what this returns.

CREATE OR REPLACE FUNCTION ledger_post(p_kind text, p_member integer, p_ref text, p_note text, p_key text, p_postings jsonb,
                            OUT o_transaction_id bigint, OUT o_balances bigint[], OUT o_replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  n int := jsonb_array_length(p_postings);
  kinds text[];
  members int[];
  codes text[];
  amounts bigint[];
  account_ids bigint[] := '{}';
  locked_ids bigint[] := '{}';
  balances bigint[] := '{}';
  r record;
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

  IF p_key IS NOT NULL THEN
    SELECT q.o_transaction_id, q.o_balances INTO o_transaction_id, o_balances FROM ledger_replay(p_kind, p_member, p_key, amounts) q;
    IF FOUND THEN
      o_replayed := true;
      RETURN;
    END IF;
  END IF;

  -- Every account of the movement locked in id order, balances read under the lock. Missing
  -- accounts are created on a second turn, in one order for every caller, so two movements
  -- creating the same new accounts cannot deadlock (a movement between existing accounts, the
  -- common case, skips that statement).
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
    locked_ids := '{}';
    balances := '{}';
    account_ids := array_fill(NULL::bigint, ARRAY[n]);
    FOR r IN
      SELECT a.id, a.kind, coalesce(a.member_id, 0) AS m, a.code, a.balance_cents
      FROM (SELECT DISTINCT k, m, c FROM unnest(kinds, members, codes) AS u(k, m, c)) p
      JOIN ledger_accounts a ON a.kind = p.k AND coalesce(a.member_id, 0) = p.m AND a.code = p.c
      ORDER BY a.id
      FOR UPDATE OF a
    LOOP
      locked_ids := locked_ids || r.id;
      balances := balances || r.balance_cents;
      FOR i IN 1..n LOOP
        IF kinds[i] = r.kind AND members[i] = r.m AND codes[i] = r.code THEN account_ids[i] := r.id; END IF;
      END LOOP;
    END LOOP;
    EXIT locking WHEN array_position(account_ids, NULL) IS NULL;
  END LOOP;
  IF array_position(account_ids, NULL) IS NOT NULL THEN RAISE EXCEPTION 'ledger accounts missing after creation'; END IF;

  o_balances := '{}';
  FOR i IN 1..n LOOP
    j := array_position(locked_ids, account_ids[i]);
    balances[j] := balances[j] + amounts[i];
    IF kinds[i] <> 'house' AND balances[j] < 0 THEN
      RAISE EXCEPTION 'insufficient_balance' USING ERRCODE = 'LG001';
    END IF;
    o_balances := o_balances || balances[j];
  END LOOP;

  -- A concurrent call with the same key that committed first: replay it (it waited on the locks).
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

-- p_key null: no Idempotency-Key, nothing claimed. Otherwise the key is claimed as
-- server/plugins/idempotency.ts claims it; o_outcome 'taken' when another request holds it (nothing
-- else done: the caller replays or waits as for any duplicate). p_stop_guard: the movement is closed
-- during a time-out or self-exclusion (server/services/member/responsible-play/stop-guard.ts): the
-- member's row is read FOR SHARE after the claim and before the movement, as the server did; when a
-- stop runs at p_now the claim is taken back and o_outcome is 'stopped' with the two columns. Else
-- ledger_post's outcome (a refusal raises and rolls the claim back with it), then the member's
-- wallet, game wallets and Yu-EBao holdings with their balance version, read in this transaction
-- after the movement, under its version row lock: the balances as they stand when it commits
-- (server/services/money/balance-version.ts reads the same).
CREATE FUNCTION keyed_ledger_post(p_member integer, p_key text, p_request text, p_request_hash text, p_now timestamptz,
                                  p_stop_guard boolean, p_kind text, p_ref text, p_note text, p_ledger_key text, p_postings jsonb,
                                  OUT o_outcome text, OUT o_excluded_until timestamptz, OUT o_time_out_until timestamptz,
                                  OUT o_transaction_id bigint, OUT o_balances bigint[], OUT o_replayed boolean,
                                  OUT o_version bigint, OUT o_kinds text[], OUT o_codes text[], OUT o_cents bigint[])
LANGUAGE plpgsql AS $$
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

  o_version := coalesce((SELECT version FROM member_balance_versions WHERE member_id = p_member), 0);
  SELECT array_agg(a.kind), array_agg(a.code), array_agg(a.balance_cents) INTO o_kinds, o_codes, o_cents
    FROM ledger_accounts a WHERE a.member_id = p_member AND a.kind IN ('wallet', 'provider', 'yuebao');
END $$;
