import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VOUCHER_KINDS } from './voucher.js';
import { voucherCodeNormalize, voucherSlot } from './voucher-slot.js';

describe('voucherSlot', () => {
  it('gives every shop one slot, whatever the kind', () => {
    for (const kind of VOUCHER_KINDS) expect(voucherSlot({ shop_id: 'shop-1', kind })).toBe('shop:shop-1');
    expect(voucherSlot({ shop_id: 'shop-1', kind: 'shop' })).not.toBe(voucherSlot({ shop_id: 'shop-2', kind: 'shop' }));
  });

  it('gives the platform one slot per effect: goods, shipping, cash back', () => {
    expect(VOUCHER_KINDS.map((kind) => voucherSlot({ shop_id: null, kind }))).toEqual([
      'platform:goods',
      'platform:cash_back',
      'platform:goods',
      'platform:shipping',
    ]);
  });
});

describe('voucherCodeNormalize', () => {
  it('ignores case and surrounding spaces, and is stable', () => {
    expect(voucherCodeNormalize('  freeShip ')).toBe('FREESHIP');
    // Codes are letters and digits (spec: at most 9 characters); what buyers add around them is spaces and case.
    fc.assert(
      fc.property(fc.stringMatching(/^ {0,3}[a-zA-Z0-9]{1,9} {0,3}$/), (typed) => {
        expect(voucherCodeNormalize(voucherCodeNormalize(typed))).toBe(voucherCodeNormalize(typed));
        expect(voucherCodeNormalize(typed)).toMatch(/^[A-Z0-9]{1,9}$/);
      }),
    );
  });
});
