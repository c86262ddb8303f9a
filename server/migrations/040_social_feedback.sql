-- Social-organisation feedback (spec sections 2, 5, 6, 7; issue 14). Owned by the caller's
-- session owner (a visitor's no-login token or an account), so the list shows the sender its own
-- email whole; images are the sender's uploads (api/v1/image). An admin moves the status.
CREATE TABLE social_feedback (
  id text PRIMARY KEY,
  owner_id text NOT NULL,
  owner_kind text NOT NULL CHECK (owner_kind IN ('guest', 'user')),
  organisation_name text NOT NULL,
  decision_number text NOT NULL,
  email text NOT NULL,
  content text NOT NULL,
  images jsonb NOT NULL,
  status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'in_progress', 'answered')),
  created_at timestamptz NOT NULL DEFAULT now(),
  status_changed_at timestamptz,
  -- Where it came from, for the sending cap (core's SOCIAL_FEEDBACK_SEND_POLICY).
  client_address text NOT NULL,
  seq bigserial
);

CREATE INDEX social_feedback_newest_idx ON social_feedback (seq DESC);
CREATE INDEX social_feedback_status_idx ON social_feedback (status, seq DESC);
CREATE INDEX social_feedback_owner_idx ON social_feedback (owner_id, created_at DESC);
CREATE INDEX social_feedback_address_idx ON social_feedback (client_address, created_at DESC);
