import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS } from '../format/epoch-ms.js';
import {
  PRODUCT_FILTER_STATES,
  productApprovalDecide,
  productApprovalExpected,
  productFilterMatches,
  productFilterState,
  SellerProductSchema,
  type ProductApprovalStatus,
} from './seller-product.js';
import { makeSellerProduct } from '../testing/seller-catalogue-factories.js';

const productArb = fc
  .record({
    quantity: fc.nat(5),
    approval_status: fc.constantFrom<ProductApprovalStatus>('waiting_confirmation', 'confirmed', 'rejected'),
    is_hidden: fc.boolean(),
    is_draft: fc.boolean(),
  })
  .map((fields) => makeSellerProduct(fields));

describe('productFilterState', () => {
  it.each([
    [{}, 'available'],
    [{ quantity: 0 }, 'sold_out'],
    [{ is_hidden: true, quantity: 0 }, 'hidden'],
    [{ is_draft: true, approval_status: 'rejected' as const }, 'draft'],
    [{ approval_status: 'waiting_confirmation' as const, is_hidden: true }, 'pending_confirmation'],
    [{ approval_status: 'rejected' as const, quantity: 0 }, 'rejected'],
  ])('%j is %s', (overrides, state) => expect(productFilterState(makeSellerProduct(overrides))).toBe(state));

  it('puts each product under exactly one tab besides all', () => {
    fc.assert(
      fc.property(productArb, (product) => {
        const tabs = PRODUCT_FILTER_STATES.filter((tab) => productFilterMatches(product, tab));
        expect(tabs).toEqual(['all', productFilterState(product)]);
      }),
    );
  });

  it('only calls a product available when buyers can buy it', () => {
    fc.assert(
      fc.property(productArb, (product) => {
        const buyable = !product.is_draft && !product.is_hidden && product.approval_status === 'confirmed' && product.quantity > 0;
        expect(productFilterState(product) === 'available').toBe(buyable);
      }),
    );
  });
});

describe('SellerProductSchema', () => {
  it('defaults the flags and rejects an unknown approval status', () => {
    const { is_hidden: _hidden, is_draft: _draft, sold: _sold, ...row } = makeSellerProduct();
    expect(SellerProductSchema.parse(row)).toEqual(makeSellerProduct());
    expect(SellerProductSchema.safeParse({ ...row, approval_status: 'approved' }).success).toBe(false);
  });
});

describe('product approval', () => {
  it('expects an answer 2 to 3 days after submission', () => {
    expect(productApprovalExpected(0)).toEqual({ earliest: 2 * DAY_MS, latest: 3 * DAY_MS });
  });

  it('decides only a product waiting for confirmation', () => {
    expect(productApprovalDecide('waiting_confirmation', 'confirm')).toEqual({ ok: true, value: 'confirmed' });
    expect(productApprovalDecide('waiting_confirmation', 'reject')).toEqual({ ok: true, value: 'rejected' });
    expect(productApprovalDecide('confirmed', 'reject')).toEqual({ ok: false, error: 'PRODUCT.APPROVAL_NOT_WAITING' });
    expect(productApprovalDecide('rejected', 'confirm')).toEqual({ ok: false, error: 'PRODUCT.APPROVAL_NOT_WAITING' });
  });
});
