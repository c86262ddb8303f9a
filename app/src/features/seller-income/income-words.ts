import type { i18n } from 'i18next';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { errorsReady } from '../../i18n/errors-ready';

/** The lazy locale bundle of seller income: the seller's pages and the admin's payouts and platform figures. */
export const SELLER_INCOME_BUNDLE = 'seller-income';

/** The pages' words: the bundle and the error catalogue (the forms' and a refused request's messages). */
export const sellerIncomeWordsReady = (instance: i18n): Promise<unknown> => Promise.all([localeBundleReady(instance, SELLER_INCOME_BUNDLE), errorsReady(instance)]);

/** The platform figures' words: the period picker is the seller dashboard's, with its words. */
export const platformIncomeWordsReady = (instance: i18n): Promise<unknown> =>
  Promise.all([sellerIncomeWordsReady(instance), localeBundleReady(instance, 'seller-dashboard')]);
