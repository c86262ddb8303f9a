-- Web push tokens the community API keeps (spec section 7: create-push-token {token, deviceId,
-- os}, remove-device-push-token {deviceId}). One per user and device: a new token replaces the
-- old. The token is kept as the push service gave it because sending a push needs it; it is an
-- address, not a credential, and is never logged or shown by the development endpoints.
CREATE TABLE push_tokens (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_id text NOT NULL,
  token text NOT NULL,
  os text NOT NULL DEFAULT 'Web',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_id)
);

CREATE INDEX push_tokens_device_idx ON push_tokens (device_id);

-- Development only: the reference server's stand-in for the cloud document store in which the
-- web app keeps push token records (spec section 3), so the flow runs with no cloud service.
CREATE TABLE dev_documents (
  collection text NOT NULL,
  id text NOT NULL,
  data jsonb NOT NULL,
  created_seq bigserial,
  PRIMARY KEY (collection, id)
);
