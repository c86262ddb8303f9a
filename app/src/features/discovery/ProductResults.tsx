import type { ReactNode } from 'react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { priceDiscountPercent, searchTotalCapped, uploadedImageSrcSet, type SearchParams } from '@modavi/core';
import { Button, ProductCard, ProductGrid, ProductGridItem } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { productSearchQueryOptions } from '../../queries/discovery-queries';
import { productCardTexts } from '../home/product-card-props';
import { useEndlessScroll } from './use-endless-scroll';
import * as styles from './discovery.css';

export interface ProductResultsProps {
  readonly params: SearchParams;
  /** Id of the heading that names the list. */
  readonly labelledBy: string;
  /** Where the product page says it was opened from (its `position`). */
  readonly position: string;
  /** Shown when nothing matches. */
  readonly empty: ReactNode;
  /** One below the list's own heading, so the outline has no gaps. */
  readonly cardHeadingLevel: 2 | 3;
}

const EAGER_IMAGES = 4;
/** The first row of the grid on a phone (two columns): the largest paint of a search or category (issue 17). */
const HIGH_PRIORITY_IMAGES = 2;

/** A filtered product list, page after page as the buyer scrolls, with its count and empty state. */
export function ProductResults({ params, labelledBy, position, empty, cardHeadingLevel }: ProductResultsProps) {
  const { t } = useTranslation();
  const { discovery } = useServices();
  const list = useSuspenseInfiniteQuery(productSearchQueryOptions(discovery, params));
  const products = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages[0]?.total ?? 0;
  const sentinel = useEndlessScroll<HTMLDivElement>(list);
  const texts = productCardTexts(t);

  if (products.length === 0) return <>{empty}</>;
  return (
    <>
      <p className={styles.count} role="status" data-testid="result-count">
        {searchTotalCapped(params, total) ? t('discovery.resultCountCapped', { total }) : t('discovery.resultCount', { count: total })}
      </p>
      <ProductGrid labelledBy={labelledBy}>
        {products.map((product, index) => (
          <ProductGridItem key={product._id}>
            <ProductCard
              product={product}
              {...texts}
              discountPercent={priceDiscountPercent(product.sale_price, product.sale_price_original)}
              imageSrcSet={uploadedImageSrcSet(product.images[0])}
              headingLevel={cardHeadingLevel}
              imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
              imagePriority={index < HIGH_PRIORITY_IMAGES ? 'high' : undefined}
              renderLink={(link) => (
                <Link to="/san-pham/$id" params={{ id: product._id }} search={{ position }} className={link.className}>
                  {link.children}
                </Link>
              )}
            />
          </ProductGridItem>
        ))}
      </ProductGrid>
      <div ref={sentinel} className={styles.more}>
        {list.hasNextPage ? (
          <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? t('discovery.loading') : t('discovery.loadMore')}
          </Button>
        ) : (
          <p className={styles.muted}>{t('discovery.end')}</p>
        )}
      </div>
    </>
  );
}
