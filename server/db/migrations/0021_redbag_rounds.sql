-- A red-packet round the server has seen (docs/architecture.md §9). `/redbag/start` takes one of the member's
-- rounds of the server day and deals the round's seed and times; `/activity/redbag` claims it once,
-- paying at most the packets that seeded rain had let onto the stage by the claim.

-- One round: the seed its rain is drawn from, when the rain starts (after the countdown) and ends.
CREATE TABLE redbag_rounds (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  day date NOT NULL,
  seed bigint NOT NULL CHECK (seed BETWEEN 0 AND 4294967295),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX redbag_rounds_member_idx ON redbag_rounds (member_id, day);

-- Rounds a member started on a server day: the guard of the day's rounds, raised only by one
-- conditional upsert (never read, then written).
CREATE TABLE redbag_round_days (
  member_id integer NOT NULL REFERENCES members (id),
  day date NOT NULL,
  started integer NOT NULL CHECK (started >= 0),
  PRIMARY KEY (member_id, day)
);

-- Rounds played before rounds existed count on their day (a deploy mid-day gives no extra rounds).
INSERT INTO redbag_round_days (member_id, day, started)
  SELECT member_id, day, count(*)::int FROM event_plays
  WHERE event = 'redbag' AND day >= (now() - interval '2 days')::date
  GROUP BY member_id, day;

-- The round a rain play claimed: a round is claimed once.
ALTER TABLE event_plays ADD COLUMN round_id integer UNIQUE REFERENCES redbag_rounds (id);
