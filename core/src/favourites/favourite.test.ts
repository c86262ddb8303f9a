import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { favouriteToggle, type FavouriteState } from './favourite.js';

const stateArb: fc.Arbitrary<FavouriteState> = fc.record({ product_id: fc.constant('product-1'), favourite: fc.boolean(), favourites: fc.nat(1000) });

describe('favouriteToggle', () => {
  it('sets the flag, moves the count by at most one and never below 0', () => {
    fc.assert(
      fc.property(stateArb, fc.boolean(), (state, favourite) => {
        const next = favouriteToggle(state, favourite);
        expect(next.favourite).toBe(favourite);
        expect(Math.abs(next.favourites - state.favourites)).toBeLessThanOrEqual(1);
        expect(next.favourites).toBeGreaterThanOrEqual(0);
        expect(favouriteToggle(next, favourite)).toEqual(next);
      }),
    );
    expect(favouriteToggle({ product_id: 'p', favourite: false, favourites: 2 }, true).favourites).toBe(3);
  });
});
