/**
 * Paths of the seller's settings (cai-dat) and pause mode, ours (the spec shows none). Kept out
 * of API_PATHS so they load with the seller area, not with a buyer's first visit.
 */
export const SELLER_SETTINGS_PATHS = {
  shipping: 'api/v1/seller/settings/shipping',
  returnPolicy: 'api/v1/seller/settings/return-policy',
  payment: 'api/v1/seller/settings/payment',
  shopInfo: 'api/v1/seller/settings/shop-info',
  /** GET: the pause; PUT { until: 'YYYY-MM-DD', note }: turn it on; DELETE: turn it off. */
  pause: 'api/v1/seller/settings/pause',
} as const;
