import { SIZE_CHART_TEMPLATES, type SellerSizeChart, type SizeChartType } from '@modavi/core';

/** The grid the form edits: one row per size, one text per template column (by attribute id). */
export interface SizeChartFields {
  name: string;
  rows: { size_name: string; cells: Record<string, string> }[];
}

/** A new chart starts with the sizes most shops sell. */
const STARTER_SIZES = ['S', 'M', 'L'];

export function sizeChartFieldsOf(chart: SellerSizeChart | undefined): SizeChartFields {
  if (!chart) return { name: '', rows: STARTER_SIZES.map((size_name) => ({ size_name, cells: {} })) };
  return {
    name: chart.name ?? '',
    rows: chart.rows.map((row) => ({
      size_name: row.size_name,
      cells: Object.fromEntries(row.size_values.map((cell) => [String(cell.attribute_id), String(cell.values)])),
    })),
  };
}

/** The form's grid in the API's shape, as core's sizeChartValidate reads it. */
export const sizeChartInput = (fields: SizeChartFields, type: SizeChartType) => ({
  name: fields.name,
  type,
  rows: fields.rows.map((row) => ({
    size_name: row.size_name,
    size_values: SIZE_CHART_TEMPLATES[type].map((attribute_id) => ({ attribute_id, values: row.cells[String(attribute_id)] ?? '', name: '' })),
  })),
});
