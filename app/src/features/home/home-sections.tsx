import type { ComponentType } from 'react';
import { CategoriesRow } from './CategoriesRow';
import { ProductFeedSection } from './ProductFeedSection';
import { TopSellersSection } from './TopSellersSection';

/**
 * The sections of home, top to bottom. Add a section here (a banner carousel, running
 * promotions): a light one as a plain component; a heavy one below the fold through
 * `LazySection` (features/discovery) with a `React.lazy` component, so its code loads only when
 * scrolled near (first-visit budget). The endless feed stays last.
 */
export const HOME_SECTIONS: ReadonlyArray<{ readonly id: string; readonly Section: ComponentType }> = [
  { id: 'categories', Section: CategoriesRow },
  { id: 'top-sellers', Section: TopSellersSection },
  { id: 'feed', Section: ProductFeedSection },
];
