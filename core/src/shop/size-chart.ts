import * as z from 'zod/mini';
import type { Logger } from '../ports/platform.js';
import { ok, err, type Result } from '../shared/result.js';
import { SizeChartRowSchema, type SizeValue } from './size-chart-schema.js';

export { SizeValueSchema, SizeChartRowSchema, SizeChartSchema, type SizeValue, type SizeChartRow, type SizeChart } from './size-chart-schema.js';

/**
 * The measurements a size chart column can hold (spec 3). The spec names them but not their
 * ids; we number them 1-10 in the spec's order, which is the order the seller's size-chart
 * form lists them. Change the map here if the API numbers them otherwise.
 */
export const SIZE_ATTRIBUTES = {
  1: 'chest',
  2: 'upper_waist',
  3: 'lower_waist',
  4: 'shoulder_length',
  5: 'shirt_length',
  6: 'hip',
  7: 'trousers_length',
  8: 'trouser_leg_width',
  9: 'bust_cup',
  10: 'length',
} as const;
export type SizeAttribute = (typeof SIZE_ATTRIBUTES)[keyof typeof SIZE_ATTRIBUTES];

/** The attribute an id stands for, or null for an id we do not know. */
export function sizeAttributeOf(id: number): SizeAttribute | null {
  return Object.hasOwn(SIZE_ATTRIBUTES, id) ? SIZE_ATTRIBUTES[id as keyof typeof SIZE_ATTRIBUTES] : null;
}

/** A parsed cell: its attribute and the whole-number range it covers, ends included. */
export interface SizeMeasure {
  readonly attribute_id: number;
  readonly attribute: SizeAttribute | null;
  readonly name: string;
  readonly min: number;
  readonly max: number;
}

/** A parsed row: one size and its measures. */
export interface SizeChartSize {
  readonly size_name: string;
  readonly measures: readonly SizeMeasure[];
}

/** The largest measure a cell holds (six digits, as a typed cell may have): a number cell and its text agree. */
export const SIZE_VALUE_MAX = 999_999;

// 'a-b' or a single 'a', whole numbers; en and em dashes are what phones type for '-'.
const RANGE = /^\s*(\d{1,6})\s*(?:[-–—]\s*(\d{1,6})\s*)?$/u;

/** The range a cell covers ('84-88' -> 84..88, '90' -> 90..90), or null when it is not one. */
export function sizeRangeParse(values: unknown): { readonly min: number; readonly max: number } | null {
  if (typeof values === 'number') return Number.isInteger(values) && values >= 0 && values <= SIZE_VALUE_MAX ? { min: values, max: values } : null;
  if (typeof values !== 'string') return null;
  const match = RANGE.exec(values);
  if (!match) return null;
  const first = Number(match[1]);
  const second = match[2] === undefined ? first : Number(match[2]);
  // '88-84' names the same sizes as '84-88'; sellers type either.
  return { min: Math.min(first, second), max: Math.max(first, second) };
}

const attributeIdOf = (id: number | string): number | null => {
  const number = typeof id === 'number' ? id : /^\s*\d+\s*$/.test(id) ? Number(id) : Number.NaN;
  return Number.isInteger(number) ? number : null;
};

interface ParseFailure {
  readonly reason: string;
  readonly detail: unknown;
}

function rowsOf(raw: unknown): Result<unknown, ParseFailure> {
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'rows' in raw) return ok(raw.rows);
  if (typeof raw !== 'string') return ok(raw);
  try {
    return ok(JSON.parse(raw) as unknown);
  } catch (cause) {
    return err({ reason: 'invalid JSON', detail: cause });
  }
}

function cellOf(cell: SizeValue): SizeMeasure | null {
  const range = sizeRangeParse(cell.values);
  const attributeId = attributeIdOf(cell.attribute_id);
  if (range === null || attributeId === null) return null;
  return { attribute_id: attributeId, attribute: sizeAttributeOf(attributeId), name: cell.name, ...range };
}

function sizesOf(raw: unknown): Result<SizeChartSize[], ParseFailure> {
  const rows = rowsOf(raw);
  if (!rows.ok) return rows;
  const parsed = z.array(SizeChartRowSchema).safeParse(rows.value);
  if (!parsed.success) return err({ reason: 'unexpected shape', detail: parsed.error.issues });
  const sizes: SizeChartSize[] = [];
  for (const [rowIndex, row] of parsed.data.entries()) {
    const measures: SizeMeasure[] = [];
    for (const [cellIndex, cell] of row.size_values.entries()) {
      const measure = cellOf(cell);
      if (measure === null) return err({ reason: 'invalid cell', detail: { rowIndex, cellIndex, cell } });
      measures.push(measure);
    }
    sizes.push({ size_name: row.size_name, measures });
  }
  return ok(sizes);
}

/**
 * A size chart's rows (a list, a `{ rows }` object or their JSON text) as sizes with whole-number
 * ranges. Spec 8: a size chart that cannot be parsed is an empty list, and the error is
 * console-only, so it goes to the logger and never to the user. One bad cell empties the chart:
 * a chart with a silently missing measure would suggest the wrong size.
 */
export function sizeChartParse(raw: unknown, logger: Logger): readonly SizeChartSize[] {
  const sizes = sizesOf(raw);
  if (sizes.ok) return sizes.value;
  logger.error(`size chart parse error: ${sizes.error.reason}`, sizes.error.detail);
  return [];
}
