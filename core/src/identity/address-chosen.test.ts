import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addressChosen } from './address-chosen.js';

const entry = (id: string, isDefault = false) => ({ _id: id, is_default: isDefault });
const book = fc.uniqueArray(fc.record({ _id: fc.string({ minLength: 1, maxLength: 6 }), is_default: fc.boolean() }), {
  selector: (address) => address._id,
  maxLength: 8,
});

describe('addressChosen', () => {
  it.each([
    [[], null, null],
    [[entry('a'), entry('b', true)], null, 'b'],
    [[entry('a'), entry('b')], null, 'a'],
    [[entry('a'), entry('b', true)], 'a', 'a'],
    [[entry('a'), entry('b', true)], 'gone', 'b'],
  ] as const)('book %j, choice %j -> %j', (addresses, choice, expected) => {
    expect(addressChosen(addresses, choice)?._id ?? null).toBe(expected);
  });

  it('is null only for an empty book, and otherwise always an address of the book', () => {
    fc.assert(
      fc.property(book, fc.option(fc.string({ maxLength: 6 })), (addresses, choice) => {
        const chosen = addressChosen(addresses, choice);
        if (addresses.length === 0) expect(chosen).toBeNull();
        else expect(addresses).toContain(chosen);
      }),
    );
  });

  it("keeps the buyer's choice while it is in the book, else prefers the default", () => {
    fc.assert(
      fc.property(book, fc.option(fc.string({ maxLength: 6 })), (addresses, choice) => {
        const chosen = addressChosen(addresses, choice);
        if (addresses.some((address) => address._id === choice)) expect(chosen?._id).toBe(choice);
        else if (addresses.some((address) => address.is_default)) expect(chosen?.is_default).toBe(true);
        else expect(chosen).toBe(addresses[0] ?? null);
      }),
    );
  });
});
