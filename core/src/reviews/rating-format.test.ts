import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ratingFormat } from './rating-format.js';

describe('ratingFormat', () => {
  it('shows one decimal with the decimal comma', () => {
    expect([4.9, 5, 0, 4.85, 3.04].map(ratingFormat)).toEqual(['4,9', '5,0', '0,0', '4,9', '3,0']);
  });

  it('reads back as the rating rounded to a tenth, within 0-5', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (rating) => {
        const shown = ratingFormat(rating);
        expect(shown).toMatch(/^[0-5],\d$/);
        const back = Number(shown.replace(',', '.'));
        expect(Math.abs(back - Math.min(5, Math.max(0, rating)))).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});
