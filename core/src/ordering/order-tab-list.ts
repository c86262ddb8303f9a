/**
 * The buyer's order list tabs (spec section 2), in screen order, without a schema: the orders
 * route reads its `?tab=` with `orderTabRead`, and the route tree is part of every first visit
 * (a module with top-level zod schemas would be bundled whole there).
 */
export const ORDER_TABS = ['to_confirm', 'preparing', 'shipping', 'delivered', 'cancelled', 'return_refund'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The tab a value names, or null. */
export const orderTabRead = (value: unknown): OrderTab | null => ((ORDER_TABS as readonly unknown[]).includes(value) ? (value as OrderTab) : null);
