-- A keyed wheel spin or red-packet claim in one round trip and one commit, as 0054 made a transfer
-- (docs/performance.md, "Event payouts"). Before, a spin was four round trips and three commits:
-- the Idempotency-Key's claim, event_play (0053), the read of the balance stamp, and the answer's
-- store. Now keyed_event_play claims the key, calls event_play, fills in the route's reply template
-- and stores it as the key's answer, in one transaction; the route sends o_body as it is.

-- The member's wallets and their balance version filled into a reply template: the slots of
-- server/services/money/keyed-answer.ts ("\u0001centre", games, yuebao, total: money text; version:
-- a number), read under the version row the caller's movement locked (or, when it moved nothing,
-- as they stand: plugins/balance-reply.ts reads the same). keyed_ledger_post (0054) fills the same.
CREATE FUNCTION keyed_answer_wallets(p_member integer, p_answer text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  wallets_version bigint;
  centre bigint;
  games bigint;
  yuebao bigint;
BEGIN
  wallets_version := coalesce((SELECT v.version FROM member_balance_versions v WHERE v.member_id = p_member), 0);
  SELECT coalesce(sum(a.balance_cents) FILTER (WHERE a.kind = 'wallet'), 0),
         coalesce(sum(a.balance_cents) FILTER (WHERE a.kind = 'provider'), 0),
         coalesce(sum(a.balance_cents) FILTER (WHERE a.kind = 'yuebao'), 0)
    INTO centre, games, yuebao
    FROM ledger_accounts a WHERE a.member_id = p_member AND a.kind IN ('wallet', 'provider', 'yuebao');
  RETURN replace(replace(replace(replace(replace(p_answer,
    '"\u0001centre"', '"' || money_text(centre) || '"'),
    '"\u0001games"', '"' || money_text(games) || '"'),
    '"\u0001yuebao"', '"' || money_text(yuebao) || '"'),
    '"\u0001total"', '"' || money_text(centre + games + yuebao) || '"'),
    '"\u0001version"', wallets_version::text);
END $$;

-- event_play's arguments and answers (0053's header), and before them the key to claim (p_claim_key
-- null: none; p_request, p_request_hash as plugins/idempotency.ts stores them), and after them the
-- reply template p_answer with keyed_answer_wallets's slots and "\u0001chances" (the member's
-- chances left, a number). o_status 'taken': the key is another request's, nothing done (the caller
-- settles it as a duplicate). 'played': o_body is the reply, stored as the key's 200 answer;
-- o_waited, a duplicate waits for it (the caller announces it). 'replayed' (a play already made
-- under the ledger's key) keeps the claim: the caller writes that reply from the play's draws and
-- stores it as any keyed route does. 'stopped', 'stale', 'no_fair' let the claim go (the caller
-- refuses, or draws again and claims again). event_play's refusals raise and roll the claim back.
CREATE FUNCTION keyed_event_play(
  p_claim_key text, p_request text, p_request_hash text,
  p_event text, p_member integer, p_now timestamptz, p_today date, p_key text,
  p_daily_chances integer, p_budget bigint, p_worst_cents bigint,
  p_round_id integer, p_round_state text,
  p_seed_id integer, p_server_seed text, p_client_seed text, p_first_nonce bigint,
  p_weights jsonb, p_draws jsonb, p_note text, p_postings jsonb,
  p_answer text,
  OUT o_status text, OUT o_stop text, OUT o_until timestamptz,
  OUT o_seed_id integer, OUT o_server_seed text, OUT o_seed_hash text, OUT o_client_seed text, OUT o_next_nonce bigint,
  OUT o_play_id integer, OUT o_draw_ids integer[], OUT o_total bigint, OUT o_balance bigint, OUT o_chances_left integer,
  OUT o_body text, OUT o_waited boolean)
LANGUAGE plpgsql AS $$
BEGIN
  IF p_claim_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (member_id, key, request, request_hash, created_at)
      VALUES (p_member, p_claim_key, p_request, p_request_hash, p_now)
      ON CONFLICT (member_id, key) DO NOTHING;
    IF NOT FOUND THEN
      o_status := 'taken';
      RETURN;
    END IF;
  END IF;

  SELECT e.o_status, e.o_stop, e.o_until, e.o_seed_id, e.o_server_seed, e.o_seed_hash, e.o_client_seed, e.o_next_nonce,
         e.o_play_id, e.o_draw_ids, e.o_total, e.o_balance, e.o_chances_left
    INTO o_status, o_stop, o_until, o_seed_id, o_server_seed, o_seed_hash, o_client_seed, o_next_nonce,
         o_play_id, o_draw_ids, o_total, o_balance, o_chances_left
    FROM event_play(p_event, p_member, p_now, p_today, p_key, p_daily_chances, p_budget, p_worst_cents, p_round_id, p_round_state,
                    p_seed_id, p_server_seed, p_client_seed, p_first_nonce, p_weights, p_draws, p_note, p_postings) e;

  IF o_status <> 'played' THEN
    IF o_status <> 'replayed' AND p_claim_key IS NOT NULL THEN
      DELETE FROM idempotency_keys WHERE member_id = p_member AND key = p_claim_key;
    END IF;
    RETURN;
  END IF;

  o_body := replace(keyed_answer_wallets(p_member, p_answer), '"\u0001chances"', o_chances_left::text);
  IF p_claim_key IS NOT NULL THEN
    UPDATE idempotency_keys SET status_code = 200, body = o_body WHERE member_id = p_member AND key = p_claim_key RETURNING waited INTO o_waited;
  END IF;
END $$;
