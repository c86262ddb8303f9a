-- Tracking sessions (spec sections 3, 4, 7): the app sends each visit once it ended. A session is
-- owned by the caller's session owner (guest or account); session_id is the client's, so a
-- batch sent again after a lost answer is stored once.
CREATE TABLE tracking_sessions (
  owner_id text NOT NULL,
  owner_kind text NOT NULL CHECK (owner_kind IN ('guest', 'user')),
  session_id text NOT NULL,
  user_id text,
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  os_version text NOT NULL,
  device_id text NOT NULL,
  app_version text NOT NULL,
  area text NOT NULL,
  language text NOT NULL,
  conversion_status text NOT NULL CHECK (conversion_status IN ('in_progress', 'order_success')),
  received_at timestamptz NOT NULL DEFAULT now(),
  received_seq bigserial,
  PRIMARY KEY (owner_id, session_id)
);

CREATE INDEX tracking_sessions_device_idx ON tracking_sessions (device_id, received_seq DESC);
CREATE INDEX tracking_sessions_received_idx ON tracking_sessions (received_seq DESC);

-- A session's events in the order they happened (position), after adjacent duplicates were removed.
CREATE TABLE tracking_events (
  owner_id text NOT NULL,
  session_id text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  event_id text NOT NULL,
  type text NOT NULL,
  occurred_at timestamptz NOT NULL,
  object_id text,
  metadata jsonb,
  PRIMARY KEY (owner_id, session_id, position),
  FOREIGN KEY (owner_id, session_id) REFERENCES tracking_sessions (owner_id, session_id) ON DELETE CASCADE
);
