import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { moneyFormat, moneyShort, numberFormat, priceParse, SINGAPORE_PREFIX, type MoneyFormatOptions } from './money-format.js';
import { vnd } from './money.js';

/** '1.234.567' or '1.234.567,8' or '1.234.567,89', optionally negative. */
const FORMATTED = /^-?(0|[1-9]\d{0,2}(\.\d{3})*)(,\d?[1-9])?$/;

const optionsArb: fc.Arbitrary<MoneyFormatOptions> = fc.record(
  { mark: fc.constantFrom('đ' as const, '₫' as const), singapore: fc.boolean() },
  { requiredKeys: [] },
);

describe('money formatters are total', () => {
  it('never throw and always return a string, whatever they are given', () => {
    fc.assert(
      fc.property(fc.anything(), optionsArb, (input, options) => {
        expect(typeof numberFormat(input as number)).toBe('string');
        expect(typeof moneyFormat(input as number, options)).toBe('string');
        expect(typeof moneyShort(input as number)).toBe('string');
        expect(Number.isFinite(priceParse(input as string))).toBe(true);
      }),
    );
  });

  it('print non-finite numbers as 0', () => {
    for (const value of [Number.NaN, Infinity, -Infinity]) {
      expect(numberFormat(value)).toBe('0');
      expect(moneyShort(value)).toBe('0');
      expect(moneyFormat(value)).toBe('0đ');
    }
  });
});

describe('numberFormat', () => {
  it('groups thousands with dots and keeps at most two decimals', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(numberFormat(value)).toMatch(FORMATTED);
      }),
    );
  });

  it('differs from the amount by at most half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const text = numberFormat(value);
        const back = Number(text.replace(/\./g, '').replace(',', '.'));
        expect(Math.abs(back - value)).toBeLessThanOrEqual(0.005 + Math.abs(value) * 1e-15);
      }),
    );
  });

  it('round-trips through priceParse for every non-negative integer', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(priceParse(numberFormat(n))).toBe(n);
      }),
    );
  });

  it('prints whole amounts of any size without decimals or exponents', () => {
    expect(numberFormat(562_949_953_421_311)).toBe('562.949.953.421.311');
    expect(numberFormat(1e21)).toBe('1.000.000.000.000.000.000.000');
    expect(numberFormat(Number.MAX_VALUE)).toMatch(/^179\.769\.313\.486(\.\d{3})+$/);
    expect(priceParse(numberFormat(Number.MAX_VALUE))).toBe(Number.MAX_VALUE);
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [1_250_000, '1.250.000'],
    [1_234_567.891, '1.234.567,89'],
    [1.5, '1,5'],
    [0.1 + 0.2, '0,3'],
    [-1_500, '-1.500'],
    [-0.001, '0'],
    [999.999, '1.000'],
  ])('numberFormat(%s) is %s', (value, expected) => {
    expect(numberFormat(value)).toBe(expected);
  });
});

describe('moneyFormat', () => {
  it('appends the đ mark by default, as the spec shows', () => {
    expect(moneyFormat(vnd(1_250_000))).toBe('1.250.000đ');
  });

  it('uses the ₫ mark on request', () => {
    expect(moneyFormat(vnd(1_250_000), { mark: '₫' })).toBe('1.250.000₫');
  });

  it("prefixes 'S$ ' for Singapore instead of a mark", () => {
    expect(SINGAPORE_PREFIX).toBe('S$ ');
    expect(moneyFormat(vnd(1_250_000), { singapore: true, mark: '₫' })).toBe('S$ 1.250.000');
  });

  it('is the formatted number plus the mark or prefix', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), optionsArb, (value, options) => {
        const number = numberFormat(value);
        const expected = options.singapore ? `S$ ${number}` : `${number}${options.mark ?? 'đ'}`;
        expect(moneyFormat(value, options)).toBe(expected);
      }),
    );
  });
});

describe('moneyShort', () => {
  it.each([
    [1_500_000_000, '1,5 tỷ'],
    [2_000_000_000, '2 tỷ'],
    [250_000_000, '250tr'],
    [1_200_000, '1,2tr'],
    [99_000, '99k'],
    [1_000, '1k'],
    [999, '999'],
    [-1_500, '-1,5k'],
    [999_999, '1tr'],
    [999_999_999, '1 tỷ'],
  ])('moneyShort(%s) is %s', (value, expected) => {
    expect(moneyShort(value)).toBe(expected);
  });

  it('uses the largest unit and shows fewer than a thousand of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (value) => {
        const match = /^(-?[\d.]+(?:,\d+)?)( tỷ|tr|k)?$/.exec(moneyShort(value));
        expect(match).not.toBeNull();
        const [, number = '', unit] = match ?? [];
        const shown = Math.abs(Number(number.replace(/\./g, '').replace(',', '.')));
        if (unit !== ' tỷ') expect(shown).toBeLessThan(1000);
        if (unit !== undefined) expect(shown).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('priceParse', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    [' 1.200,000 ', 1_200_000],
    ['1.250.000', 1_250_000],
    ['1 250 000', 1_250_000],
    ['abc', 0],
    ['12đ', 0],
  ])('priceParse(%j) is %s', (text, expected) => {
    expect(priceParse(text)).toBe(expected);
  });

  it('ignores spaces, dots and commas anywhere in the digits', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.array(fc.constantFrom(' ', '.', ','), { maxLength: 20 }), fc.nat(), (n, noise, seed) => {
        const chars = String(n).split('');
        noise.forEach((c, i) => chars.splice((seed + i * 7) % (chars.length + 1), 0, c));
        expect(priceParse(chars.join(''))).toBe(n);
      }),
    );
  });
});
