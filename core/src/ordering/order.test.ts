import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeOrder, makeOrderShop } from '../testing/ordering-factories.js';
import { OrderSchema } from './order.js';

describe('OrderSchema', () => {
  it('parses the factory order', () => {
    const parsed = OrderSchema.safeParse(makeOrder());
    expect(parsed.success).toBe(true);
  });

  it('strips unknown fields and defaults the international flag and history', () => {
    const { is_international: _flag, status_history: _history, ...rest } = makeOrder();
    const parsed = OrderSchema.safeParse({ ...rest, internal_note: 'x' });
    expect(parsed.success && parsed.data.is_international).toBe(false);
    expect(parsed.success && parsed.data.status_history).toEqual([]);
    expect(parsed.success && 'internal_note' in parsed.data).toBe(false);
  });

  it.each(['_id', 'shops', 'total_order_payment', 'payment_method', 'status', 'created_at'] as const)(
    'fails without %s',
    (field) => {
      const order: Record<string, unknown> = { ...makeOrder() };
      delete order[field];
      expect(OrderSchema.safeParse(order).success).toBe(false);
    },
  );

  it('refuses an order without shops, a shop without items and a zero quantity', () => {
    expect(OrderSchema.safeParse(makeOrder({ shops: [] })).success).toBe(false);
    expect(OrderSchema.safeParse(makeOrder({ shops: [makeOrderShop({ items: [] })] })).success).toBe(false);
    const shop = makeOrderShop();
    const zero = { ...shop, items: shop.items.map((item) => ({ ...item, quantity: 0 })) };
    expect(OrderSchema.safeParse(makeOrder({ shops: [zero] })).success).toBe(false);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (value) => void OrderSchema.safeParse(value)));
  });
});
