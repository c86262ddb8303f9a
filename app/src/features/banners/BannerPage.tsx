import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dateFormat, priceDiscountPercent } from '@modavi/core';
import { Heading, ProductCard, ProductGrid, ProductGridItem, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { productCardTexts } from '../home/product-card-props';
import { bannerQueryOptions } from '../promotions/home-sections';
import * as styles from './Banners.css';

const route = getRouteApi('/banner/$id');

/** A collection's id when the banner's related URL is one of our collection pages. */
const collectionOf = (url: string): string | null => /^\/bo-suu-tap\/([^/?#]+)$/.exec(url)?.[1] ?? null;

/** /banner/{id}: the cover, title, dates and status, where it leads, and its related products. */
export function BannerPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const { promos } = useServices();
  const { data } = useSuspenseQuery(bannerQueryOptions(promos, id));
  const { banner, status, products } = data;
  const texts = productCardTexts(t);
  const collectionId = collectionOf(banner.related_url);
  return (
    <Stack gap="xl">
      <img src={banner.cover_image} alt={banner.title} className={styles.cover} width={1340} height={754} />
      <Stack gap="sm">
        <Heading level={1}>{banner.title}</Heading>
        <div className={styles.actions}>
          <span className={styles.status}>{t(`promos.status_${status}`)}</span>
          <p className={styles.meta}>
            {t('promos.banners.period', { start: dateFormat(banner.start_date), end: dateFormat(banner.end_date) })}
          </p>
          {collectionId ? (
            <Link to="/bo-suu-tap/$id" params={{ id: collectionId }} className={styles.link}>
              {t('promos.banners.open')}
            </Link>
          ) : null}
        </div>
      </Stack>
      <Stack as="section" gap="md" aria-labelledby="banner-products">
        <Heading level={2} id="banner-products">
          {t('promos.banners.related')}
        </Heading>
        {products.length === 0 ? <p className={styles.meta}>{t('promos.banners.empty')}</p> : null}
        <ProductGrid labelledBy="banner-products">
          {products.map((product) => (
            <ProductGridItem key={product._id}>
              <ProductCard
                product={product}
                {...texts}
                discountPercent={priceDiscountPercent(product.sale_price, product.sale_price_original)}
                renderLink={(link) => (
                  <Link to="/san-pham/$id" params={{ id: product._id }} search={{ position: 'Banner' }} className={link.className}>
                    {link.children}
                  </Link>
                )}
              />
            </ProductGridItem>
          ))}
        </ProductGrid>
      </Stack>
    </Stack>
  );
}
