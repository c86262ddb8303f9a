-- Analytics events (spec section 7: view item, add to cart, purchase, blog detail), sent in
-- batches by the app. event_id is the client's: a batch sent again is stored once.
CREATE TABLE analytics_events (
  owner_id text NOT NULL,
  owner_kind text NOT NULL CHECK (owner_kind IN ('guest', 'user')),
  event_id text NOT NULL,
  name text NOT NULL CHECK (name IN ('view_item', 'add_to_cart', 'purchase', 'blog_detail')),
  object_id text NOT NULL,
  value bigint CHECK (value >= 0),
  quantity integer CHECK (quantity >= 0),
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  device_id text,
  received_seq bigserial,
  PRIMARY KEY (owner_id, event_id)
);

CREATE INDEX analytics_events_object_idx ON analytics_events (name, object_id);
CREATE INDEX analytics_events_received_idx ON analytics_events (received_seq DESC);
