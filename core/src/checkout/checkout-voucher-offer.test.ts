import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { voucherOffersOrder } from './checkout-voucher-offer.js';

const offer = fc.record({ id: fc.nat(), applicable: fc.boolean(), saved: fc.boolean() });

describe('voucherOffersOrder', () => {
  it('puts saved vouchers that apply first, then the other usable ones, then saved refused ones', () => {
    const ordered = voucherOffersOrder([
      { id: 'refused', applicable: false, saved: false },
      { id: 'usable', applicable: true, saved: false },
      { id: 'saved-refused', applicable: false, saved: true },
      { id: 'saved-usable', applicable: true, saved: true },
    ]);
    expect(ordered.map((entry) => entry.id)).toEqual(['saved-usable', 'usable', 'saved-refused', 'refused']);
  });

  it('is a permutation, ranked, and stable within a rank', () => {
    fc.assert(
      fc.property(fc.uniqueArray(offer, { selector: (entry) => entry.id }), (offers) => {
        const ordered = voucherOffersOrder(offers);
        expect([...ordered].sort((a, b) => a.id - b.id)).toEqual([...offers].sort((a, b) => a.id - b.id));
        const rankOf = (entry: { applicable: boolean; saved: boolean }) => (entry.applicable ? 0 : 2) + (entry.saved ? 0 : 1);
        for (let index = 1; index < ordered.length; index += 1) {
          const before = ordered[index - 1]!;
          const after = ordered[index]!;
          expect(rankOf(before)).toBeLessThanOrEqual(rankOf(after));
          if (rankOf(before) === rankOf(after)) expect(offers.indexOf(before)).toBeLessThan(offers.indexOf(after));
        }
      }),
    );
  });
});
