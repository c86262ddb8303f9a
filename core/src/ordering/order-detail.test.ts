import { describe, expect, it } from 'vitest';
import { OrderPageSchema } from './order-page.js';
import { OrderSchema } from './order.js';
import { PaymentLinkSchema } from './order-payment.js';
import { ReasonSchema } from './order-reason.js';
import { makeOrder } from '../testing/ordering-factories.js';
import { makeAddress } from '../testing/identity-factories.js';

describe('the order as its detail page reads it', () => {
  it('carries the address, totals, vouchers, payment status and refund when the server sends them', () => {
    const detailed = {
      ...makeOrder(),
      payment_status: 'paid',
      address: makeAddress(),
      totals: { subtotal: 450_000, discount: 0, shop_vouchers: 0, platform_vouchers: 100_000, shipping_fee: 30_000, shipping_discount: 0, cash_back: 0, payable: 380_000 },
      vouchers: [{ code: 'CHAO100K', name: 'Quà chào bạn mới 100K', kind: 'product_discount', amount: 100_000, shop_id: null }],
      refund_id: 'refund-1',
    };
    const parsed = OrderSchema.parse(detailed);
    expect(parsed).toMatchObject({ payment_status: 'paid', refund_id: 'refund-1', totals: { payable: 380_000 } });
    expect(parsed.vouchers?.[0]?.code).toBe('CHAO100K');
  });

  it('still reads an order without them, and refuses a payment status it does not know', () => {
    expect(OrderSchema.safeParse(makeOrder()).success).toBe(true);
    expect(OrderSchema.safeParse({ ...makeOrder(), payment_status: 'maybe' }).success).toBe(false);
    expect(OrderPageSchema.safeParse({ items: [makeOrder()], page: 1, limit: 20, total: 1 }).success).toBe(true);
  });

  it('reads payment links and reasons', () => {
    expect(PaymentLinkSchema.safeParse({ _id: 'p', order_id: 'o', payment_method: 'MOMO', amount: 1, status: 'pending', url: 'http://x' }).success).toBe(true);
    expect(PaymentLinkSchema.safeParse({ _id: 'p', order_id: 'o', payment_method: 'CASH2', amount: 1, status: 'pending' }).success).toBe(false);
    expect(ReasonSchema.safeParse({ _id: 'r', type: 'refund', name: 'Hàng lỗi' }).success).toBe(true);
    expect(ReasonSchema.safeParse({ _id: 'r', type: 'other', name: 'x' }).success).toBe(false);
  });
});
