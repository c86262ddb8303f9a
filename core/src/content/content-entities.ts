import * as z from 'zod/mini';

/** A link to another help page (related pages, search hits, the guides' index). */
export const ContentLinkSchema = z.object({
  kind: z.enum(['guide', 'policy']),
  slug: z.string(),
  title: z.string(),
  /** The first sentence of the page (index and search hits). */
  summary: z.string(),
});
export type ContentLink = z.infer<typeof ContentLinkSchema>;

/** One guide or policy: Markdown text (no raw HTML is ever rendered), its headings and related pages. */
export const ContentPageSchema = z.object({
  kind: z.enum(['guide', 'policy']),
  slug: z.string(),
  title: z.string(),
  markdown: z.string(),
  headings: z.array(z.object({ id: z.string(), text: z.string() })),
  related: z.array(ContentLinkSchema),
  /** A nested guide's parent guide (the breadcrumbs); null for the rest. */
  parent: z.nullable(ContentLinkSchema),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

/** The guides' index: every guide with its group, in GUIDE_PAGES' order. */
export const ContentGuideListSchema = z.array(z.extend(ContentLinkSchema, { group: z.string() }));
export type ContentGuideList = z.infer<typeof ContentGuideListSchema>;

export const ContentSearchHitsSchema = z.array(ContentLinkSchema);
