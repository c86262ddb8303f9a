import type { ShopSummary } from '../catalogue/shop.js';

/**
 * Whether a shop's parcels leave from abroad: what it told the server (its shipping origin),
 * else its country (a shop in Korea ships from Korea, one in Vietnam from Vietnam).
 */
export const shopShipsFromAbroad = (shop: Pick<ShopSummary, 'country' | 'ships_from_abroad'>): boolean =>
  shop.ships_from_abroad ?? shop.country !== 'VN';

/** A parcel crosses a border when it leaves from abroad or goes to an address abroad. */
export const shippingCrossesBorder = (fromAbroad: boolean, toAbroad: boolean): boolean => fromAbroad || toAbroad;

/**
 * Spec section 8: an order is international when any of its shops' parcels crosses a border.
 * `toAbroad` is false while no address is chosen (the buyer's address is in Vietnam until said otherwise).
 */
export const orderIsInternational = (shopsFromAbroad: readonly boolean[], toAbroad: boolean): boolean =>
  shopsFromAbroad.some((fromAbroad) => shippingCrossesBorder(fromAbroad, toAbroad));

/** Spec section 8: international orders do not support returns; every other order may be returned. */
export const orderReturnSupported = (international: boolean): boolean => !international;
