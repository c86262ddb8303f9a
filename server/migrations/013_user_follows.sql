-- People following people (spec: buyers follow shops and people). A wall counts both ways.
CREATE TABLE user_follows (
  follower_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  followee_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);

CREATE INDEX user_follows_followee_idx ON user_follows (followee_id);
