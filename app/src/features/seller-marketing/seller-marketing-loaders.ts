import type { RouterContext } from '../../router-context';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { sellerShopItemReady, sellerShopWordsReady } from '../seller-shop/seller-shop-loaders';

/** Every voucher and promotion page needs its words, the seller lists' shared words and the error catalogue (its forms' messages). */
export const sellerMarketingWordsReady = (context: RouterContext): Promise<unknown> =>
  Promise.all([sellerShopWordsReady(context), localeBundleReady(context.i18n, 'seller-marketing')]);

/** Loads one voucher or program for a detail or edit page; the shop has no such one: the not-found page. */
export async function sellerMarketingItemReady(context: RouterContext, load: () => Promise<unknown>): Promise<void> {
  await localeBundleReady(context.i18n, 'seller-marketing');
  await sellerShopItemReady(context, load);
}
