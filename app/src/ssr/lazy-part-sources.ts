/**
 * The source modules (app-relative, as the build's manifest names them) of the lazy parts each
 * server-rendered route draws, by route id: the server puts their stylesheets in the page's head
 * with the route's own (server/src/http/page-assets.ts). Otherwise a part's stylesheet arrives with
 * its chunk, after the page has painted without it, and the page moves (issue 17: the home's
 * banners shifted half the screen). The same parts as the routes' `hydrationPreload`; kept out of
 * the route tree since only the server's bundle reads them (the first visit's budget).
 * Checked by lazy-part-sources.test.ts.
 */
export const LAZY_PART_SOURCES: Readonly<Record<string, readonly string[]>> = {
  '/': ['src/features/promotions/home-sections.ts'],
  '/san-pham/$id': ['src/features/group-buy/GroupBuySection.tsx', 'src/features/reviews/ProductReviews.tsx'],
};

/** The lazy parts' source modules of the matched routes. */
export const lazyPartSourcesOf = (routeIds: readonly string[]): string[] => routeIds.flatMap((routeId) => LAZY_PART_SOURCES[routeId] ?? []);
