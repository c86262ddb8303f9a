import type { RouterContext } from '../../router-context';
import { errorsReady } from '../../i18n/errors-ready';
import { localeBundleReady } from '../../i18n/locale-bundles';

/** What every checkout page needs before it renders: its words, the address form's, and the error catalogue. */
export const checkoutWordsReady = (context: RouterContext): Promise<void> =>
  Promise.all([localeBundleReady(context.i18n, 'checkout'), localeBundleReady(context.i18n, 'address'), errorsReady(context.i18n)]).then(
    () => undefined,
  );
