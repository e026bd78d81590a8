-- One ledger movement in one statement (docs/architecture.md §6, so the ledger keeps up): the idempotency
-- claim, the account look-ups (creating missing ones), the row locks, the balance check and the
-- writes run inside the database, one round trip instead of about nine. Outside a transaction the
-- call is a transaction of its own; server/services/ledger.ts wraps it in a savepoint inside one.
-- The guarantees are the ones the code had: accounts locked in id order (no deadlocks between
-- movements), member accounts never below zero (checked after each posting, in order), one key one
-- movement (a reused key replays the first movement, or is refused when it names another one).

-- The movement a key already wrote, as (transaction id, balances after its entries in order); no
-- row when the key is unseen. Another kind, member or amounts under the key: 'idempotency_key_reused'.
CREATE FUNCTION ledger_replay(p_kind text, p_member integer, p_key text, p_amounts bigint[],
                              OUT o_transaction_id bigint, OUT o_balances bigint[])
RETURNS SETOF record LANGUAGE plpgsql AS $$
DECLARE
  seen record;
  amounts bigint[];
BEGIN
  SELECT id, kind, member_id INTO seen FROM ledger_transactions WHERE idempotency_key = p_key;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT array_agg(e.amount_cents ORDER BY e.id), array_agg(e.balance_after_cents ORDER BY e.id)
    INTO amounts, o_balances FROM ledger_entries e WHERE e.transaction_id = seen.id;
  IF seen.kind <> p_kind OR seen.member_id IS DISTINCT FROM p_member OR amounts IS DISTINCT FROM p_amounts THEN
    RAISE EXCEPTION 'idempotency_key_reused' USING ERRCODE = 'LG002';
  END IF;
  o_transaction_id := seen.id;
  RETURN NEXT;
END $$;

-- p_postings: [[account kind, member id or null, code, signed cents], …], two or more summing to
-- zero (the deferred trigger of 0006 checks the sum again at commit). Returns the transaction id,
-- each posting's account balance right after it, and whether the key had moved the money before.
-- A member account below zero: 'insufficient_balance' (SQLSTATE LG001), nothing written.
CREATE FUNCTION ledger_post(p_kind text, p_member integer, p_ref text, p_note text, p_key text, p_postings jsonb,
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
END $$;
