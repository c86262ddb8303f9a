import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS } from '../format/epoch-ms.js';
import {
  BULK_EDIT_NUMBER_MAX,
  bulkEditCheck,
  bulkEditKey,
  bulkEditNumberRead,
  bulkEditPriceChanged,
  type BulkEditInput,
  type BulkEditItem,
} from './product-bulk-edit.js';

const NOW = 1_800_000_000_000;

const itemArb = fc.record({
  product_id: fc.constantFrom('p1', 'p2', 'p3'),
  variant_id: fc.constantFrom(null, 'v1', 'v2'),
  product_name: fc.constant('Áo thun cổ tròn'),
  variant_name: fc.constant(null),
  price: fc.integer({ min: 0, max: 5_000_000 }),
  stock: fc.integer({ min: 0, max: 500 }),
});
const itemsArb = fc.uniqueArray(itemArb, { selector: (item) => bulkEditKey(item.product_id, item.variant_id), minLength: 1, maxLength: 9 });
const cellArb = fc.oneof(fc.integer({ min: -10, max: 5_000_000 }), fc.constantFrom('', '189.000', '-3', 'abc', '12,5', null), fc.double());
const mapOf = (items: readonly BulkEditItem[]) => new Map(items.map((item) => [bulkEditKey(item.product_id, item.variant_id), item]));

/** Lines over the items (each at most once), with any cells; plus lines naming ids the shop does not have. */
const linesArb = itemsArb.chain((items) =>
  fc
    .tuple(
      fc.subarray(items).chain((picked) => fc.tuple(...picked.map((item) => fc.tuple(fc.constant(item), cellArb, cellArb)))),
      fc.array(fc.tuple(fc.constantFrom('p9', 'other-shop', ''), cellArb, cellArb), { maxLength: 3 }),
    )
    .map(([known, unknown]) => {
      const lines: BulkEditInput[] = [
        ...known.map(([item, price, stock]) => ({ product_id: item.product_id, variant_id: item.variant_id, price, stock })),
        ...unknown.map(([id, price, stock]) => ({ product_id: id, variant_id: null, price, stock })),
      ].map((line, index) => ({ ...line, line: index + 2 }));
      return { items, lines };
    }),
);

describe('bulkEditNumberRead', () => {
  it('reads every whole number from 0 to the maximum, as a number, as text and as a price typed with dots', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BULK_EDIT_NUMBER_MAX }), (n) => {
        expect(bulkEditNumberRead(n)).toBe(n);
        expect(bulkEditNumberRead(String(n))).toBe(n);
        expect(bulkEditNumberRead(n.toLocaleString('vi-VN'))).toBe(n);
      }),
    );
  });

  it('refuses negatives, fractions, words and numbers past the maximum; an empty cell is missing, never 0', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: -1 }), (n) => {
      expect(bulkEditNumberRead(n)).toBe('invalid');
    }));
    fc.assert(fc.property(fc.integer({ min: -1e9, max: -1 }), (n) => {
      expect(bulkEditNumberRead(String(n))).toBe('invalid');
    }));
    expect(bulkEditNumberRead(1.5)).toBe('invalid');
    expect(bulkEditNumberRead('mười')).toBe('invalid');
    expect(bulkEditNumberRead(BULK_EDIT_NUMBER_MAX + 1)).toBe('invalid');
    expect(bulkEditNumberRead('')).toBe('missing');
    expect(bulkEditNumberRead('  ')).toBe('missing');
    expect(bulkEditNumberRead(null)).toBe('missing');
  });
});

describe('bulkEditCheck', () => {
  it('judges each line on its own when no lock holds: a refused line never changes another', () => {
    fc.assert(
      fc.property(linesArb, ({ items, lines }) => {
        const map = mapOf(items);
        const together = bulkEditCheck(lines, map, new Map(), NOW);
        expect(together.map((outcome) => outcome.line)).toEqual(lines.map((line) => line.line));
        lines.forEach((line, index) => expect(together[index]).toEqual(bulkEditCheck([line], map, new Map(), NOW)[0]));
      }),
    );
  });

  it('calls every id the shop does not hold unknown, and saves only known lines with good cells', () => {
    fc.assert(
      fc.property(linesArb, ({ items, lines }) => {
        const map = mapOf(items);
        for (const outcome of bulkEditCheck(lines, map, new Map(), NOW)) {
          const known = map.has(bulkEditKey(outcome.product_id, outcome.variant_id));
          if (!known) expect(outcome.issues.map((found) => found.code)).toContain('BULK.UNKNOWN_ID');
          if (outcome.status !== 'refused') {
            expect(known).toBe(true);
            expect(outcome.price).not.toBeNull();
            expect(outcome.stock).not.toBeNull();
          }
        }
      }),
    );
  });

  it('refuses the price lines of a product whose lock is full, keeps its stock-only lines, and counts one change per product', () => {
    fc.assert(
      fc.property(itemsArb, fc.integer({ min: 1, max: 1000 }), (items, bump) => {
        const map = mapOf(items);
        const lines = items.flatMap((item, index): BulkEditInput[] => [
          { line: index * 2 + 2, product_id: item.product_id, variant_id: item.variant_id, price: item.price + bump, stock: item.stock },
        ]);
        const stockOnly = items.map((item, index) => ({ line: 100 + index, product_id: item.product_id, variant_id: item.variant_id, price: item.price, stock: item.stock + 1 }));
        const full = new Map(items.map((item) => [item.product_id, [NOW - DAY_MS, NOW - 2 * DAY_MS, NOW - 3 * DAY_MS]]));
        const locked = bulkEditCheck(lines, map, full, NOW);
        expect(locked.every((outcome) => outcome.status === 'refused' && outcome.issues[0]?.code === 'PRODUCT.CANNOT_UPDATE_PRICE')).toBe(true);
        expect(bulkEditCheck(stockOnly, map, full, NOW).every((outcome) => outcome.status === 'changed')).toBe(true);
        const open = bulkEditCheck(lines, map, new Map(items.map((item) => [item.product_id, [NOW - DAY_MS]])), NOW);
        expect(open.every((outcome) => outcome.status === 'changed')).toBe(true);
        expect(bulkEditPriceChanged(open, map).sort()).toEqual([...new Set(items.map((item) => item.product_id))].sort());
      }),
    );
  });

  it('refuses a second line for the same item and lets a never-listed product change freely', () => {
    const item: BulkEditItem = { product_id: 'p1', variant_id: null, product_name: 'Áo', variant_name: null, price: 100, stock: 1 };
    const map = mapOf([item]);
    const twice = bulkEditCheck(
      [
        { line: 2, product_id: 'p1', variant_id: '', price: 120, stock: 1 },
        { line: 3, product_id: 'p1', variant_id: null, price: 130, stock: 1 },
      ],
      map,
      new Map([['p1', null]]),
      NOW,
    );
    expect(twice.map((outcome) => outcome.status)).toEqual(['changed', 'refused']);
    expect(twice[1]?.issues[0]?.code).toBe('BULK.DUPLICATE_ROW');
  });
});
