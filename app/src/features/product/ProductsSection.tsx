import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { priceDiscountPercent, uploadedImageSrcSet, type ProductSummary } from '@modavi/core';
import { Heading, ProductCard, ProductGrid, ProductGridItem, Stack } from '@modavi/ui';
import { productCardTexts } from '../home/product-card-props';

export interface ProductsSectionProps {
  readonly headingId: string;
  readonly title: string;
  readonly products: readonly ProductSummary[];
  /** Where the product page was opened from (spec: `/san-pham/{id}?position=`). */
  readonly position: string;
  /** What shows between the heading and the grid (a page's "none yet"). */
  readonly lead?: ReactNode;
}

/** A titled grid of product cards linking to their pages: a product's related ones, an article's, a banner's. */
export function ProductsSection({ headingId, title, products, position, lead }: ProductsSectionProps) {
  const { t } = useTranslation();
  const texts = productCardTexts(t);
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {lead}
      <ProductGrid labelledBy={headingId}>
        {products.map((product) => (
          <ProductGridItem key={product._id}>
            <ProductCard
              product={product}
              {...texts}
              discountPercent={priceDiscountPercent(product.sale_price, product.sale_price_original)}
              imageSrcSet={uploadedImageSrcSet(product.images[0])}
              imageLoading="lazy"
              renderLink={(link) => (
                <Link to="/san-pham/$id" params={{ id: product._id }} search={{ position }} className={link.className}>
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
