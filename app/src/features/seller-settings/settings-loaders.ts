import type { RouterContext } from '../../router-context';
import { errorsReady } from '../../i18n/errors-ready';
import { localeBundleReady } from '../../i18n/locale-bundles';

/** Every settings page needs its words and the error catalogue (its forms' messages). */
export const sellerSettingsWordsReady = (context: RouterContext): Promise<unknown> =>
  Promise.all([localeBundleReady(context.i18n, 'seller-settings'), errorsReady(context.i18n)]);
