-- Accounts: the people who log in, how they prove who they are (one-time codes, passwords,
-- social logins), and the messages the embedded notifier keeps while no SMS or mail
-- provider is configured. Sessions of kind 'user' (002) have the user's id as owner.

CREATE TABLE users (
  id text PRIMARY KEY,
  name text NOT NULL,
  -- Lower-cased; phone in the spec's format ('+84 091 234 5678'), so one number is one account.
  email text,
  phone text,
  -- node:crypto scrypt, 'scrypt$N$r$p$salt$hash'; NULL for accounts made by code or social login.
  password_hash text,
  gender text CHECK (gender IN ('male', 'female', 'other')),
  date_of_birth date,
  id_number text,
  body_measurements jsonb,
  roles text[] NOT NULL DEFAULT ARRAY['buyer']::text[],
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

-- Unique among live accounts: a deleted account frees its email and phone.
CREATE UNIQUE INDEX users_email_key ON users (email) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX users_phone_key ON users (phone) WHERE deleted_at IS NULL;

-- A social login (Google, Facebook, Zalo, Apple) bound to an account by the provider's subject.
CREATE TABLE user_identities (
  provider text NOT NULL CHECK (provider IN ('google', 'facebook', 'zalo', 'apple')),
  subject text NOT NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);

CREATE INDEX user_identities_user_idx ON user_identities (user_id);

-- Verification codes: only an HMAC of the code is kept. Times come from the server's clock
-- (tests inject one), never from now(), so expiry and rate limits can be tested.
CREATE TABLE one_time_codes (
  id text PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('phone', 'email')),
  destination text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('signup', 'login', 'reset')),
  code_hash text NOT NULL,
  requested_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  consumed_at timestamptz
);

-- The rate limit reads a destination's recent requests; verification reads its newest code.
CREATE INDEX one_time_codes_destination_idx ON one_time_codes (channel, destination, requested_at DESC);

-- A social login in flight: the state sent to the provider, with the PKCE verifier and nonce
-- it must be matched with, and where the browser returns afterwards.
CREATE TABLE oauth_states (
  state text PRIMARY KEY,
  provider text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  return_to text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- A finished social login waiting for the app to pick it up: a one-time ticket (hashed) that
-- travels in the return address instead of the session token itself.
CREATE TABLE login_tickets (
  ticket_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Wrong passwords per email, so guessing one is slowed down (core's PASSWORD_LOGIN_POLICY).
CREATE TABLE password_login_failures (
  email text NOT NULL,
  failed_at timestamptz NOT NULL
);

CREATE INDEX password_login_failures_email_idx ON password_login_failures (email, failed_at DESC);

-- Outside production: the local stand-in provider's authorisation codes and access tokens,
-- so each social button can be tried end to end without the real provider.
CREATE TABLE oauth_stand_in_grants (
  code text PRIMARY KEY,
  provider text NOT NULL,
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  code_challenge text,
  nonce text,
  subject text NOT NULL,
  email text NOT NULL,
  name text NOT NULL,
  access_token text UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- What the embedded notifier "sent": readable at GET api/v1/dev/outbox and /dev/outbox
-- outside production, in place of an SMS or mail provider.
CREATE TABLE outbox_messages (
  id text PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('phone', 'email')),
  destination text NOT NULL,
  purpose text NOT NULL,
  body text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL,
  seq bigserial NOT NULL
);

CREATE INDEX outbox_messages_destination_idx ON outbox_messages (destination, seq DESC);
