-- The group-buy (mua chung, spec sections 1 and 4). A seller sets up one offer per product
-- (core's groupBuyOfferValidate); a buyer opens a room of it (price and size copied from the
-- offer at that moment, so a later edit never changes a running room), others join, and each
-- member's share is an ordinary order at the group price linked to the room.
CREATE TABLE group_buy_offers (
  product_id text PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  shop_id text NOT NULL REFERENCES shops (id),
  enabled boolean NOT NULL,
  group_price integer NOT NULL CHECK (group_price > 0),
  goal integer NOT NULL CHECK (goal >= 2),
  duration_hours integer NOT NULL CHECK (duration_hours > 0),
  starts_at timestamptz,
  ends_at timestamptz,
  updated_at timestamptz NOT NULL
);
CREATE INDEX group_buy_offers_shop_idx ON group_buy_offers (shop_id);

CREATE TABLE group_buy_rooms (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products (id),
  shop_id text NOT NULL REFERENCES shops (id),
  group_price integer NOT NULL CHECK (group_price > 0),
  goal integer NOT NULL CHECK (goal >= 2),
  status text NOT NULL CHECK (status IN ('open', 'completed', 'cancelled')),
  -- Accounts invited and not yet joined (core's GroupBuyRoom.invited).
  invited jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  closed_at timestamptz
);
CREATE INDEX group_buy_rooms_product_idx ON group_buy_rooms (product_id, status, expires_at);
-- The expiry sweep reads open rooms by deadline.
CREATE INDEX group_buy_rooms_open_idx ON group_buy_rooms (expires_at) WHERE status = 'open';

CREATE TABLE group_buy_members (
  room_id text NOT NULL REFERENCES group_buy_rooms (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('host', 'member')),
  paid boolean NOT NULL DEFAULT false,
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (room_id, user_id)
);
CREATE INDEX group_buy_members_user_idx ON group_buy_members (user_id);

-- Each order placed for a share; a member's cancelled order stays listed (its history), the live one is the last.
CREATE TABLE group_buy_orders (
  order_id text PRIMARY KEY REFERENCES orders (id),
  room_id text NOT NULL REFERENCES group_buy_rooms (id) ON DELETE CASCADE,
  user_id text NOT NULL
);
CREATE INDEX group_buy_orders_room_idx ON group_buy_orders (room_id, user_id);
