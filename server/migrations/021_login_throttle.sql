-- Which client address asked for a code, and whether the code was ever accepted: the
-- per-address limit counts codes left unredeemed (core's CODE_REQUEST_ADDRESS_POLICY).
ALTER TABLE one_time_codes ADD COLUMN requested_from text;
ALTER TABLE one_time_codes ADD COLUMN accepted_at timestamptz;
CREATE INDEX one_time_codes_requested_from_idx ON one_time_codes (requested_from, requested_at DESC)
  WHERE requested_from IS NOT NULL;

-- Wrong passwords and codes by client address and what was guessed at (an email or a code's
-- destination), judged by core's LOGIN_THROTTLE_POLICY: the guesser waits, not the owner.
-- Replaces the per-email lock, which let anyone lock any account's password login.
CREATE TABLE login_failures (
  address text NOT NULL,
  subject text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_address_idx ON login_failures (address, failed_at DESC);
CREATE INDEX login_failures_pair_idx ON login_failures (address, subject, failed_at DESC);
DROP TABLE password_login_failures;
