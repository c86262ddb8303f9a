import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { feedAutoLoads, priceDiscountPercent, uploadedImageSrcSet } from '@modavi/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, Heading, ProductCard, ProductGrid, ProductGridItem, Stack } from '@modavi/ui';
import { productFeedQueryOptions } from '../../queries/catalogue-queries';
import { useServices } from '../../hooks/use-services';
import { useEndlessScroll } from '../discovery/use-endless-scroll';
import { useLoadFailureText } from '../discovery/use-load-failure-text';
import { productCardTexts } from './product-card-props';
import * as styles from './HomePage.css';

const EAGER_IMAGES = 4;

/**
 * Home: the product feed. The next page loads as the buyer nears the end for the first few
 * pages (core's HOME_FEED_AUTOLOAD_PAGES); then the "see more" button asks for each next one,
 * so the page ends and its footer can be reached.
 */
export function ProductFeedSection() {
  const { t } = useTranslation();
  const { catalogue } = useServices();
  const feed = useSuspenseInfiniteQuery(productFeedQueryOptions(catalogue));
  const products = feed.data.pages.flatMap((page) => page.items);
  const texts = productCardTexts(t);
  // After a failed page the list waits for the buyer's retry instead of asking again by itself.
  const failed = feed.isFetchNextPageError;
  const failure = useLoadFailureText(failed);
  const sentinel = useEndlessScroll<HTMLDivElement>({ ...feed, hasNextPage: feed.hasNextPage && !failed && feedAutoLoads(feed.data.pages.length) });
  return (
    <Stack as="section" gap="md" aria-labelledby="feed-title" className={styles.section}>
      <Heading level={2} id="feed-title">
        {t('home.feedTitle')}
      </Heading>
      <ProductGrid labelledBy="feed-title">
        {products.map((product, index) => (
          <ProductGridItem key={product._id}>
            <ProductCard
              product={product}
              {...texts}
              discountPercent={priceDiscountPercent(product.sale_price, product.sale_price_original)}
              imageSrcSet={uploadedImageSrcSet(product.images[0])}
              imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
              renderLink={(link) => (
                <Link to="/san-pham/$id" params={{ id: product._id }} search={{ position: 'Home' }} className={link.className}>
                  {link.children}
                </Link>
              )}
            />
          </ProductGridItem>
        ))}
      </ProductGrid>
      <div ref={sentinel} className={styles.more} data-testid="feed-more">
        {failure ? (
          <p role="alert" className={styles.subtitle} data-testid="feed-error">
            {failure}
          </p>
        ) : null}
        {feed.hasNextPage ? (
          <Button variant="secondary" loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
            {feed.isFetchingNextPage ? t('home.loading') : t('home.loadMore')}
          </Button>
        ) : (
          <p className={styles.subtitle}>{t('home.end')}</p>
        )}
      </div>
    </Stack>
  );
}
