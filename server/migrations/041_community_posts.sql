-- The community feed (spec 2, 3): posts, their likes, bookmarks and comments. `seq` orders the
-- feed newest first and is its cursor (a page asks for posts below the last seq it saw), so a
-- post written while someone scrolls never repeats or skips a card.
CREATE TABLE community_posts (
  id text PRIMARY KEY,
  seq bigserial UNIQUE,
  author_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content text NOT NULL DEFAULT '',
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  video text,
  hashtags text[] NOT NULL DEFAULT '{}',
  tags text[] NOT NULL DEFAULT '{}',
  product_ids text[] NOT NULL DEFAULT '{}',
  body_shape text,
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz
);

CREATE INDEX community_posts_author_idx ON community_posts (author_id, seq DESC);
CREATE INDEX community_posts_hashtags_idx ON community_posts USING gin (hashtags);

CREATE TABLE community_post_likes (
  post_id text NOT NULL REFERENCES community_posts(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);

CREATE TABLE community_post_bookmarks (
  post_id text NOT NULL REFERENCES community_posts(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  seq bigserial,
  PRIMARY KEY (post_id, user_id)
);

CREATE INDEX community_post_bookmarks_user_idx ON community_post_bookmarks (user_id, seq DESC);

-- Who shared a post (an account or a guest's session owner): the share count counts each once.
CREATE TABLE community_post_shares (
  post_id text NOT NULL REFERENCES community_posts(id) ON DELETE CASCADE,
  owner_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, owner_id)
);

-- A comment (parent_id null) or a reply to one; a reply's replies hang on the same top comment.
CREATE TABLE community_comments (
  id text PRIMARY KEY,
  seq bigserial UNIQUE,
  post_id text NOT NULL REFERENCES community_posts(id) ON DELETE CASCADE,
  parent_id text REFERENCES community_comments(id) ON DELETE CASCADE,
  author_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content text NOT NULL DEFAULT '',
  image text,
  mentions text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz
);

CREATE INDEX community_comments_post_idx ON community_comments (post_id, parent_id, seq);
