/**
 * Paths of the group-buy (mua chung, spec 1 and 4), apart from API_PATHS so only the product
 * page's group-buy block, the room page and the seller's set-up carry them.
 */
export const GROUP_BUY_API_PATHS = {
  /** GET (anyone): a product's running offer and its open rooms. */
  product: (productId: string) => `api/v1/public/group-buy/products/${encodeURIComponent(productId)}`,
  /** GET (any visitor with the link, a guest token too): one room; the caller's role when logged in. */
  room: (roomId: string) => `api/v1/mobile/group-buy/rooms/${encodeURIComponent(roomId)}`,
  /** POST (buyer): opens a room of the product's offer, the caller its host. */
  open: (productId: string) => `api/v1/mobile/group-buy/products/${encodeURIComponent(productId)}/rooms`,
  /** POST (buyer): joins a room. */
  join: (roomId: string) => `api/v1/mobile/group-buy/rooms/${encodeURIComponent(roomId)}/join`,
  /** POST (member): invites an account by its phone or email, `{ contact }`. */
  invite: (roomId: string) => `api/v1/mobile/group-buy/rooms/${encodeURIComponent(roomId)}/invite`,
  /** POST (host): cancels the room; its orders are cancelled, paid ones refunded. */
  cancel: (roomId: string) => `api/v1/mobile/group-buy/rooms/${encodeURIComponent(roomId)}/cancel`,
  /** GET, PUT (seller): one of the shop's products' group-buy set-up. */
  seller: (productId: string) => `api/v1/seller/group-buy/products/${encodeURIComponent(productId)}`,
} as const;

/** Where a room's page lives (ours: the spec names the screen, not its path); share links and notifications point here. */
export const GROUP_BUY_ROOM_PATH = '/mua-chung';
/** The room page's route. */
export const GROUP_BUY_ROOM_PAGE = `${GROUP_BUY_ROOM_PATH}/$roomId` as const;
export const groupBuyRoomPagePath = (roomId: string): string => `${GROUP_BUY_ROOM_PATH}/${encodeURIComponent(roomId)}`;
