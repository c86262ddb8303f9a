import type { i18n } from 'i18next';
import { errorsReady } from '../../i18n/errors-ready';
import { localeBundleReady } from '../../i18n/locale-bundles';

/** The group-buy's words and the error catalogue (its refusals), for the room page, the product page and the seller's set-up. */
export const groupBuyWordsLoad = async (instance: i18n): Promise<void> => {
  await Promise.all([localeBundleReady(instance, 'group-buy'), errorsReady(instance)]);
};
