-- A seller's notifications about their shop (new orders, cancel and refund requests) go to the
-- shop owner's account, in an inbox of their own: the seller area reads side 'seller', the
-- buyer's pages side 'buyer', so an account that both buys and sells keeps the two apart.
ALTER TABLE notifications ADD COLUMN side text NOT NULL DEFAULT 'buyer';

DROP INDEX notifications_user_idx;
DROP INDEX notifications_unread_idx;
CREATE INDEX notifications_user_idx ON notifications (user_id, side, seq DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id, side) WHERE read_at IS NULL;
