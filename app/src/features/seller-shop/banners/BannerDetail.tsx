import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BANNER_COVER_IMAGE_SIZE, BANNER_IMAGE_SIZE } from '@modavi/core';
import { Button, Heading } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { sellerBannerQueryOptions, sellerShopKeys, shopProductOptionsQueryOptions } from '../../../queries/seller-shop-queries';
import { DeleteButton } from '../DeleteButton';
import { bannerPeriod } from './BannerList';
import * as styles from '../seller-shop.css';

/** /ban-hang/quan-ly-banner/chi-tiet/{id}: a banner with its state, days, link, images and products. */
export function BannerDetail({ id }: { readonly id: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: banner } = useSuspenseQuery(sellerBannerQueryOptions(services, id));
  const products = useQuery({ ...shopProductOptionsQueryOptions(services, '', banner.related_product_ids), enabled: banner.related_product_ids.length > 0 });
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Heading level={1}>{banner.title}</Heading>
        <div className={styles.actions}>
          <Button asChild variant="secondary" size="sm">
            <Link to="/ban-hang/quan-ly-banner/cap-nhat/$id" params={{ id }}>
              {t('sellerShop.edit')}
            </Link>
          </Button>
          <DeleteButton
            title={t('sellerShop.banners.deleteTitle', { title: banner.title })}
            description={t('sellerShop.banners.deleteText')}
            remove={async () => (await services.seller()).shop.bannerDelete(id)}
            onDeleted={async () => {
              await queryClient.invalidateQueries({ queryKey: sellerShopKeys.banners });
              await navigate({ to: '/ban-hang/quan-ly-banner', search: {} });
            }}
          />
        </div>
      </div>
      <dl className={styles.details}>
        <dt className={styles.term}>{t('sellerShop.banners.status')}</dt>
        <dd className={styles.definition}>
          <span className={banner.status === 'running' ? styles.badgeOn : styles.badge}>{t(`sellerShop.banners.states.${banner.status}`)}</span>
        </dd>
        <dt className={styles.term}>{t('sellerShop.banners.type')}</dt>
        <dd className={styles.definition}>{t(`sellerShop.banners.types.${banner.type}`, { defaultValue: banner.type })}</dd>
        <dt className={styles.term}>{t('sellerShop.banners.period')}</dt>
        <dd className={styles.definition}>{bannerPeriod(banner)}</dd>
        <dt className={styles.term}>{t('sellerShop.banners.url')}</dt>
        <dd className={styles.definition}>
          <a href={banner.related_url} rel="noopener noreferrer" target="_blank">
            {banner.related_url}
          </a>
        </dd>
      </dl>
      <Heading level={2}>{t('sellerShop.banners.cover')}</Heading>
      <img className={styles.preview} src={banner.cover_image} alt={banner.title} style={{ aspectRatio: `${BANNER_COVER_IMAGE_SIZE.width} / ${BANNER_COVER_IMAGE_SIZE.height}` }} />
      {banner.banner_image ? (
        <>
          <Heading level={2}>{t('sellerShop.banners.image')}</Heading>
          <img className={styles.preview} style={{ maxWidth: `${BANNER_IMAGE_SIZE.width}px`, aspectRatio: `${BANNER_IMAGE_SIZE.width} / ${BANNER_IMAGE_SIZE.height}` }} src={banner.banner_image} alt={banner.title} />
        </>
      ) : null}
      <Heading level={2}>{t('sellerShop.banners.products')}</Heading>
      <ul className={styles.pickList}>
        {(products.data ?? []).map((product) => (
          <li key={product._id} className={styles.pickItem}>
            {product.image ? <img className={styles.thumb} src={product.image} alt="" loading="lazy" /> : <span className={styles.thumb} />}
            <Link to="/san-pham/$id" params={{ id: product._id }} search={{ position: 'SellerCentre' }}>
              {product.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/ban-hang/quan-ly-banner" search={{}}>
        {t('sellerShop.banners.back')}
      </Link>
    </div>
  );
}
