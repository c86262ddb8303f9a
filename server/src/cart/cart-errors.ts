/** Why a cart change was refused; the HTTP layer maps each to a status and a stable error code. */
export type CartRefusal =
  | 'PRODUCT_NOT_FOUND'
  | 'VARIANT_REQUIRED'
  | 'VARIANT_NOT_FOUND'
  | 'OUT_OF_STOCK'
  | 'LINE_NOT_FOUND'
  | 'SHOP_PAUSED';
