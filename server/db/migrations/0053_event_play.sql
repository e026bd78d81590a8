-- One wheel spin or red-packet claim in one statement (docs/architecture.md §6 "No hot rows",
-- docs/performance.md "Event payouts"): what server/services/events/event-play.ts did in about a
-- dozen round trips runs inside the database, one round trip, a transaction of its own, with the
-- same locks in the same order and the same guards:
--   the member's stop (members row FOR SHARE) → the member's fair row (FOR UPDATE) → a play already
--   made under the key (replayed, nothing written) → the fair state the draws were computed from
--   (seed, client seed, nonce: another state answers 'stale', nothing written, and the caller draws
--   again from the state returned) → the rain round (FOR UPDATE, claimed once) or the day's spins →
--   the payout through ledger_post → the play and its draws → the nonce → the day's budget, one
--   conditional upsert as the last statement (never exceeded; its row locked only to the commit).
-- The draws themselves are computed by the server from the member's seeds (HMAC-SHA256, fair-draw.ts)
-- exactly as before and passed in: provable fairness does not depend on this function.
--
-- Refusals raise, rolling everything back (SQLSTATEs the server maps to its messages):
--   EV001 no_chances, EV002 budget_spent, EV003 redbag_no_round, EV004 redbag_round_claimed,
--   EV005 redbag_too_early, EV006 idempotency_key_spent (the ledger key moved an earlier request's
--   money); ledger_post's own LG001/LG002 pass through.
-- Answers without writing: o_status 'stopped' (o_stop, o_until: the member's time-out or
-- self-exclusion), 'no_fair' (a seed id was given but the member has no fair state: the server
-- draws again from a fresh one, p_seed_id null), 'stale' (o_seed_id … the current fair state), 'replayed' (o_play_id, o_total, o_balance, o_chances_left of the key's play).
-- 'played': o_play_id, o_draw_ids (in draw order), o_total, o_balance (the wallet after),
-- o_chances_left, o_next_nonce.
--
-- p_seed_id null: the fair state p_server_seed/p_client_seed/nonce 0 is a fresh one the server made
-- for a member who had none; it is created here if the member still has none.
-- p_draws: [[prize index, prize id or null, amount cents, label], …], the draw at position i taking
-- nonce p_first_nonce + i. p_round_state for a claim: 'missing' (no such round of the member's),
-- 'too_early' (no packet could have been opened yet), 'ok'; null for a spin. p_postings: the payout
-- as ledger_post takes it (null when the play wins nothing).
CREATE FUNCTION event_play(
  p_event text, p_member integer, p_now timestamptz, p_today date, p_key text,
  p_daily_chances integer, p_budget bigint, p_worst_cents bigint,
  p_round_id integer, p_round_state text,
  p_seed_id integer, p_server_seed text, p_client_seed text, p_first_nonce bigint,
  p_weights jsonb, p_draws jsonb, p_note text, p_postings jsonb,
  OUT o_status text, OUT o_stop text, OUT o_until timestamptz,
  OUT o_seed_id integer, OUT o_server_seed text, OUT o_seed_hash text, OUT o_client_seed text, OUT o_next_nonce bigint,
  OUT o_play_id integer, OUT o_draw_ids integer[], OUT o_total bigint, OUT o_balance bigint, OUT o_chances_left integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_stops record;
  v_fair record;
  v_round record;
  v_seen record;
  v_day date := p_today;
  v_used integer;
  v_times integer := jsonb_array_length(p_draws);
  v_transaction_id bigint;
  v_balances bigint[];
  v_replayed boolean;
BEGIN
  -- The stop guard of stop-guard.ts: a stop being written waits for this play, or this play for it.
  SELECT time_out_until, excluded_until INTO v_stops FROM members WHERE id = p_member FOR SHARE;
  IF v_stops.excluded_until > p_now THEN
    o_status := 'stopped'; o_stop := 'self_excluded'; o_until := v_stops.excluded_until; RETURN;
  ELSIF v_stops.time_out_until > p_now THEN
    o_status := 'stopped'; o_stop := 'timed_out'; o_until := v_stops.time_out_until; RETURN;
  END IF;

  -- Every draw, seed change and chance count of a member runs under this lock (fair-seeds.ts).
  SELECT next_nonce, client_seed INTO v_fair FROM fair_members WHERE member_id = p_member FOR UPDATE;
  IF NOT FOUND THEN
    IF p_seed_id IS NOT NULL THEN o_status := 'no_fair'; RETURN; END IF;
    -- A first play: the fair state the server drew it from (a fresh seed from its random source),
    -- created here so a refused play writes nothing. Two first calls at once: the unique current-seed
    -- index and the primary key let one of each in, the other answers 'stale'.
    INSERT INTO fair_seeds (member_id, server_seed, server_seed_hash, created_at)
      VALUES (p_member, p_server_seed, encode(sha256(convert_to(p_server_seed, 'UTF8')), 'hex'), p_now) ON CONFLICT DO NOTHING;
    INSERT INTO fair_members (member_id, client_seed) VALUES (p_member, p_client_seed) ON CONFLICT DO NOTHING;
    SELECT next_nonce, client_seed INTO v_fair FROM fair_members WHERE member_id = p_member FOR UPDATE;
  END IF;

  IF p_key IS NOT NULL THEN
    SELECT id, total_cents INTO v_seen FROM event_plays WHERE request_key = p_key;
    IF FOUND THEN
      o_status := 'replayed'; o_play_id := v_seen.id; o_total := v_seen.total_cents;
      SELECT coalesce(max(balance_cents), 0) INTO o_balance FROM ledger_accounts WHERE kind = 'wallet' AND member_id = p_member AND code = '';
      IF p_event = 'redbag' THEN
        SELECT coalesce(max(started), 0) INTO v_used FROM redbag_round_days WHERE member_id = p_member AND redbag_round_days.day = p_today;
      ELSE
        SELECT count(*) INTO v_used FROM event_plays WHERE member_id = p_member AND event = p_event AND event_plays.day = p_today;
      END IF;
      o_chances_left := greatest(0, p_daily_chances - v_used);
      RETURN;
    END IF;
  END IF;

  -- Read after the lock, in a statement of its own (as readLocked does): a rotation that committed
  -- while this call waited has revealed the old seed.
  SELECT id, server_seed, server_seed_hash INTO o_seed_id, o_server_seed, o_seed_hash
    FROM fair_seeds WHERE member_id = p_member AND revealed_at IS NULL;
  IF o_seed_id IS NULL THEN RAISE EXCEPTION 'member % has fair state but no current seed', p_member; END IF;
  IF o_seed_id IS DISTINCT FROM coalesce(p_seed_id, o_seed_id) OR o_server_seed IS DISTINCT FROM p_server_seed
     OR v_fair.client_seed IS DISTINCT FROM p_client_seed OR v_fair.next_nonce IS DISTINCT FROM p_first_nonce THEN
    o_status := 'stale'; o_client_seed := v_fair.client_seed; o_next_nonce := v_fair.next_nonce; RETURN;
  END IF;
  o_server_seed := NULL;

  IF p_round_state IS NOT NULL THEN
    -- The round, locked, claimed once (event-rounds.ts claimRound); its chance was taken at its start.
    SELECT id, redbag_rounds.day INTO v_round FROM redbag_rounds WHERE id = p_round_id AND member_id = p_member FOR UPDATE;
    IF NOT FOUND OR p_round_state = 'missing' THEN RAISE EXCEPTION 'redbag_no_round' USING ERRCODE = 'EV003'; END IF;
    IF EXISTS (SELECT 1 FROM event_plays WHERE round_id = v_round.id) THEN RAISE EXCEPTION 'redbag_round_claimed' USING ERRCODE = 'EV004'; END IF;
    IF p_round_state = 'too_early' THEN RAISE EXCEPTION 'redbag_too_early' USING ERRCODE = 'EV005'; END IF;
    v_day := v_round.day;
    SELECT coalesce(max(started), 0) INTO v_used FROM redbag_round_days WHERE member_id = p_member AND redbag_round_days.day = p_today;
    o_chances_left := greatest(0, p_daily_chances - v_used);
  ELSE
    SELECT count(*) INTO v_used FROM event_plays WHERE member_id = p_member AND event = p_event AND event_plays.day = p_today;
    IF v_used >= p_daily_chances THEN RAISE EXCEPTION 'no_chances' USING ERRCODE = 'EV001'; END IF;
    o_chances_left := p_daily_chances - v_used - 1;
  END IF;

  SELECT coalesce(sum((d->>2)::bigint), 0) INTO o_total FROM jsonb_array_elements(p_draws) AS t(d);
  o_play_id := nextval(pg_get_serial_sequence('event_plays', 'id'));
  IF o_total > 0 THEN
    SELECT q.o_transaction_id, q.o_balances, q.o_replayed INTO v_transaction_id, v_balances, v_replayed
      FROM ledger_post('bonus', p_member, 'event_play:' || o_play_id, p_note, p_key, p_postings) q;
    -- The play row holds the key, so a replay here means an earlier request's money.
    IF v_replayed THEN RAISE EXCEPTION 'idempotency_key_spent' USING ERRCODE = 'EV006'; END IF;
    o_balance := v_balances[2];
  ELSE
    SELECT coalesce(max(balance_cents), 0) INTO o_balance FROM ledger_accounts WHERE kind = 'wallet' AND member_id = p_member AND code = '';
  END IF;

  INSERT INTO event_plays (id, event, member_id, day, total_cents, ledger_transaction_id, request_key, round_id, created_at)
    VALUES (o_play_id, p_event, p_member, v_day, o_total, v_transaction_id, p_key, p_round_id, p_now);
  WITH drawn AS (
    INSERT INTO event_draws (play_id, event, member_id, seed_id, client_seed, nonce, weights, prize_index, prize_id, label, amount_cents, created_at)
      SELECT o_play_id, p_event, p_member, o_seed_id, p_client_seed, p_first_nonce + t.o - 1, p_weights,
             (t.d->>0)::int, (t.d->>1)::int, t.d->3, (t.d->>2)::bigint, p_now
      FROM jsonb_array_elements(p_draws) WITH ORDINALITY AS t(d, o) ORDER BY t.o
      RETURNING id, nonce)
  SELECT coalesce(array_agg(id ORDER BY nonce), '{}') INTO o_draw_ids FROM drawn;
  o_next_nonce := p_first_nonce + v_times;
  IF v_times > 0 THEN UPDATE fair_members SET next_nonce = o_next_nonce WHERE member_id = p_member; END IF;

  -- The day's budget counts the play, or refuses it when what is left cannot cover its worst case
  -- (every draw the largest prize): a refusal never depends on luck. The play's last statement.
  INSERT INTO event_days AS d (event, day, spent_cents)
    SELECT p_event, v_day, o_total WHERE p_worst_cents <= p_budget
  ON CONFLICT (event, day) DO UPDATE SET spent_cents = d.spent_cents + o_total
    WHERE d.spent_cents + p_worst_cents <= p_budget;
  IF NOT FOUND THEN RAISE EXCEPTION 'budget_spent' USING ERRCODE = 'EV002'; END IF;
  o_status := 'played';
END $$;
