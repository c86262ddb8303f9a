-- Issue 24: what one client may make the server do in a window of time (tracking events, posts,
-- comments, shares, uploads, chat messages), counted in the database so that every process of
-- a deployment spends from the same budget.
CREATE TABLE volume_budgets (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  used integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX volume_budgets_window_idx ON volume_budgets (window_start);

-- A pseudonymous key of the address a guest's events came from, so that fresh guest tokens from
-- one place cannot each count as another visitor of a shop.
ALTER TABLE tracking_sessions ADD COLUMN client_key text;
ALTER TABLE analytics_events ADD COLUMN client_key text;
