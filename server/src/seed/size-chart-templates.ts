import type { SizeChartRow } from '@modavi/core';

/**
 * The kinds of size chart sellers of the demo shops keep, by the category they fit. Shoes have
 * none: their only column would be foot length, which no body measurement compares with, and
 * a chart in centimetres needs whole numbers.
 */
export type SizeChartKind = 'tops' | 'dresses' | 'bottoms';

export const SIZE_CHART_KIND_BY_CATEGORY: Readonly<Record<string, SizeChartKind>> = {
  'ao-so-mi': 'tops',
  'ao-thun': 'tops',
  'ao-khoac': 'tops',
  'vay-dam': 'dresses',
  'quan-jeans': 'bottoms',
};

export const SIZE_CHART_NAMES: Readonly<Record<SizeChartKind, string>> = {
  tops: 'Bảng size áo',
  dresses: 'Bảng size váy đầm',
  bottoms: 'Bảng size quần',
};

type Range = readonly [min: number, max: number];

/** One column: core's attribute id (SIZE_ATTRIBUTES), the name a Vietnamese seller types, a range per size. */
interface Column {
  readonly attributeId: number;
  readonly name: string;
  readonly ranges: Readonly<Record<string, Range>>;
}

const CHEST: Column = {
  attributeId: 1,
  name: 'Vòng ngực',
  ranges: { S: [80, 84], M: [85, 89], L: [90, 94], XL: [95, 100], XXL: [101, 106] },
};
const UPPER_WAIST: Column = {
  attributeId: 2,
  name: 'Vòng eo',
  ranges: { S: [62, 66], M: [67, 71], L: [72, 76], XL: [77, 82], XXL: [83, 88] },
};
const LOWER_WAIST: Column = {
  attributeId: 3,
  name: 'Vòng bụng',
  ranges: { S: [66, 70], M: [71, 75], L: [76, 80], XL: [81, 86], XXL: [87, 92] },
};
const SHOULDER: Column = {
  attributeId: 4,
  name: 'Rộng vai',
  ranges: { S: [36, 37], M: [38, 39], L: [40, 41], XL: [42, 43], XXL: [44, 45] },
};
const SHIRT_LENGTH: Column = {
  attributeId: 5,
  name: 'Dài áo',
  ranges: { S: [62, 64], M: [65, 67], L: [68, 70], XL: [71, 73], XXL: [74, 76] },
};
const HIP: Column = {
  attributeId: 6,
  name: 'Vòng mông',
  ranges: { S: [84, 88], M: [89, 93], L: [94, 98], XL: [99, 104], XXL: [105, 110] },
};
const TROUSERS_LENGTH: Column = {
  attributeId: 7,
  name: 'Dài quần',
  ranges: { S: [96, 98], M: [99, 101], L: [102, 104], XL: [105, 107], XXL: [108, 110] },
};
const COLUMNS: Readonly<Record<SizeChartKind, readonly Column[]>> = {
  tops: [CHEST, SHOULDER, SHIRT_LENGTH],
  dresses: [CHEST, UPPER_WAIST, HIP],
  bottoms: [LOWER_WAIST, HIP, TROUSERS_LENGTH],
};

/**
 * The rows of a chart for the sizes a product is sold in. `shift` moves every range by a few
 * centimetres (Korean cuts run smaller, some shops larger) so shops' charts differ; ranges stay
 * contiguous and whole, as sizeChartParse expects ('80-84').
 */
export function sizeChartRows(kind: SizeChartKind, sizes: readonly string[], shift: number): SizeChartRow[] {
  const columns = COLUMNS[kind];
  return sizes
    .filter((size) => columns.every((column) => column.ranges[size] !== undefined))
    .map((size) => ({
      size_name: size,
      size_values: columns.map((column) => {
        const [min, max] = column.ranges[size] as Range;
        return { values: `${min + shift}-${max + shift}`, attribute_id: column.attributeId, name: column.name };
      }),
    }));
}
