-- Chat between buyers and shops (spec sections 2, 3, 4, 7; issue 13's seller chat). One room per
-- buyer and shop; its id is core's chatRoomId ('shop:{shopId}:buyer:{userId}'), so the socket
-- checks a party against the id alone. Each side keeps its own read point (the last message it
-- read, by seq), a "marked unread" flag (chat/unread-message, chat/unread-all) and a hidden flag
-- (chat/hide-room-chat); a new message shows the room to both sides again.
CREATE TABLE chat_rooms (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  buyer_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz,
  buyer_read_seq bigint NOT NULL DEFAULT 0,
  seller_read_seq bigint NOT NULL DEFAULT 0,
  buyer_marked_unread boolean NOT NULL DEFAULT false,
  seller_marked_unread boolean NOT NULL DEFAULT false,
  buyer_hidden boolean NOT NULL DEFAULT false,
  seller_hidden boolean NOT NULL DEFAULT false,
  UNIQUE (shop_id, buyer_id)
);

CREATE INDEX chat_rooms_buyer_idx ON chat_rooms (buyer_id, last_message_at DESC NULLS LAST);
CREATE INDEX chat_rooms_shop_idx ON chat_rooms (shop_id, last_message_at DESC NULLS LAST);

-- A message: text (core's CHAT_TEXT_MAX), an uploaded picture, a product's card (by id: the
-- card shows the product as the catalogue has it). seq orders a room's messages and is the read point.
CREATE TABLE chat_messages (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  room_id text NOT NULL REFERENCES chat_rooms (id) ON DELETE CASCADE,
  sender_kind text NOT NULL CHECK (sender_kind IN ('buyer', 'seller')),
  sender_id text NOT NULL,
  text text NOT NULL DEFAULT '' CHECK (char_length(text) <= 1000),
  image_url text,
  product_id text REFERENCES products (id) ON DELETE SET NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX chat_messages_room_idx ON chat_messages (room_id, seq DESC);
-- The dashboard's response figures read a shop's messages over a period.
CREATE INDEX chat_messages_sent_idx ON chat_messages (sent_at);
