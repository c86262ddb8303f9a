import { lazy, useEffect, useRef } from 'react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, Heading, ProductCard, ProductGrid, ProductGridItem, Stack } from '@modavi/ui';
import { productFeedQueryOptions } from '../../queries/catalogue-queries';
import { useServices } from '../../hooks/use-services';
import { productCardTexts } from './product-card-props';
import * as styles from './HomePage.css';
import { SectionBoundary } from '../promotions/SectionBoundary';

// Promotion sections load after the page paints (first-visit budget), in one chunk.
const homeSections = () => import('../promotions/home-sections');
const BannersHomeSection = lazy(() => homeSections().then((module) => ({ default: module.BannersHomeSection })));
const PromotionsHomeSection = lazy(() => homeSections().then((module) => ({ default: module.PromotionsHomeSection })));

const EAGER_IMAGES = 4;

/** Home: the endless product feed of the reference backend. */
export function HomePage() {
  const { t } = useTranslation();
  const { catalogue } = useServices();
  const feed = useSuspenseInfiniteQuery(productFeedQueryOptions(catalogue));
  const sentinel = useRef<HTMLDivElement>(null);
  const products = feed.data.pages.flatMap((page) => page.items);
  const texts = productCardTexts(t);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: '600px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Stack gap="xl">
      <header className={styles.hero}>
        <Heading level={1}>{t('home.title')}</Heading>
        <p className={styles.subtitle}>{t('home.subtitle')}</p>
      </header>
      <SectionBoundary>
        <BannersHomeSection />
      </SectionBoundary>
      <SectionBoundary>
        <PromotionsHomeSection />
      </SectionBoundary>
      <Stack as="section" gap="md" aria-labelledby="feed-title">
        <Heading level={2} id="feed-title">
          {t('home.feedTitle')}
        </Heading>
        <ProductGrid labelledBy="feed-title">
          {products.map((product, index) => (
            <ProductGridItem key={product._id}>
              <ProductCard
                product={product}
                {...texts}
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
        <div ref={sentinel} className={styles.more}>
          {hasNextPage ? (
            <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {isFetchingNextPage ? t('home.loading') : t('home.loadMore')}
            </Button>
          ) : (
            <p className={styles.subtitle}>{t('home.end')}</p>
          )}
        </div>
      </Stack>
    </Stack>
  );
}
