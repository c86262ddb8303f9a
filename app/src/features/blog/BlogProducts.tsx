import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { priceDiscountPercent, type Product } from '@modavi/core';
import { Heading, ProductCard, ProductGrid, ProductGridItem, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { productQueryOptions } from '../../queries/catalogue-queries';
import { productCardTexts } from '../home/product-card-props';

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
  const texts = productCardTexts(t);
  return (
    <Stack as="section" gap="md" aria-labelledby="blog-products">
      <Heading level={2} id="blog-products">
        {t('blog.products')}
      </Heading>
      <ProductGrid labelledBy="blog-products">
        {products.map((product) => (
          <ProductGridItem key={product._id}>
            <ProductCard
              product={product}
              {...texts}
              discountPercent={priceDiscountPercent(product.sale_price, product.sale_price_original)}
              imageLoading="lazy"
              renderLink={(link) => (
                <Link to="/san-pham/$id" params={{ id: product._id }} search={{ position: 'Blog' }} className={link.className}>
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
