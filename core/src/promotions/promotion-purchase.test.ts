import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { promotionPurchaseCheck, promotionPurchaseMax, type PromotionPurchase } from './promotion-purchase.js';
import type { PromotionItem } from './promotion-program.js';
import { makePromotionItem } from '../testing/promotions-factories.js';
import { wildNumberArb } from '../testing/pricing-factories.js';

const limitArb = fc.option(fc.integer({ min: 1, max: 10 }), { nil: null });
const itemArb: fc.Arbitrary<PromotionItem> = fc
  .record({ purchase_limit_per_order: limitArb, order_limit_per_user: limitArb, product_limit: fc.integer({ min: 1, max: 50 }) })
  .map((limits) => makePromotionItem(limits));
const purchaseArb: fc.Arbitrary<PromotionPurchase> = fc.record({
  quantity: fc.integer({ min: 1, max: 20 }),
  alreadyBoughtByUser: fc.nat({ max: 30 }),
  ordersByUser: fc.nat({ max: 10 }),
  stockLeft: fc.nat({ max: 60 }),
});

/** The oracle: each limit as the spec states it, checked one by one. */
function referenceCode(item: PromotionItem, p: PromotionPurchase): string | null {
  if (p.quantity > Math.min(p.stockLeft, item.product_limit)) return 'PROMOTION.STOCK_EXCEEDED';
  const perOrder = item.purchase_limit_per_order;
  const orders = item.order_limit_per_user;
  if (perOrder != null && p.quantity > perOrder) return 'PROMOTION.USER_LIMIT_EXCEEDED';
  if (orders != null && p.ordersByUser >= orders) return 'PROMOTION.USER_LIMIT_EXCEEDED';
  if (perOrder != null && orders != null && p.alreadyBoughtByUser + p.quantity > perOrder * orders) return 'PROMOTION.USER_LIMIT_EXCEEDED';
  return null;
}

describe('promotionPurchaseCheck', () => {
  it('agrees with the oracle', () => {
    fc.assert(
      fc.property(itemArb, purchaseArb, (item, purchase) => {
        const result = promotionPurchaseCheck(item, purchase);
        expect(result.ok ? null : result.error.code).toBe(referenceCode(item, purchase));
      }),
    );
  });

  it('accepts exactly up to the maximum it reports, and reports that maximum when it refuses', () => {
    fc.assert(
      fc.property(itemArb, purchaseArb, (item, purchase) => {
        const max = promotionPurchaseMax(item, purchase);
        const result = promotionPurchaseCheck(item, purchase);
        expect(result.ok).toBe(purchase.quantity <= max);
        if (!result.ok) expect(result.error.params).toEqual({ max });
        if (max > 0) expect(promotionPurchaseCheck(item, { ...purchase, quantity: max }).ok).toBe(true);
      }),
    );
  });

  it('never accepts on broken numbers', () => {
    fc.assert(
      fc.property(itemArb, purchaseArb, fc.constantFrom('quantity', 'stockLeft', 'ordersByUser'), (item, purchase, key) => {
        const broken = { ...purchase, [key]: Number.NaN };
        if (key !== 'ordersByUser' || item.order_limit_per_user != null) expect(promotionPurchaseCheck(item, broken).ok).toBe(false);
      }),
    );
    fc.assert(
      fc.property(itemArb, purchaseArb, wildNumberArb(), (item, purchase, n) => {
        expect(() => promotionPurchaseCheck(item, { ...purchase, alreadyBoughtByUser: n, stockLeft: n })).not.toThrow();
      }),
    );
  });

  it('asks to adjust the quantity when the promotion stock is short', () => {
    const item = makePromotionItem({ purchase_limit_per_order: 5 });
    expect(promotionPurchaseCheck(item, { quantity: 4, alreadyBoughtByUser: 0, ordersByUser: 0, stockLeft: 3 })).toEqual({
      ok: false,
      error: { code: 'PROMOTION.STOCK_EXCEEDED', params: { max: 3 } },
    });
  });

  it('refuses past the per-order limit, the order limit and the per-user total', () => {
    const item = makePromotionItem({ purchase_limit_per_order: 2, order_limit_per_user: 3 });
    const fresh = { quantity: 2, alreadyBoughtByUser: 0, ordersByUser: 0, stockLeft: 50 };
    expect(promotionPurchaseCheck(item, fresh)).toEqual({ ok: true, value: 2 });
    expect(promotionPurchaseCheck(item, { ...fresh, quantity: 3 })).toMatchObject({ error: { code: 'PROMOTION.USER_LIMIT_EXCEEDED', params: { max: 2 } } });
    expect(promotionPurchaseCheck(item, { ...fresh, ordersByUser: 3 })).toMatchObject({ error: { code: 'PROMOTION.USER_LIMIT_EXCEEDED', params: { max: 0 } } });
    expect(promotionPurchaseCheck(item, { ...fresh, ordersByUser: 2, alreadyBoughtByUser: 5 })).toMatchObject({
      error: { code: 'PROMOTION.USER_LIMIT_EXCEEDED', params: { max: 1 } },
    });
  });

  it('never sells more than the item product limit, whatever the stock says', () => {
    const item = makePromotionItem({ product_limit: 10, purchase_limit_per_order: null, order_limit_per_user: null });
    expect(promotionPurchaseCheck(item, { quantity: 11, alreadyBoughtByUser: 0, ordersByUser: 0, stockLeft: 100 }).ok).toBe(false);
    expect(promotionPurchaseCheck(item, { quantity: 10, alreadyBoughtByUser: 0, ordersByUser: 0, stockLeft: 100 }).ok).toBe(true);
  });
});
