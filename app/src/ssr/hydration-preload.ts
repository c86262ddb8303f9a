import type { AnyRouter } from '@tanstack/react-router';
import type { i18n } from 'i18next';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The code of the lazy parts (React.lazy) the server draws on this page, loaded before the
     * browser hydrates it. A lazy part whose code is still on its way is adopted later than the
     * rest; a language switch in that time makes its words differ from the server's HTML and
     * React throws that HTML away (error 418). Keep each import in a small module of its own:
     * a route's static data stays in the route tree. Name the parts' source modules in
     * `LAZY_PART_SOURCES` (lazy-part-sources.ts) too: the server puts their stylesheets in the head.
     */
    readonly hydrationPreload?: (context: { readonly i18n: i18n }) => Promise<unknown>;
  }
}

/** Loads the lazy parts of the matched routes (their `hydrationPreload`); a part that fails to load is drawn when it arrives. */
export async function hydrationPreloadsRun(router: AnyRouter, context: { readonly i18n: i18n }): Promise<void> {
  const preloads = router.state.matches.map((match) => match.staticData.hydrationPreload?.(context).catch(() => undefined));
  await Promise.all(preloads);
}
