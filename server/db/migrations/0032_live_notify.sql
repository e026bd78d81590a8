-- Live pushes (docs/architecture.md §7): every write a member should see announces itself on commit, whatever
-- process or tool wrote it (the server, the operator's command line, psql). The message rides the
-- channel the server processes already LISTEN on (server/services/live/invalidations.ts) as
-- 'live:<member id>:<kind>' (member 0: everyone), tiny on purpose: the process holding the
-- member's stream reads the current value itself, so nothing sent is ever stale or out of order.
-- NOTIFY drops a repeat of the same message within one transaction: a movement of three accounts,
-- or a delete of a hundred messages, announces itself once.
CREATE FUNCTION live_announce(p_member integer, p_kind text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lobby_invalidate', 'live:' || coalesce(p_member, 0) || ':' || p_kind);
END $$;

-- Centre and game wallets: balances after any ledger movement.
CREATE FUNCTION live_ledger_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_announce(NEW.member_id, 'money');
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_accounts_live AFTER UPDATE OF balance_cents ON ledger_accounts FOR EACH ROW
  WHEN (NEW.member_id IS NOT NULL AND NEW.kind IN ('wallet', 'provider') AND NEW.balance_cents <> OLD.balance_cents)
  EXECUTE FUNCTION live_ledger_account();

-- The unread site-mail count: a message arrived, was read or was deleted.
CREATE FUNCTION live_member_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.box = 'inbox' THEN PERFORM live_announce(OLD.member_id, 'mail'); END IF;
  ELSIF NEW.box = 'inbox' THEN
    PERFORM live_announce(NEW.member_id, 'mail');
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER member_messages_live AFTER INSERT OR DELETE OR UPDATE OF read_at ON member_messages
  FOR EACH ROW EXECUTE FUNCTION live_member_message();

-- An agent application decided.
CREATE FUNCTION live_agent_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_announce(NEW.member_id, 'agent');
  RETURN NULL;
END $$;
CREATE TRIGGER agent_applications_live AFTER UPDATE OF status ON agent_applications FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION live_agent_application();

-- A session ended: a token revoked (logout, password change) or the member blocked.
CREATE FUNCTION live_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_announce(CASE TG_TABLE_NAME WHEN 'members' THEN NEW.id ELSE NEW.member_id END, 'session');
  RETURN NULL;
END $$;
CREATE TRIGGER auth_tokens_live AFTER UPDATE OF revoked_at ON auth_tokens FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION live_session();
CREATE TRIGGER members_live AFTER UPDATE OF status ON members FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION live_session();

-- Everyone's: the notices and the events' switches.
CREATE FUNCTION live_public() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_announce(0, TG_ARGV[0]);
  RETURN NULL;
END $$;
CREATE TRIGGER notices_live AFTER INSERT OR UPDATE OR DELETE ON notices FOR EACH STATEMENT
  EXECUTE FUNCTION live_public('notices');
CREATE TRIGGER system_configs_live AFTER INSERT OR UPDATE ON system_configs FOR EACH ROW
  WHEN (NEW.key IN ('is_redbag_open', 'activity_wheel_is_open')) EXECUTE FUNCTION live_public('switches');
