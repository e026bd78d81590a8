-- What a member is told once, as it happens (README.md "The lobby follows a signed-in member live"):
-- a deposit approved, a bonus credited. Unlike the balance or the unread count, such a moment is not
-- a current value the stream can read again, so each is a row, written in the transaction that moves
-- the money; the stream sends a member's rows newer than what that stream already sent, and a
-- reconnecting lobby says which it last showed, so none is shown twice. Kept a day: after that a
-- toast would come too late to mean anything (the site-mail is the lasting record).
CREATE TABLE live_notes (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'bonus')),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  -- The bonus's name in every language; null for a deposit.
  name jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_notes_member ON live_notes (member_id, id);

CREATE FUNCTION live_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_announce(NEW.member_id, 'notes');
  RETURN NULL;
END $$;
CREATE TRIGGER live_notes_live AFTER INSERT ON live_notes FOR EACH ROW EXECUTE FUNCTION live_note();

-- A withdrawal decided: paid out moves no money the member sees (the held amount leaves for the
-- house), so the balance push alone never told the withdrawal page; its own kind does, paid or refused.
CREATE FUNCTION live_withdrawal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_announce(NEW.member_id, 'withdrawals');
  RETURN NULL;
END $$;
CREATE TRIGGER withdrawals_live AFTER UPDATE OF status ON withdrawals FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION live_withdrawal();

-- The operator answered a feedback: the feedback page shows the reply.
CREATE FUNCTION live_feedback() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_announce(NEW.member_id, 'feedback');
  RETURN NULL;
END $$;
CREATE TRIGGER member_feedback_live AFTER UPDATE OF reply ON member_feedback FOR EACH ROW
  WHEN (OLD.reply IS DISTINCT FROM NEW.reply) EXECUTE FUNCTION live_feedback();
