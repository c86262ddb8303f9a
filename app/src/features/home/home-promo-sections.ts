import type { i18n } from 'i18next';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { PROMOS_SHARED_BUNDLE } from '../promotions/use-promos-words';

/** The home's promotion sections (banners, running promotions): one chunk, loaded after the page paints. */
export const homePromoSections = () => import('../promotions/home-sections');

/** What the promotion sections the server drew need before the browser adopts them: their code and words. */
export const homePromoSectionsReady = ({ i18n }: { readonly i18n: i18n }) =>
  Promise.all([homePromoSections(), localeBundleReady(i18n, PROMOS_SHARED_BUNDLE)]);
