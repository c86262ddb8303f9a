import type { Db } from '../db/db.js';
import { checkoutPromotions } from '../checkout/checkout-promotions.js';
import { lineSalePrice } from './cart-build.js';
import type { CartLineRow } from './cart-lines.js';

/**
 * The unit price of each cart line under a running promotion (by line id), found exactly as
 * checkout finds it (checkoutPromotions, core's promotionItemPrice), so the cart shows what
 * checkout will charge. Lines under no promotion are absent.
 */
export async function cartPromotionPrices(db: Db, ownerId: string, rows: readonly CartLineRow[], now: number): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const lines = rows.map((row, index) => ({
    request: { field: `lines.${index}`, productId: row.product_id, variantId: row.variant_id, quantity: row.quantity },
    salePrice: lineSalePrice(row),
  }));
  const { promotions } = await checkoutPromotions(db, ownerId, lines, now, false);
  const prices = new Map<string, number>();
  rows.forEach((row, index) => {
    const promotion = promotions.get(index);
    if (promotion) prices.set(row.id, promotion.unitPrice);
  });
  return prices;
}
