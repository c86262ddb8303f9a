import { describe, expect, it } from 'vitest';
import { refundShop } from './refund-shop.js';

describe('refundShop: a return belongs to the shop whose goods it holds', () => {
  it('names the one shop, and refuses goods of several shops or none', () => {
    expect(refundShop(['shop-a', 'shop-a'])).toEqual({ ok: true, value: 'shop-a' });
    expect(refundShop(['shop-a', 'shop-b'])).toEqual({ ok: false, error: 'REFUND.REQUEST_ONE_SHOP' });
    expect(refundShop([])).toEqual({ ok: false, error: 'REFUND.REQUEST_ONE_SHOP' });
  });
});
