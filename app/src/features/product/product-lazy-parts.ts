import type { i18n } from 'i18next';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { PROMOS_SHARED_BUNDLE } from '../promotions/use-promos-words';
import { REVIEWS_BUNDLE, productReviewsImport } from '../reviews/product-reviews-lazy';

/** The product page's group-buy block: its own chunk (most products have no group price). */
export const groupBuySectionImport = () => import('../group-buy/GroupBuySection');

/** What the lazy parts the server drew on a product page need before the browser adopts them: their code, the heart's and the reviews' words. */
export const productLazyPartsReady = ({ i18n }: { readonly i18n: i18n }) =>
  Promise.all([
    groupBuySectionImport(),
    productReviewsImport(),
    localeBundleReady(i18n, PROMOS_SHARED_BUNDLE),
    localeBundleReady(i18n, REVIEWS_BUNDLE),
  ]);
