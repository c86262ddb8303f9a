import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SIZE_CHART_FORM_CODES, SIZE_CHART_ROWS_MAX, SIZE_CHART_TEMPLATES, SIZE_CHART_TYPES, sizeChartValidate, type SizeChartType } from './size-chart-form.js';
import { sizeChartParse } from './size-chart.js';
import { SHOP_ERRORS } from './shop-errors.js';
import { makeRecordingLogger } from '../testing/shop-factories.js';

const row = (size_name: string, type: SizeChartType, cell: (attributeId: number) => unknown) => ({
  size_name,
  size_values: SIZE_CHART_TEMPLATES[type].map((attribute_id) => ({ attribute_id, values: cell(attribute_id), name: '' })),
});
const issuesOf = (input: unknown) => {
  const result = sizeChartValidate(input);
  return result.ok ? [] : result.error.map(({ field, code }) => `${field}:${code}`);
};

describe('sizeChartValidate', () => {
  it('cleans a chart: ranges written min-max, names from the template, other cells dropped', () => {
    const input = { name: ' Bảng size áo ', type: 'tops', rows: [{ size_name: 'M', size_values: [
      { attribute_id: 1, values: '88 – 84', name: 'x' },
      { attribute_id: '4', values: 38, name: 'x' },
      { attribute_id: 5, values: '65-67', name: 'x' },
      { attribute_id: 9, values: '1-2', name: 'x' },
    ] }] };
    expect(sizeChartValidate(input)).toEqual({ ok: true, value: { name: 'Bảng size áo', type: 'tops', rows: [{ size_name: 'M', size_values: [
      { values: '84-88', attribute_id: 1, name: 'Vòng ngực' },
      { values: '38', attribute_id: 4, name: 'Rộng vai' },
      { values: '65-67', attribute_id: 5, name: 'Dài áo' },
    ] }] } });
  });

  it('lists what is missing', () => {
    expect(issuesOf({})).toEqual(['name:SIZE_CHART.NAME_REQUIRED', 'type:SIZE_CHART.TYPE_INVALID', 'rows:SIZE_CHART.ROWS_REQUIRED']);
    expect(issuesOf({ name: 'Áo', type: 'tops', rows: [row('', 'tops', () => 'x'), row('m', 'tops', () => '1-2'), row('M', 'tops', () => '1-2')] })).toEqual([
      'rows.0.size_name:SIZE_CHART.SIZE_NAME_REQUIRED',
      'rows.0.size_values.1:SIZE_CHART.RANGE_INVALID',
      'rows.0.size_values.4:SIZE_CHART.RANGE_INVALID',
      'rows.0.size_values.5:SIZE_CHART.RANGE_INVALID',
      'rows.2.size_name:SIZE_CHART.SIZE_NAME_DUPLICATE',
    ]);
    expect(issuesOf({ name: 'Áo', type: 'tops', rows: Array.from({ length: SIZE_CHART_ROWS_MAX + 1 }, (_, i) => row(`S${i}`, 'tops', () => '1')) })).toEqual([
      'rows:SIZE_CHART.ROWS_TOO_MANY',
    ]);
  });

  it('never throws, uses its own codes with messages, and what it accepts parses to every row', () => {
    const cellArb = fc.oneof(fc.anything(), fc.nat(300), fc.tuple(fc.nat(300), fc.nat(300)).map(([a, b]) => `${a}-${b}`));
    const chartArb = fc.record({
      name: fc.oneof(fc.string(), fc.anything()),
      type: fc.oneof(fc.constantFrom(...SIZE_CHART_TYPES), fc.anything()),
      rows: fc.oneof(
        fc.anything(),
        fc.array(fc.record({ size_name: fc.string({ maxLength: 4 }), size_values: fc.array(fc.record({ attribute_id: fc.integer({ min: 1, max: 10 }), values: cellArb, name: fc.string() })) }), { maxLength: 6 }),
      ),
    });
    fc.assert(
      fc.property(fc.oneof(fc.anything(), chartArb), (input) => {
        const result = sizeChartValidate(input);
        if (!result.ok) {
          for (const found of result.error) {
            expect(SIZE_CHART_FORM_CODES).toContain(found.code);
            expect(SHOP_ERRORS).toHaveProperty([found.code]);
          }
          return;
        }
        const logger = makeRecordingLogger();
        expect(sizeChartParse(result.value.rows, logger)).toHaveLength(result.value.rows.length);
      }),
    );
  });
});
