-- Issue 25: a notification reaches the account's open pages the moment its transaction commits.
-- PostgreSQL (and PGlite) deliver a NOTIFY only on commit, so a rolled-back step never shows;
-- every web process hears it and tells its own sockets of that account (realtime/notification-live.ts).
CREATE FUNCTION modavi_notification_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('modavi_notification_added', NEW.id);
  RETURN NULL;
END
$$;

CREATE TRIGGER notifications_added AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION modavi_notification_added();
