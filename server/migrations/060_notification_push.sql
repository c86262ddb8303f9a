-- Issue 27: each notification is also pushed to the account's devices through Firebase Cloud
-- Messaging. The notifications table is the outbox: a row is written in the transaction of what
-- it tells about, and the push job sends the rows not yet pushed after that commit (a push can
-- never announce something that was rolled back). pushed_at is set once a row was handled:
-- sent, skipped (no device, too old) or refused.
ALTER TABLE notifications ADD COLUMN pushed_at timestamptz;
-- Rows from before push existed count as handled: they are history, not news.
UPDATE notifications SET pushed_at = created_at;
CREATE INDEX notifications_push_idx ON notifications (created_at) WHERE pushed_at IS NULL;
