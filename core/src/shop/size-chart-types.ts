import type { SIZE_ATTRIBUTES } from './size-chart.js';

// Without schemas: the create route reads `?type=` with sizeChartTypeOf, in the first visit's route tree.

/**
 * The kinds of chart the create page offers (`tao?type=`; the spec names the parameter, not its
 * values). A kind is a template: the measurements its columns hold, by SIZE_ATTRIBUTES id, in the
 * order the form shows them. Tops, dresses and bottoms are the seed's own charts.
 */
export const SIZE_CHART_TEMPLATES = {
  tops: [1, 4, 5],
  dresses: [1, 2, 6, 10],
  bottoms: [3, 6, 7, 8],
  skirts: [2, 6, 10],
} as const satisfies Readonly<Record<string, readonly (keyof typeof SIZE_ATTRIBUTES)[]>>;
export type SizeChartType = keyof typeof SIZE_CHART_TEMPLATES;
export const SIZE_CHART_TYPES = Object.keys(SIZE_CHART_TEMPLATES) as readonly SizeChartType[];

export const sizeChartTypeOf = (value: unknown): SizeChartType | null =>
  typeof value === 'string' && Object.hasOwn(SIZE_CHART_TEMPLATES, value) ? (value as SizeChartType) : null;

