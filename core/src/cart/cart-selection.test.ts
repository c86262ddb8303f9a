import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartArb } from '../testing/arbitraries.js';
import { cartInvalidLineIds, cartSelectedLineIds, cartSelectionApply, cartSelectionSetAll, cartSelectionState } from './cart-selection.js';
import { cartTotal } from './cart-total.js';

describe('cart selection', () => {
  it('never selects an invalid line, whatever the ticks say', () => {
    fc.assert(
      fc.property(cartArb(), (cart) => {
        const ticks = Object.fromEntries(cart.invalid.flatMap((group) => group.items.map((line) => [line._id, true])));
        const applied = cartSelectionApply(cart, ticks);
        expect(applied.invalid.flatMap((group) => group.items).every((line) => !line.is_selected)).toBe(true);
      }),
    );
  });

  it('unticking everything makes the total zero; ticking everything makes the state all', () => {
    fc.assert(
      fc.property(cartArb(), (cart) => {
        const none = cartSelectionApply(cart, cartSelectionSetAll(cart, null, false, {}));
        expect(cartTotal(none).total).toBe(0);
        expect(cartSelectionState(none, null)).toBe('none');
        const all = cartSelectionApply(cart, cartSelectionSetAll(cart, null, true, {}));
        const hasLines = cart.valid.some((group) => group.items.length > 0);
        expect(cartSelectionState(all, null)).toBe(hasLines ? 'all' : 'none');
      }),
    );
  });

  it('a shop-level tick touches only that shop', () => {
    fc.assert(
      fc.property(cartArb(), (cart) => {
        const first = cart.valid[0];
        fc.pre(first !== undefined && cart.valid.length > 1);
        const applied = cartSelectionApply(cart, cartSelectionSetAll(cart, first!.shop._id, false, {}));
        const others = applied.valid.slice(1).flatMap((group) => group.items);
        const originals = cart.valid.slice(1).flatMap((group) => group.items);
        expect(others.map((line) => line.is_selected)).toEqual(originals.map((line) => line.is_selected));
      }),
    );
  });

  it('delete selected takes exactly the ticked valid lines, never an invalid one', () => {
    fc.assert(
      fc.property(cartArb(), fc.func(fc.boolean()), (cart, tick) => {
        const ticks = Object.fromEntries([...cart.valid, ...cart.invalid].flatMap((group) => group.items.map((line) => [line._id, tick(line._id)])));
        const applied = cartSelectionApply(cart, ticks);
        const ids = cartSelectedLineIds(applied);
        const invalid = new Set(cartInvalidLineIds(applied));
        expect(ids.some((id) => invalid.has(id))).toBe(false);
        const ticked = cart.valid.flatMap((group) => group.items).filter((line) => ticks[line._id]);
        expect(ids).toEqual(ticked.map((line) => line._id));
        expect(ids.length).toBe(cartTotal(applied).selectedLines);
      }),
    );
  });

  it('remove invalid items takes every invalid line and no valid one', () => {
    fc.assert(
      fc.property(cartArb(), (cart) => {
        const ids = cartInvalidLineIds(cart);
        expect(ids).toEqual(cart.invalid.flatMap((group) => group.items.map((line) => line._id)));
        const valid = new Set(cart.valid.flatMap((group) => group.items.map((line) => line._id)));
        expect(ids.some((id) => valid.has(id))).toBe(false);
      }),
    );
  });
});
