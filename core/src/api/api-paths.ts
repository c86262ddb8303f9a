/**
 * Paths of the commerce API, relative to its base address. The spec's cart paths are exact;
 * the catalogue and guest-token paths are ours (the spec does not show them).
 */
export const API_PATHS = {
  cartAll: 'api/v1/mobile/carts/all',
  cartCount: 'api/v1/mobile/carts/count',
  cartAdd: 'api/v1/mobile/carts',
  cartQuantities: (lineId: string) => `api/v1/mobile/carts/${encodeURIComponent(lineId)}/quantities`,
  cartLine: (lineId: string) => `api/v1/mobile/carts/${encodeURIComponent(lineId)}`,
  cartDeleteMany: 'api/v1/mobile/carts/delete-many',
  products: 'api/v1/public/products',
  product: (id: string) => `api/v1/public/products/${encodeURIComponent(id)}`,
  categories: 'api/v1/public/categories',
  ipCountry: 'api/v1/public/get-ip-country',
  guestToken: 'api/v1/public/guest-token',
} as const;

/** HTTP header names the spec requires on every call. */
export const API_HEADERS = {
  authorization: 'authorization',
  country: 'country',
  language: 'language',
  sessionId: 'session-id',
  deviceId: 'device-id',
} as const;

/** The scheme word before the token in the authorization header. */
export const AUTH_SCHEME = 'Bearer';
