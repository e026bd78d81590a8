-- A keyed wheel spin or red-packet claim in one round trip and one commit, as 0054 made a transfer
-- (docs/performance.md, "Event payouts"). Before, a spin was four round trips and three commits:
-- the Idempotency-Key's claim, event_play (0053), the read of the balance stamp, and the answer's
-- store. Now keyed_event_play claims the key, calls event_play, fills in the route's reply template
-- and stores it as the key's answer, in one transaction; the route sends o_body as it is. And the
-- day's budget is held in stripes (below), so payouts of unrelated members share no row.

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

-- The day's budget without a hot row (docs/architecture.md §6 "No hot rows"). Every play locked the
-- event's one event_days row of the day from its budget update to its commit, so every member's
-- payout queued behind every other's, and each commit flushed the WAL alone (1.2 flushes a spin
-- beside a transfer's 0.4). Now a day's budget is held in 16 stripes, a member's plays taking from
-- stripe member id % 16; each stripe has a cap, the caps summing to the day's budget (made when the
-- budget was budget_cents), so a stripe's spent never passing its cap keeps the day's spent within
-- its budget. A play whose stripe cannot cover its worst case (or whose caps were made for another
-- budget, or are not made yet) locks every stripe of the day in stripe order, refuses it when the
-- day's whole spent and its worst case pass the budget — exactly as the one row did — and otherwise
-- shares what is left out again (its own stripe getting its worst case more) and takes from it.
ALTER TABLE event_days ADD COLUMN stripe smallint NOT NULL DEFAULT 0,
  ADD COLUMN cap_cents bigint NOT NULL DEFAULT 0,
  ADD COLUMN budget_cents bigint;
ALTER TABLE event_days DROP CONSTRAINT event_days_pkey, ADD PRIMARY KEY (event, day, stripe);
ALTER TABLE event_days ADD CONSTRAINT event_days_within_cap CHECK (budget_cents IS NULL OR spent_cents <= cap_cents);

-- Takes p_total (at most p_worst) from the day's budget on stripe p_stripe, or raises EV002
-- budget_spent: one conditional update on the stripe; else the exact check over every stripe.
CREATE FUNCTION event_budget_take(p_event text, p_day date, p_stripe integer, p_budget bigint, p_worst bigint, p_total bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  stripes constant integer := 16;
  v_spent bigint;
  v_free bigint;
BEGIN
  UPDATE event_days SET spent_cents = spent_cents + p_total
    WHERE event = p_event AND day = p_day AND stripe = p_stripe AND budget_cents = p_budget AND spent_cents + p_worst <= cap_cents;
  IF FOUND THEN RETURN; END IF;

  INSERT INTO event_days (event, day, stripe) SELECT p_event, p_day, s FROM generate_series(0, stripes - 1) AS s ON CONFLICT DO NOTHING;
  SELECT coalesce(sum(l.spent_cents), 0) INTO v_spent
    FROM (SELECT spent_cents FROM event_days WHERE event = p_event AND day = p_day ORDER BY stripe FOR UPDATE) l;
  IF v_spent + p_worst > p_budget THEN RAISE EXCEPTION 'budget_spent' USING ERRCODE = 'EV002'; END IF;
  v_free := p_budget - v_spent - p_worst;
  -- The caps again, summing to p_budget: each stripe its spent and an even share of what is free, this one its worst case more.
  UPDATE event_days SET
    spent_cents = spent_cents + CASE WHEN stripe = p_stripe THEN p_total ELSE 0 END,
    cap_cents = spent_cents + v_free / stripes + CASE WHEN stripe < v_free % stripes THEN 1 ELSE 0 END + CASE WHEN stripe = p_stripe THEN p_worst ELSE 0 END,
    budget_cents = p_budget
    WHERE event = p_event AND day = p_day;
END $$;

-- event_play as 0053 made it, the day's budget taken by event_budget_take.
CREATE OR REPLACE FUNCTION event_play(
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
  -- (every draw the largest prize): a refusal never depends on luck. The play's last statement, on
  -- the member's stripe of the day (event_budget_take).
  PERFORM event_budget_take(p_event, v_day, p_member % 16, p_budget, p_worst_cents, o_total);
  o_status := 'played';
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
