import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SIZE_ATTRIBUTES, sizeAttributeOf, SizeChartSchema, sizeChartParse, sizeRangeParse } from './size-chart.js';
import { makeRecordingLogger, makeSizeChartRows } from '../testing/shop-factories.js';

describe('sizeRangeParse', () => {
  it.each([
    ['84-88', { min: 84, max: 88 }],
    [' 84 - 88 ', { min: 84, max: 88 }],
    ['84–88', { min: 84, max: 88 }],
    ['88-84', { min: 84, max: 88 }],
    ['90', { min: 90, max: 90 }],
    [90, { min: 90, max: 90 }],
    ['84.5-88', null],
    ['84-', null],
    ['a-b', null],
    ['', null],
    [-1, null],
    [1.5, null],
    [null, null],
    // A number cell holds what a typed one can (six digits): 1000000 would pass as a number and fail as its text.
    [999_999, { min: 999_999, max: 999_999 }],
    [1_000_000, null],
  ])('%j -> %j', (values, range) => expect(sizeRangeParse(values)).toEqual(range));

  it('reads back any pair of whole numbers written as a-b', () => {
    fc.assert(
      fc.property(fc.nat(999_999), fc.nat(999_999), (a, b) => {
        expect(sizeRangeParse(`${a}-${b}`)).toEqual({ min: Math.min(a, b), max: Math.max(a, b) });
      }),
    );
  });
});

describe('SIZE_ATTRIBUTES', () => {
  it('maps the ten spec attributes, each once', () => {
    expect(Object.values(SIZE_ATTRIBUTES)).toEqual([
      'chest',
      'upper_waist',
      'lower_waist',
      'shoulder_length',
      'shirt_length',
      'hip',
      'trousers_length',
      'trouser_leg_width',
      'bust_cup',
      'length',
    ]);
    expect(sizeAttributeOf(6)).toBe('hip');
    expect(sizeAttributeOf(11)).toBeNull();
    expect(sizeAttributeOf(0)).toBeNull();
  });
});

describe('sizeChartParse', () => {
  it('parses rows into sizes with ranges and attributes', () => {
    const logger = makeRecordingLogger();
    const sizes = sizeChartParse(makeSizeChartRows(), logger);
    expect(sizes.map((size) => size.size_name)).toEqual(['S', 'M', 'L']);
    expect(sizes[1]?.measures[0]).toEqual({ attribute_id: 1, attribute: 'chest', name: 'Vòng ngực', min: 84, max: 88 });
    expect(logger.entries).toEqual([]);
  });

  it('takes the rows as JSON text or inside a { rows } object, and string attribute ids', () => {
    const logger = makeRecordingLogger();
    const expected = sizeChartParse(makeSizeChartRows(), logger);
    expect(sizeChartParse(JSON.stringify(makeSizeChartRows()), logger)).toEqual(expected);
    expect(sizeChartParse({ _id: 'chart-1', rows: makeSizeChartRows() }, logger)).toEqual(expected);
    const stringIds = makeSizeChartRows().map((row) => ({
      ...row,
      size_values: row.size_values.map((value) => ({ ...value, attribute_id: String(value.attribute_id) })),
    }));
    expect(sizeChartParse(stringIds, logger)).toEqual(expected);
    expect(logger.entries).toEqual([]);
  });

  it('keeps a cell of an unknown attribute, without an attribute name', () => {
    const rows = [{ size_name: 'F', size_values: [{ attribute_id: 42, name: 'Vòng tay', values: '15-17' }] }];
    expect(sizeChartParse(rows, makeRecordingLogger())[0]?.measures[0]?.attribute).toBeNull();
  });

  it.each([
    ['invalid JSON', '[{"size_name":'],
    ['unexpected shape', { rows: 'S,M,L' }],
    ['unexpected shape', [{ size_name: 'S' }]],
    ['invalid cell', [{ size_name: 'S', size_values: [{ attribute_id: 1, name: 'Vòng ngực', values: '80 to 84' }] }]],
    ['invalid cell', [{ size_name: 'S', size_values: [{ attribute_id: 'chest', name: 'Vòng ngực', values: '80-84' }] }]],
  ])('gives an empty list on a parse error (%s) and reports it to the logger only', (reason, raw) => {
    const logger = makeRecordingLogger();
    expect(sizeChartParse(raw, logger)).toEqual([]);
    expect(logger.entries).toHaveLength(1);
    expect(logger.entries[0]).toMatchObject({ level: 'error', message: `size chart parse error: ${reason}` });
  });

  it('never throws; an empty answer to a non-empty input was logged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json()), (raw) => {
        const logger = makeRecordingLogger();
        const sizes = sizeChartParse(raw, logger);
        if (logger.entries.length > 0) expect(sizes).toEqual([]);
        for (const size of sizes) for (const measure of size.measures) expect(measure.min).toBeLessThanOrEqual(measure.max);
      }),
    );
  });
});

describe('SizeChartSchema', () => {
  it('parses a chart with its rows', () => {
    const chart = { _id: 'chart-1', name: 'Áo dài', type: 'top', rows: makeSizeChartRows() };
    expect(SizeChartSchema.parse(chart)).toEqual(chart);
    expect(SizeChartSchema.safeParse({ _id: 'chart-1' }).success).toBe(false);
  });
});
