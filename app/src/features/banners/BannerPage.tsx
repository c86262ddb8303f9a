import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { uploadedImageSrcSet } from '@modavi/core';
import { Heading, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { ProductsSection } from '../product/ProductsSection';
import { bannerQueryOptions } from '../promotions/home-sections';
import { BannerDates } from './BannerDates';
import * as styles from './Banners.css';

/** The cover spans the 75rem container (the phone's width). */
const COVER_SIZES = '(min-width: 1200px) 1200px, 100vw';

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
  const collectionId = collectionOf(banner.related_url);
  return (
    <Stack gap="xl">
      <img src={banner.cover_image} srcSet={uploadedImageSrcSet(banner.cover_image)} sizes={COVER_SIZES} alt={banner.title} className={styles.cover} width={1340} height={754} />
      <Stack gap="sm">
        <Heading level={1}>{banner.title}</Heading>
        <div className={styles.actions}>
          <span className={styles.status}>{t(`promos.status_${status}`)}</span>
          <BannerDates banner={banner} />
          {collectionId ? (
            <Link to="/bo-suu-tap/$id" params={{ id: collectionId }} className={styles.link}>
              {t('promos.banners.open')}
            </Link>
          ) : null}
        </div>
      </Stack>
      <ProductsSection
        headingId="banner-products"
        title={t('promos.banners.related')}
        products={products}
        position="Banner"
        lead={products.length === 0 ? <p className={styles.meta}>{t('promos.banners.empty')}</p> : null}
      />
    </Stack>
  );
}
