import type { RouterContext } from '../../router-context';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { errorsReady } from '../../i18n/errors-ready';
import { awardsBalanceQueryOptions, awardsEditionQueryOptions } from './awards-queries';

/**
 * What /awards' loader does (reached by a dynamic import: a route file's loader is part of every
 * first visit): its words, the error catalogue (the spec's "out of votes" is one of its
 * messages) and the edition. A failed edition is the page's own state, not the route's error.
 * An account's balance comes with them: the server renders the page with it (issue 17), so the
 * check-in button does not wait for a request after the page is adopted.
 */
export const awardsLoad = async (context: RouterContext): Promise<void> => {
  await Promise.all([
    localeBundleReady(context.i18n, 'awards'),
    errorsReady(context.i18n),
    context.services.queryClient.prefetchQuery(awardsEditionQueryOptions(context.services.awards)),
    context.services.tokens.isLoggedIn() ? context.services.queryClient.prefetchQuery(awardsBalanceQueryOptions(context.services.awards)) : null,
  ]);
};
