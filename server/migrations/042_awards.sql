-- The annual awards event (spec sections 1, 2, 4, 8, 9). An edition has a voting window and
-- categories; a category's nominees are shops or products of the catalogue (the seed picks them:
-- server/src/awards/awards-seed.ts). Each account has one vote balance and the Vietnam day of its
-- last check-in (core's checkIn); a vote spends from it (core's voteCast) and adds to a nominee.
CREATE TABLE awards_editions (
  id text PRIMARY KEY,
  year integer NOT NULL,
  name text NOT NULL CHECK (char_length(name) <= 120),
  voting_starts_at timestamptz NOT NULL,
  voting_ends_at timestamptz NOT NULL,
  CHECK (voting_ends_at > voting_starts_at)
);

CREATE TABLE awards_categories (
  id text PRIMARY KEY,
  edition_id text NOT NULL REFERENCES awards_editions (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) <= 120),
  name_en text NOT NULL CHECK (char_length(name_en) <= 120),
  kind text NOT NULL CHECK (kind IN ('shop', 'product')),
  position integer NOT NULL
);
CREATE INDEX awards_categories_edition_idx ON awards_categories (edition_id, position);

CREATE TABLE awards_nominees (
  id text PRIMARY KEY,
  category_id text NOT NULL REFERENCES awards_categories (id) ON DELETE CASCADE,
  shop_id text REFERENCES shops (id),
  product_id text REFERENCES products (id),
  -- The running count (the seed starts it from the shop's followers or the product's sales).
  votes integer NOT NULL DEFAULT 0 CHECK (votes >= 0),
  position integer NOT NULL,
  CHECK ((shop_id IS NULL) <> (product_id IS NULL))
);
CREATE INDEX awards_nominees_category_idx ON awards_nominees (category_id, position);

-- One row per account that ever checked in; the balance cannot go below zero, whatever races.
CREATE TABLE awards_vote_balances (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  -- core's checkInDay: days since the epoch on the Vietnam calendar.
  last_check_in_day integer
);

CREATE TABLE awards_votes (
  id bigserial PRIMARY KEY,
  nominee_id text NOT NULL REFERENCES awards_nominees (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  count integer NOT NULL CHECK (count > 0),
  cast_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX awards_votes_user_idx ON awards_votes (user_id, cast_at DESC);
