-- A browser's login is bound to an HttpOnly cookie: the token the page can read (the login
-- cookie, sealed with the secret every page carries) no longer works alone. `binding_hash` is
-- the SHA-256 of the cookie's value; `browser_bound` marks a session issued to a browser, whose
-- token is then refused without the cookie from anywhere. Sessions from before have neither:
-- a browser must log in again.
ALTER TABLE sessions ADD COLUMN binding_hash text;
ALTER TABLE sessions ADD COLUMN browser_bound boolean NOT NULL DEFAULT false;
