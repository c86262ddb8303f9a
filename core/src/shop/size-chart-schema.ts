import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';

// The size chart's wire shapes, apart from its parsing (size-chart.ts): the product schema
// needs only these, and every page that reads a product should not carry the parser.

/** One cell as the API sends it: the raw 'a-b' text (or a number) of one attribute. */
export const SizeValueSchema = z.object({
  values: z.union([z.string(), z.number()]),
  attribute_id: z.union([z.number(), z.string()]),
  name: z.string(),
});
export type SizeValue = z.infer<typeof SizeValueSchema>;

export const SizeChartRowSchema = z.object({ size_name: z.string(), size_values: z.array(SizeValueSchema) });
export type SizeChartRow = z.infer<typeof SizeChartRowSchema>;

/** A seller's size chart (quan-ly-size-chart). */
export const SizeChartSchema = z.object({
  _id: IdSchema,
  name: z.nullish(z.string()),
  /** The chart's kind as the create page's `type` query gives it (tops, bottoms, ...). */
  type: z.nullish(z.string()),
  rows: z.array(SizeChartRowSchema),
});
export type SizeChart = z.infer<typeof SizeChartSchema>;
