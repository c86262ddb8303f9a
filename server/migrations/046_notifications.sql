-- Notifications (spec sections 4 and 7): what happened to a user's orders, refunds and
-- group-buy rooms. A row keeps the type and a few facts, never a sentence: the server words it
-- in the reader's language when it is read (core's notificationText). Only accounts receive
-- them (a guest's token has no inbox).
CREATE TABLE notifications (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  order_id text,
  room_id text,
  target_kind text,
  target_id text,
  image text,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  seq bigserial
);

CREATE INDEX notifications_user_idx ON notifications (user_id, seq DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
