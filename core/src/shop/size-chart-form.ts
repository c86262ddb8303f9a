import { ok, err } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldRecord, fieldText } from '../format/field-read.js';
import { textLength } from '../format/text.js';
import { SIZE_ATTRIBUTES, sizeRangeParse, type SizeAttribute } from './size-chart.js';
import type { SizeChartRow } from './size-chart-schema.js';

import { SIZE_CHART_TEMPLATES, sizeChartTypeOf, type SizeChartType } from './size-chart-types.js';
export { SIZE_CHART_TEMPLATES, SIZE_CHART_TYPES, sizeChartTypeOf, type SizeChartType } from './size-chart-types.js';

/** The column names a chart keeps in `size_values[].name` (what buyers read above each column). */
export const SIZE_ATTRIBUTE_NAMES: Readonly<Record<SizeAttribute, string>> = {
  chest: 'Vòng ngực',
  upper_waist: 'Vòng eo',
  lower_waist: 'Vòng bụng',
  shoulder_length: 'Rộng vai',
  shirt_length: 'Dài áo',
  hip: 'Vòng mông',
  trousers_length: 'Dài quần',
  trouser_leg_width: 'Rộng ống quần',
  bust_cup: 'Cúp ngực',
  length: 'Chiều dài',
};

/** Limits the spec does not give: a chart's name, its sizes, one size's name. */
export const SIZE_CHART_NAME_MAX = 100;
export const SIZE_CHART_ROWS_MAX = 20;
export const SIZE_CHART_SIZE_NAME_MAX = 20;

/** What the create and update forms submit, cleaned: every cell written 'min-max' (or 'n'). */
export interface SizeChartDraft {
  readonly name: string;
  readonly type: SizeChartType;
  readonly rows: readonly SizeChartRow[];
}

export const SIZE_CHART_FORM_CODES = [
  'SIZE_CHART.NAME_REQUIRED',
  'SIZE_CHART.NAME_TOO_LONG',
  'SIZE_CHART.TYPE_INVALID',
  'SIZE_CHART.ROWS_REQUIRED',
  'SIZE_CHART.ROWS_TOO_MANY',
  'SIZE_CHART.SIZE_NAME_REQUIRED',
  'SIZE_CHART.SIZE_NAME_TOO_LONG',
  'SIZE_CHART.SIZE_NAME_DUPLICATE',
  'SIZE_CHART.RANGE_INVALID',
] as const;
type SizeChartFormCode = (typeof SIZE_CHART_FORM_CODES)[number];

/** A cell's text as the chart keeps it: '84-88', or '90' for a single value. */
const rangeText = (range: { readonly min: number; readonly max: number }): string => (range.min === range.max ? `${range.min}` : `${range.min}-${range.max}`);

/** The value a row gives an attribute: its `size_values` entry with that attribute_id. */
function cellValue(row: Record<string, unknown>, attributeId: number): unknown {
  const values = Array.isArray(row['size_values']) ? (row['size_values'] as unknown[]) : [];
  const cell = values.map(fieldRecord).find((candidate) => String(candidate['attribute_id']) === String(attributeId));
  return cell?.['values'];
}

function rowCheck(raw: unknown, index: number, type: SizeChartType, seen: Set<string>, add: (field: string, code: SizeChartFormCode, params?: Record<string, number>) => void): SizeChartRow {
  const row = fieldRecord(raw);
  const sizeName = fieldText(row['size_name']);
  if (sizeName === '') add(`rows.${index}.size_name`, 'SIZE_CHART.SIZE_NAME_REQUIRED');
  else if (textLength(sizeName) > SIZE_CHART_SIZE_NAME_MAX) add(`rows.${index}.size_name`, 'SIZE_CHART.SIZE_NAME_TOO_LONG', { max: SIZE_CHART_SIZE_NAME_MAX });
  else if (seen.has(sizeName.toLocaleUpperCase('vi'))) add(`rows.${index}.size_name`, 'SIZE_CHART.SIZE_NAME_DUPLICATE');
  seen.add(sizeName.toLocaleUpperCase('vi'));
  const size_values = SIZE_CHART_TEMPLATES[type].map((attributeId) => {
    const range = sizeRangeParse(cellValue(row, attributeId));
    if (range === null) add(`rows.${index}.size_values.${attributeId}`, 'SIZE_CHART.RANGE_INVALID');
    return { values: range === null ? '' : rangeText(range), attribute_id: attributeId, name: SIZE_ATTRIBUTE_NAMES[SIZE_ATTRIBUTES[attributeId]] };
  });
  return { size_name: sizeName, size_values };
}

/**
 * Checks a size chart form and lists every issue: name required (at most SIZE_CHART_NAME_MAX);
 * type one of SIZE_CHART_TYPES; 1 to SIZE_CHART_ROWS_MAX rows; each row a size name (required,
 * at most SIZE_CHART_SIZE_NAME_MAX, not repeated, case aside) and, for every column of the
 * type's template, a whole number or an 'a-b' range (core's sizeRangeParse; field
 * `rows.{row}.size_values.{attribute_id}`). Cells of other attributes are dropped. The cleaned
 * chart always parses with sizeChartParse. Never throws.
 */
export function sizeChartValidate(input: unknown): Validation<SizeChartDraft> {
  const fields = fieldRecord(input);
  const issues: ValidationIssue[] = [];
  const add = (field: string, code: SizeChartFormCode, params?: Record<string, number>) => issues.push(issue(field, code, params));
  const name = fieldText(fields['name']);
  if (name === '') add('name', 'SIZE_CHART.NAME_REQUIRED');
  else if (textLength(name) > SIZE_CHART_NAME_MAX) add('name', 'SIZE_CHART.NAME_TOO_LONG', { max: SIZE_CHART_NAME_MAX });
  const type = sizeChartTypeOf(fields['type']);
  if (type === null) add('type', 'SIZE_CHART.TYPE_INVALID');
  const rawRows = Array.isArray(fields['rows']) ? (fields['rows'] as unknown[]) : [];
  if (rawRows.length === 0) add('rows', 'SIZE_CHART.ROWS_REQUIRED');
  if (rawRows.length > SIZE_CHART_ROWS_MAX) add('rows', 'SIZE_CHART.ROWS_TOO_MANY', { max: SIZE_CHART_ROWS_MAX });
  if (type === null || rawRows.length > SIZE_CHART_ROWS_MAX) return err(issues);
  const seen = new Set<string>();
  const rows = rawRows.map((row, index) => rowCheck(row, index, type, seen, add));
  if (issues.length > 0) return err(issues);
  return ok({ name, type, rows });
}
