import { useSuspenseQuery } from '@tanstack/react-query';
import { priceDiscountPercent, uploadedImageSrcSet } from '@modavi/core';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Heading, ProductCard, ProductGrid, ProductGridItem, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { productCardTexts } from '../home/product-card-props';
import { collectionQueryOptions } from '../promotions/home-sections';
import * as styles from '../banners/Banners.css';

/**
 * /bo-suu-tap/{id} (the whole collection) and /danh-sach/bo-suu-tap/{id}?shop_id= (its products
 * of one shop, with a way back to the whole collection).
 */
export function CollectionPage({ id, shopId }: { id: string; shopId: string | null }) {
  const { t } = useTranslation();
  const { promos } = useServices();
  const { data: collection } = useSuspenseQuery(collectionQueryOptions(promos, id, shopId));
  const texts = productCardTexts(t);
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>{collection.title}</Heading>
        {collection.shop ? <p className={styles.meta}>{t('promos.collections.inShop', { shop: collection.shop.name })}</p> : null}
        {collection.description ? <p className={styles.meta}>{collection.description}</p> : null}
        <div className={styles.actions}>
          <span className={styles.status}>{t('promos.collections.products', { count: collection.products.length })}</span>
          {collection.shop ? (
            <Link to="/bo-suu-tap/$id" params={{ id: collection._id }} className={styles.link}>
              {t('promos.collections.viewAll')}
            </Link>
          ) : null}
        </div>
      </Stack>
      {collection.products.length === 0 ? <p className={styles.meta}>{t('promos.collections.empty')}</p> : null}
      <ProductGrid>
        {collection.products.map((product) => (
          <ProductGridItem key={product._id}>
            <ProductCard
              product={product}
              {...texts}
              discountPercent={priceDiscountPercent(product.sale_price, product.sale_price_original)}
              imageSrcSet={uploadedImageSrcSet(product.images[0])}
              headingLevel={2}
              renderLink={(link) => (
                <Link to="/san-pham/$id" params={{ id: product._id }} search={{ position: 'Collection' }} className={link.className}>
                  {link.children}
                </Link>
              )}
            />
          </ProductGridItem>
        ))}
      </ProductGrid>
    </Stack>
  );
}

const wholeRoute = getRouteApi('/bo-suu-tap/$id');
const shopRoute = getRouteApi('/danh-sach/bo-suu-tap/$id');

/** /bo-suu-tap/{id}. */
export function CollectionRoutePage() {
  const { id } = wholeRoute.useParams();
  return <CollectionPage id={id} shopId={null} />;
}

/** /danh-sach/bo-suu-tap/{id}?shop_id=. */
export function CollectionShopRoutePage() {
  const { id } = shopRoute.useParams();
  const { shop_id: shopId } = shopRoute.useSearch();
  return <CollectionPage id={id} shopId={shopId ?? null} />;
}
