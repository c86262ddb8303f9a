/**
 * The promotion pieces other pages show (the home page's sections) and
 * the promotion pages share, behind one module. The home page reaches it by one dynamic import,
 * and every promotion page imports its shared pieces from here only, so the bundler keeps them
 * in one chunk instead of a dozen small ones on the first visit.
 */
export { BannersHomeSection } from '../banners/BannersHomeSection';
export { PromotionsHomeSection } from './PromotionsHomeSection';
export { Countdown } from './Countdown';
export { PromotionProducts } from './PromotionProducts';
export * from './promos-queries';
export { usePromosWords, promosWordsReady, PROMOS_BUNDLE, PROMOS_SHARED_BUNDLE } from './use-promos-words';
