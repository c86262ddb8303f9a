import { lazy, Suspense, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { variantFind, type VariantChoice } from '@modavi/core';
import { Heading, Stack } from '@modavi/ui';
import { productQueryOptions } from '../../queries/catalogue-queries';
import { useServices } from '../../hooks/use-services';
import { LazySection } from '../discovery/LazySection';
import { groupBuySectionImport } from './product-lazy-parts';
import { useAnalyticsViewItem } from '../analytics/analytics-events';
import { ProductReviewsSection } from '../reviews/ProductReviewsSection';
import { ProductBuyBox } from './ProductBuyBox';
import { ProductMedia } from './ProductMedia';
import { ProductPromises } from './ProductPromises';
import { ProductShopSection } from './ProductShopSection';
import { ShopPauseNotice } from '../seller-page/ShopPauseNotice';
import { SizeChartSection } from './size-fit/SizeChartSection';
import * as styles from './ProductPage.css';
import { useDocumentTitle } from '../../hooks/use-document-title';

const route = getRouteApi('/san-pham/$id');

const GroupBuySection = lazy(() => groupBuySectionImport().then((module) => ({ default: module.GroupBuySection })));
const RelatedSection = lazy(() => import('./RelatedSection').then((module) => ({ default: module.RelatedSection })));

/**
 * Product detail, a composition of sections: media and buying on top, then the size chart with
 * the buyer's fit, commitments and shipping, the shop, the description and related products.
 * New sections (reviews, favourite) slot in here as their own components.
 */
export function ProductPage() {
  const { id } = route.useParams();
  // A new product (a related one) starts with a fresh choice and sections.
  return <ProductDetail key={id} id={id} />;
}

function ProductDetail({ id }: { readonly id: string }) {
  const { t } = useTranslation();
  const { catalogue } = useServices();
  const { data: product } = useSuspenseQuery(productQueryOptions(catalogue, id));
  const [choice, setChoice] = useState<VariantChoice>(() => product.classifications.map(() => null));
  useAnalyticsViewItem(product);
  useDocumentTitle(product.name);
  const variant = variantFind(product, choice);
  const choose = (index: number, value: string | null) =>
    setChoice((current) => current.map((picked, at) => (at === index ? value : picked)));

  return (
    <Stack gap="xl" className={styles.page}>
      <div className={styles.layout}>
        <ProductMedia product={product} variant={variant} />
        <Stack gap="lg">
          <ShopPauseNotice shop={product.shop} />
          <ProductBuyBox product={product} choice={choice} variant={variant} onChoose={choose} />
          <Suspense fallback={null}>
            <GroupBuySection productId={product._id} normalPrice={(variant ?? product).sale_price} choice={choice} />
          </Suspense>
          {product.size_chart ? <SizeChartSection chart={product.size_chart} /> : null}
          <ProductPromises product={product} />
        </Stack>
      </div>
      <ProductShopSection shop={product.shop} product={{ _id: product._id, name: product.name, image: product.images[0] ?? null, sale_price: product.sale_price }} />
      <Stack as="section" gap="sm" aria-labelledby="product-description">
        <Heading level={2} id="product-description">
          {t('product.description')}
        </Heading>
        <p className={styles.description}>{product.description}</p>
      </Stack>
      <ProductReviewsSection productId={product._id} shopId={product.shop._id} />
      <LazySection minHeight="16rem">
        <RelatedSection productId={product._id} />
      </LazySection>
    </Stack>
  );
}
