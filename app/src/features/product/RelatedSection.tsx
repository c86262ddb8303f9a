import { useQuery } from '@tanstack/react-query';
import { priceDiscountPercent } from '@modavi/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Heading, ProductCard, ProductGrid, ProductGridItem, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { productRelatedQueryOptions } from '../../queries/discovery-queries';
import { productCardTexts } from '../home/product-card-props';

/** Other products of the same category, best sellers first. Nothing when there are none. */
export function RelatedSection({ productId }: { readonly productId: string }) {
  const { t } = useTranslation();
  const { discovery } = useServices();
  const related = useQuery(productRelatedQueryOptions(discovery, productId));
  const products = related.data ?? [];
  if (products.length === 0) return null;
  const texts = productCardTexts(t);
  return (
    <Stack as="section" gap="md" aria-labelledby="related-title">
      <Heading level={2} id="related-title">
        {t('productExtras.related')}
      </Heading>
      <ProductGrid labelledBy="related-title">
        {products.map((product) => (
          <ProductGridItem key={product._id}>
            <ProductCard
              product={product}
              {...texts}
              discountPercent={priceDiscountPercent(product.sale_price, product.sale_price_original)}
              imageLoading="lazy"
              renderLink={(link) => (
                <Link to="/san-pham/$id" params={{ id: product._id }} search={{ position: 'Related' }} className={link.className}>
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
