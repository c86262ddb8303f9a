/**
 * The buyer's orders for other features: `/tuong?order=1` renders `BuyerOrders` (its host
 * awaits `localeBundleReady(i18n, ORDERS_LOCALE_BUNDLE)` and `errorsReady(i18n)` first).
 */
export { BuyerOrders, ORDER_TAB_ALL, type BuyerOrdersProps } from './BuyerOrders';

/** The lazy locale bundle BuyerOrders and the order pages read their words from. */
export const ORDERS_LOCALE_BUNDLE = 'orders';
