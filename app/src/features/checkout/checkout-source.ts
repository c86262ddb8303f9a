import * as z from 'zod/mini';
import type { KeyValueStore } from '@modavi/core';

/**
 * What the checkout buys, kept in this tab's session storage rather than in the address:
 * the spec's after-login rule reloads /thanh-toan without its query string, and sends an
 * express checkout from /thanh-toan-2 to /thanh-toan?x=true&l=true, so the purchase must
 * survive both. `cart`: the cart lines ticked on /gio-hang. `express`: one item bought straight
 * from the product page ("buy now"), never through the cart.
 */
const CartSourceSchema = z.object({ kind: z.literal('cart'), line_ids: z.array(z.string()) });
const ExpressSourceSchema = z.object({
  kind: z.literal('express'),
  product_id: z.string(),
  variant_id: z.nullable(z.string()),
  quantity: z.number().check(z.int(), z.minimum(1)),
  /** A group-buy room whose share this buys (features/group-buy): the server prices it at the group price. */
  group_buy_room_id: z.optional(z.nullable(z.string())),
});
const CheckoutSourceSchema = z.discriminatedUnion('kind', [CartSourceSchema, ExpressSourceSchema]);
export type CheckoutSource = z.infer<typeof CheckoutSourceSchema>;
export type ExpressSource = z.infer<typeof ExpressSourceSchema>;

/** Session storage keys of the checkout: one for the cart's selection, one for "buy now". */
export const CHECKOUT_SOURCE_KEYS = { cart: 'checkoutCartLines', express: 'checkoutExpressItem' } as const;

function read(store: KeyValueStore, key: string): CheckoutSource | null {
  const raw = store.get(key);
  if (!raw) return null;
  try {
    const parsed = CheckoutSourceSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function checkoutSourceSave(store: KeyValueStore, source: CheckoutSource): void {
  store.set(source.kind === 'cart' ? CHECKOUT_SOURCE_KEYS.cart : CHECKOUT_SOURCE_KEYS.express, JSON.stringify(source));
}

/** The express item (from /thanh-toan-2, or /thanh-toan?x=true after login), else the cart's selection. */
export function checkoutSourceRead(store: KeyValueStore, express: boolean): CheckoutSource | null {
  return read(store, express ? CHECKOUT_SOURCE_KEYS.express : CHECKOUT_SOURCE_KEYS.cart);
}

/** Once the order is placed, the same purchase must not be offered again. */
export function checkoutSourceClear(store: KeyValueStore, source: CheckoutSource): void {
  store.remove(source.kind === 'cart' ? CHECKOUT_SOURCE_KEYS.cart : CHECKOUT_SOURCE_KEYS.express);
}
