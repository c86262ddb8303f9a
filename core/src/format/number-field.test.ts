import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { numberFieldValid } from './number-field.js';

describe('numberFieldValid', () => {
  it.each([
    [0, true],
    [12, true],
    [0.5, true],
    ['0', true],
    [' 12 ', true],
    ['12.5', true],
    ['.5', true],
    [-1, false],
    [-0.01, false],
    ['-3', false],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
    [Infinity, false],
    ['abc', false],
    ['1,5', false],
    ['1e3', false],
    [true, false],
    [[], false],
    [{}, false],
  ])('%j -> %s', (value, expected) => {
    expect(numberFieldValid(value)).toBe(expected);
  });

  it('never throws and answers a boolean for anything', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(typeof numberFieldValid(value)).toBe('boolean');
    }));
  });

  it('accepts exactly the finite numbers that are not negative, typed or as text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(numberFieldValid(value)).toBe(value >= 0);
      }),
    );
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: 99 }), (whole, cents) => {
        expect(numberFieldValid(`${whole}.${cents}`)).toBe(true);
        expect(numberFieldValid(`-${whole + 1}`)).toBe(false);
      }),
    );
  });
});
