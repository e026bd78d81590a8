-- A spin's chances counted, not recounted, and less written per play (docs/architecture.md §6 "No
-- hot rows", docs/performance.md "Event payouts").
--
-- 1. The day's spins of a member were counted (count(*) of the day's plays) under the member's fair
--    lock, then the play written: a read-then-write guard whose cost grew with every play of the day.
--    Now a counter row per member, event and server day, raised by ONE conditional upsert
--    (`played < daily chances`, else EV001 no_chances) as redbag_round_days counts rain rounds (0021).
--    A rain play always names its round and keeps its chance as before (taken at the round's start).
-- 2. Every play took FOR KEY SHARE locks on rows every member's play shares, for foreign keys: the
--    event's event_settings row (event_plays.event, event_draws.event) and the drawn prize's row
--    (event_draws.prize_id). Each such lock taken while another play holds it makes a new MultiXact
--    of all holders, so concurrent plays of unrelated members did work in proportion to each other.
--    The event columns are now checked against the two events (the rows event_settings holds, which
--    a trigger keeps from being deleted or renamed); a draw keeps its own label, amount, weights and
--    prize index (all the history and the fair verification read), and its prize_id is a pointer
--    that a trigger keeps from dangling: a prize some draw names cannot be deleted (as the foreign
--    key refused it).
-- 3. event_plays_member_day_idx served only the count: dropped (one index entry less per play). The
--    budget's fast path (its stripe's conditional update) runs inline, event_budget_take (0055) only
--    when the stripe cannot cover the play; a play that won nothing reads the same condition instead
--    of updating the stripe by 0, so it does not queue behind the payouts holding it to their commit.

CREATE TABLE event_play_days (
  member_id integer NOT NULL REFERENCES members (id),
  event text NOT NULL CHECK (event IN ('wheel', 'redbag')),
  day date NOT NULL,
  played integer NOT NULL CHECK (played >= 0),
  PRIMARY KEY (member_id, event, day)
);

-- Spins made before the counter count on their day (a deploy mid-day gives no extra spins); the lock
-- waits for plays in flight and holds new ones until this migration (and 0057's event_play) commits.
LOCK TABLE event_plays IN SHARE MODE;
INSERT INTO event_play_days (member_id, event, day, played)
  SELECT member_id, event, day, count(*)::int FROM event_plays
  WHERE event = 'wheel' AND day >= (now() - interval '2 days')::date
  GROUP BY member_id, event, day;

DROP INDEX event_plays_member_day_idx;

ALTER TABLE event_plays DROP CONSTRAINT event_plays_event_fkey,
  ADD CONSTRAINT event_plays_event_known CHECK (event IN ('wheel', 'redbag'));
ALTER TABLE event_draws DROP CONSTRAINT event_draws_event_fkey,
  ADD CONSTRAINT event_draws_event_known CHECK (event IN ('wheel', 'redbag'));
ALTER TABLE event_draws DROP CONSTRAINT event_draws_prize_id_fkey;

-- What the dropped foreign keys refused on the referenced side. Operators' acts (the lobby never
-- deletes an event or a prize): a scan of the draws is fine; the lock keeps a play from slipping in.
CREATE FUNCTION event_refs_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'event_settings' THEN
    IF TG_OP = 'DELETE' OR NEW.event IS DISTINCT FROM OLD.event THEN
      RAISE EXCEPTION 'event % is referenced by its plays: it cannot be deleted or renamed', OLD.event USING ERRCODE = 'foreign_key_violation';
    END IF;
    RETURN NEW;
  END IF;
  LOCK TABLE event_draws IN SHARE MODE;
  IF (TG_OP = 'DELETE' OR NEW.id IS DISTINCT FROM OLD.id) AND EXISTS (SELECT 1 FROM event_draws WHERE prize_id = OLD.id) THEN
    RAISE EXCEPTION 'prize % is referenced by draws: it cannot be deleted', OLD.id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
CREATE TRIGGER event_settings_kept BEFORE DELETE OR UPDATE OF event ON event_settings FOR EACH ROW EXECUTE FUNCTION event_refs_kept();
CREATE TRIGGER event_prizes_kept BEFORE DELETE OR UPDATE OF id ON event_prizes FOR EACH ROW EXECUTE FUNCTION event_refs_kept();

-- event_play as 0055 made it, with the spin's chance taken by the counter's upsert, the key's replay
-- reading the counter, the play's id from its sequence by name, and the budget's fast path inline.
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

  -- Every draw, seed change and chance of a member runs under this lock (fair-seeds.ts).
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
        SELECT coalesce(max(played), 0) INTO v_used FROM event_play_days d WHERE d.member_id = p_member AND d.event = p_event AND d.day = p_today;
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
    -- The spin's chance, taken in one statement: the day's counter raised only while below the
    -- chances (a first spin of the day inserts it at 1, unless the day allows none).
    INSERT INTO event_play_days AS d (member_id, event, day, played)
      SELECT p_member, p_event, p_today, 1 WHERE p_daily_chances > 0
    ON CONFLICT (member_id, event, day) DO UPDATE SET played = d.played + 1 WHERE d.played < p_daily_chances
    RETURNING d.played INTO v_used;
    IF NOT FOUND THEN RAISE EXCEPTION 'no_chances' USING ERRCODE = 'EV001'; END IF;
    o_chances_left := p_daily_chances - v_used;
  END IF;

  SELECT coalesce(sum((d->>2)::bigint), 0) INTO o_total FROM jsonb_array_elements(p_draws) AS t(d);
  o_play_id := nextval('event_plays_id_seq');
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
  -- the member's stripe of the day: its conditional update here, else event_budget_take (0055). A
  -- play that won nothing spends nothing: the same condition is read, not written, so it neither
  -- waits for nor holds the stripe (it takes its place in the day's order at that read).
  IF o_total = 0 THEN
    PERFORM FROM event_days
      WHERE event = p_event AND day = v_day AND stripe = p_member % 16 AND budget_cents = p_budget AND spent_cents + p_worst_cents <= cap_cents;
  ELSE
    UPDATE event_days SET spent_cents = spent_cents + o_total
      WHERE event = p_event AND day = v_day AND stripe = p_member % 16 AND budget_cents = p_budget AND spent_cents + p_worst_cents <= cap_cents;
  END IF;
  IF NOT FOUND THEN
    PERFORM event_budget_take(p_event, v_day, p_member % 16, p_budget, p_worst_cents, o_total);
  END IF;
  o_status := 'played';
END $$;
