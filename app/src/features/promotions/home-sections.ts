/**
 * The home page's promotion sections, behind one dynamic import: one lazy entry keeps the
 * bundler from splitting the modules they share with the first visit into more chunks.
 */
export { BannersHomeSection } from '../banners/BannersHomeSection';
export { PromotionsHomeSection } from './PromotionsHomeSection';
