-- No token or code is kept as it was issued (spec, Identity): only digests, as 014 did for
-- bearer tokens. One-time codes are now keyed with the server-only pepper (MODAVI_CODE_PEPPER)
-- instead of the token secret every page is given; OAuth states keep a digest of the state, and
-- the PKCE verifier and nonce are derived from the state with the pepper instead of stored; the
-- stand-in provider keeps digests of its codes and access tokens. What was in flight (codes of
-- at most five minutes, social logins of at most ten) cannot be checked any more: used up.

UPDATE one_time_codes SET consumed_at = requested_at WHERE consumed_at IS NULL;

DELETE FROM oauth_states;
ALTER TABLE oauth_states RENAME COLUMN state TO state_hash;
ALTER TABLE oauth_states DROP COLUMN code_verifier;
ALTER TABLE oauth_states DROP COLUMN nonce;

DELETE FROM oauth_stand_in_grants;
ALTER TABLE oauth_stand_in_grants RENAME COLUMN code TO code_hash;
ALTER TABLE oauth_stand_in_grants RENAME COLUMN access_token TO access_token_hash;

-- Wrong current passwords per account at a password change (core's PASSWORD_CHANGE_POLICY):
-- a session someone else got hold of cannot guess the password at will.
CREATE TABLE password_change_failures (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  failed_at timestamptz NOT NULL
);

CREATE INDEX password_change_failures_user_idx ON password_change_failures (user_id, failed_at DESC);
