import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Product } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { productQueryOptions } from '../../queries/catalogue-queries';
import { ProductsSection } from '../product/ProductsSection';

/**
 * The products an article features, each read from the product API (the same cache as the
 * product page). A product gone from the catalogue is left out; nothing shows until one arrives.
 */
export function BlogProducts({ productIds }: { readonly productIds: readonly string[] }) {
  const { t } = useTranslation();
  const { catalogue } = useServices();
  const results = useQueries({ queries: productIds.map((id) => ({ ...productQueryOptions(catalogue, id), retry: false })) });
  const products = results.flatMap((result) => (result.data ? [result.data] : [])) satisfies Product[];
  if (products.length === 0) return null;
  return <ProductsSection headingId="blog-products" title={t('blog.products')} products={products} position="Blog" />;
}
