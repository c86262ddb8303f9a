import type { RouterContext } from '../../router-context';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { errorsReady } from '../../i18n/errors-ready';
import { socialFeedbackListQueryOptions } from './social-feedback-queries';

/** The pages' words: their own, the image field's (orders) and the error catalogue for the form's messages. */
export const socialFeedbackWordsReady = (context: Pick<RouterContext, 'i18n'>): Promise<void> =>
  Promise.all([localeBundleReady(context.i18n, 'social-feedback'), localeBundleReady(context.i18n, 'orders'), errorsReady(context.i18n)]).then(() => undefined);

/** What the routes' loaders do (reached by a dynamic import: a route file's loader is part of every first visit). */
export const socialFeedbackLoaders = {
  form: (context: RouterContext) => socialFeedbackWordsReady(context),
  list: async (context: RouterContext, page: number) => {
    await Promise.all([
      socialFeedbackWordsReady(context),
      context.services.queryClient.prefetchQuery(socialFeedbackListQueryOptions(context.services.socialFeedback, page)),
    ]);
  },
  admin: (context: RouterContext) =>
    Promise.all([localeBundleReady(context.i18n, 'social-feedback'), errorsReady(context.i18n)]).then(() => undefined),
};
