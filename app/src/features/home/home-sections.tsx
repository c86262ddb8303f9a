import { lazy, type ComponentType } from 'react';
import { CategoriesRow } from './CategoriesRow';
import { LazySection } from '../discovery/LazySection';
import { ProductFeedSection } from './ProductFeedSection';
import { SectionBoundary } from '../promotions/SectionBoundary';

// Promotion sections (banners, running promotions) load after the page paints, in one chunk.
const promoSections = () => import('../promotions/home-sections');
const BannersHomeSection = lazy(() => promoSections().then((module) => ({ default: module.BannersHomeSection })));
const PromotionsHomeSection = lazy(() => promoSections().then((module) => ({ default: module.PromotionsHomeSection })));

function BannersSection() {
  return (
    <SectionBoundary>
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

const TopSellersSection = lazy(() => import('./TopSellersSection').then((module) => ({ default: module.TopSellersSection })));

function TopSellersLazy() {
  return (
    <LazySection minHeight="12rem">
      <TopSellersSection />
    </LazySection>
  );
}

/**
 * The sections of home, top to bottom. Add a section here (a banner carousel, running
 * promotions): above the fold as a plain component, below it through `LazySection` so its
 * code loads only when scrolled near (first-visit budget). The endless feed stays last.
 */
export const HOME_SECTIONS: ReadonlyArray<{ readonly id: string; readonly Section: ComponentType }> = [
  { id: 'banners', Section: BannersSection },
  { id: 'categories', Section: CategoriesRow },
  { id: 'promotions', Section: PromotionsSection },
  { id: 'top-sellers', Section: TopSellersLazy },
  { id: 'feed', Section: ProductFeedSection },
];
