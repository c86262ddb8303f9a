import { lazy, type ComponentType } from 'react';
import { CategoriesRow } from './CategoriesRow';
import { ProductFeedSection } from './ProductFeedSection';
import { TopSellersSection } from './TopSellersSection';
import { SectionBoundary } from '../promotions/SectionBoundary';
import { homePromoSections as promoSections } from './home-promo-sections';
import * as styles from './HomePage.css';

const BannersHomeSection = lazy(() => promoSections().then((module) => ({ default: module.BannersHomeSection })));
const PromotionsHomeSection = lazy(() => promoSections().then((module) => ({ default: module.PromotionsHomeSection })));

/** The banners' room while they load (the first section: everything below would move). */
const bannersPlaceholder = (
  <div className={styles.bannersPlaceholder} aria-hidden="true">
    <div className={styles.bannersPlaceholderHead} />
    <div className={styles.bannersPlaceholderCover} />
  </div>
);

function BannersSection() {
  return (
    <SectionBoundary fallback={bannersPlaceholder}>
      <BannersHomeSection />
    </SectionBoundary>
  );
}

function PromotionsSection() {
  return (
    <SectionBoundary>
      <PromotionsHomeSection />
    </SectionBoundary>
  );
}

/**
 * The sections of home, top to bottom. Add a section here: a light one as a plain component; a
 * heavy one below the fold through `LazySection` (features/discovery) with a `React.lazy`
 * component, so its code loads only when scrolled near (first-visit budget). The endless feed
 * stays last.
 */
export const HOME_SECTIONS: ReadonlyArray<{ readonly id: string; readonly Section: ComponentType }> = [
  { id: 'banners', Section: BannersSection },
  { id: 'categories', Section: CategoriesRow },
  { id: 'promotions', Section: PromotionsSection },
  { id: 'top-sellers', Section: TopSellersSection },
  { id: 'feed', Section: ProductFeedSection },
];
