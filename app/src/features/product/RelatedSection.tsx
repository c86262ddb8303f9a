import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../hooks/use-services';
import { productRelatedQueryOptions } from '../../queries/discovery-queries';
import { ProductsSection } from './ProductsSection';

/** Other products of the same category, best sellers first. Nothing when there are none. */
export function RelatedSection({ productId }: { readonly productId: string }) {
  const { t } = useTranslation();
  const { discovery } = useServices();
  const related = useQuery(productRelatedQueryOptions(discovery, productId));
  const products = related.data ?? [];
  if (products.length === 0) return null;
  return <ProductsSection headingId="related-title" title={t('productExtras.related')} products={products} position="Related" />;
}
