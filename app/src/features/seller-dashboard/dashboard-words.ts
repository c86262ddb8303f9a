import type { i18n } from 'i18next';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { errorsReady } from '../../i18n/errors-ready';

/** The dashboard's words: its lazy bundle and the error catalogue (a refused period's message). */
export const sellerDashboardWordsReady = (instance: i18n): Promise<unknown> =>
  Promise.all([localeBundleReady(instance, 'seller-dashboard'), errorsReady(instance)]);
