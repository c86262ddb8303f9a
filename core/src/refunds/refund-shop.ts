import { err, ok, type Result } from '../shared/result.js';

/**
 * The shop a return belongs to: the one shop whose goods its lines hold. Only that shop's
 * seller sees and answers it, so a return holding goods of several shops (or none) is
 * refused; the buyer returns each shop's goods on their own.
 */
export function refundShop(lineShopIds: readonly string[]): Result<string, 'REFUND.REQUEST_ONE_SHOP'> {
  const shops = new Set(lineShopIds);
  const [only] = shops;
  return shops.size === 1 && only !== undefined ? ok(only) : err('REFUND.REQUEST_ONE_SHOP');
}

/** What a return needs to know of an order's shop parts. */
export interface RefundableShopPart {
  readonly shop: { readonly _id: string };
  readonly items: readonly { readonly _id: string; readonly quantity: number }[];
  readonly cancelled_by?: string | null | undefined;
}

/** The parts a buyer may return goods of: those still live (a cancelled part shipped nothing). */
export function refundableShopParts<Part extends RefundableShopPart>(parts: readonly Part[]): Part[] {
  return parts.filter((part) => !part.cancelled_by);
}

/**
 * The lines of a return of one shop's goods: every line of that shop's live part, whole. An
 * order of one shop sends no lines (the server takes them all); an order of several must name
 * one shop's, since a return belongs to one shop (`refundShop`).
 */
export function refundItemsOfShop(parts: readonly RefundableShopPart[], shopId: string): { order_item_id: string; quantity: number }[] {
  const live = refundableShopParts(parts);
  if (live.length <= 1) return [];
  const part = live.find((candidate) => candidate.shop._id === shopId);
  return part ? part.items.map((item) => ({ order_item_id: item._id, quantity: item.quantity })) : [];
}
