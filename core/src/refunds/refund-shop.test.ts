import { describe, expect, it } from 'vitest';
import { refundableShopParts, refundItemsOfShop, refundShop } from './refund-shop.js';

describe('refundShop: a return belongs to the shop whose goods it holds', () => {
  it('names the one shop, and refuses goods of several shops or none', () => {
    expect(refundShop(['shop-a', 'shop-a'])).toEqual({ ok: true, value: 'shop-a' });
    expect(refundShop(['shop-a', 'shop-b'])).toEqual({ ok: false, error: 'REFUND.REQUEST_ONE_SHOP' });
    expect(refundShop([])).toEqual({ ok: false, error: 'REFUND.REQUEST_ONE_SHOP' });
  });
});

describe('refundItemsOfShop: the lines a return of one shop asks for', () => {
  const part = (shop: string, items: [string, number][], cancelled_by: string | null = null) => ({
    shop: { _id: shop },
    items: items.map(([_id, quantity]) => ({ _id, quantity })),
    cancelled_by,
  });

  it('sends no lines for an order of one live shop: the server takes them all', () => {
    expect(refundItemsOfShop([part('a', [['1', 2]])], 'a')).toEqual([]);
    expect(refundItemsOfShop([part('a', [['1', 2]]), part('b', [['2', 1]], 'SELLER')], 'a')).toEqual([]);
  });

  it("names every line of the chosen shop's part, whole, and nothing of another shop", () => {
    const parts = [part('a', [['1', 2], ['2', 1]]), part('b', [['3', 4]])];
    expect(refundItemsOfShop(parts, 'a')).toEqual([
      { order_item_id: '1', quantity: 2 },
      { order_item_id: '2', quantity: 1 },
    ]);
    expect(refundItemsOfShop(parts, 'b')).toEqual([{ order_item_id: '3', quantity: 4 }]);
    expect(refundItemsOfShop(parts, 'c')).toEqual([]);
  });

  it('offers only live parts', () => {
    expect(refundableShopParts([part('a', [['1', 1]]), part('b', [['2', 1]], 'SELLER')]).map((p) => p.shop._id)).toEqual(['a']);
  });
});
