-- A new email or phone is stored only once a code sent to it has come back (purpose 'contact'),
-- and only a proven one lets anyone in: code login, password reset and social login go to an
-- account whose address was proven, never to one that merely typed it into its profile.

ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
ALTER TABLE users ADD COLUMN phone_verified_at timestamptz;

-- Backfill from evidence: an account made by a code sign-up proved the address the code went
-- to, which shows as a sign-up code for that address asked for in the ten minutes before the
-- account appeared (a code lives five). An address typed into the profile later has no such
-- code and stays unproven.
UPDATE users u SET phone_verified_at = u.created_at
WHERE u.phone IS NOT NULL AND EXISTS (
  SELECT 1 FROM one_time_codes c
  WHERE c.channel = 'phone' AND c.destination = u.phone AND c.purpose = 'signup'
    AND c.requested_at <= u.created_at AND c.requested_at > u.created_at - interval '10 minutes');

UPDATE users u SET email_verified_at = u.created_at
WHERE u.email IS NOT NULL AND EXISTS (
  SELECT 1 FROM one_time_codes c
  WHERE c.channel = 'email' AND c.destination = u.email AND c.purpose = 'signup'
    AND c.requested_at <= u.created_at AND c.requested_at > u.created_at - interval '10 minutes');

-- A social login stored an email on its new account only when the provider vouched for it, in
-- the same transaction that bound the identity (so both rows carry the same now()).
UPDATE users u SET email_verified_at = u.created_at
WHERE u.email IS NOT NULL AND u.email_verified_at IS NULL AND EXISTS (
  SELECT 1 FROM user_identities i WHERE i.user_id = u.id AND i.created_at = u.created_at);

-- Contact codes belong to the account that asked: another account cannot use one.
ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
  CHECK (purpose IN ('signup', 'login', 'reset', 'contact'));
ALTER TABLE one_time_codes ADD COLUMN owner_id text;

-- The account's history of its contact details: when an email or phone was changed (set,
-- replaced or removed by the owner) or released (taken by someone who proved it, from an
-- account that never had). Kind and time only: the addresses themselves are on the account.
CREATE TABLE account_events (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('email_changed', 'phone_changed', 'email_released', 'phone_released')),
  at timestamptz NOT NULL
);

CREATE INDEX account_events_user_idx ON account_events (user_id, at DESC);
