import * as z from 'zod/mini';
import { EpochMsSchema } from '../format/epoch-ms.js';
import { BLOG_CATEGORIES } from './blog.js';

/** A cover: the smallest file as `src`, every width in `srcset`, the intrinsic size of the largest. */
export const BlogCoverSchema = z.object({
  src: z.string(),
  srcset: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
});
export type BlogCover = z.infer<typeof BlogCoverSchema>;

/** An article as lists show it (the blog's list, related articles). */
export const BlogSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The first paragraph. */
  summary: z.string(),
  category: z.enum(BLOG_CATEGORIES),
  published_at: EpochMsSchema,
  author: z.string(),
  reading_minutes: z.number(),
  cover: BlogCoverSchema,
});
export type BlogSummary = z.infer<typeof BlogSummarySchema>;

export const BlogListSchema = z.object({
  items: z.array(BlogSummarySchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type BlogList = z.infer<typeof BlogListSchema>;

/** One article: its Markdown (raw HTML is never rendered), the products it features, related articles. */
export const BlogArticleSchema = z.extend(BlogSummarySchema, {
  markdown: z.string(),
  headings: z.array(z.object({ id: z.string(), text: z.string() })),
  /** Product ids of the catalogue; the page fetches each from the product API. */
  product_ids: z.array(z.string()),
  related: z.array(BlogSummarySchema),
});
export type BlogArticle = z.infer<typeof BlogArticleSchema>;
