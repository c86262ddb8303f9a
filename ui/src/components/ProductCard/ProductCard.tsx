import type { ReactNode } from 'react';
import type { PricePromotion, ProductSummary, ShopCountry } from '@modavi/core';
import { Price, type PriceProps } from '../Price/Price.js';
import * as styles from './ProductCard.css.js';

/**
 * The card's width in ProductGrid: 2 columns on a phone, 3 from the tablet breakpoint, 5 of the
 * 75rem container from the desktop one (theme breakpoints; written out, as the theme's tokens
 * module is not otherwise in the first visit's script).
 */
export const PRODUCT_CARD_IMAGE_SIZES = '(min-width: 1024px) 240px, (min-width: 768px) 33vw, 50vw';

/** What `renderLink` receives: put `className` and `children` on the router's link. */
export interface ProductCardLinkProps {
  className: string;
  children: ReactNode;
}

export interface ProductCardProps {
  product: ProductSummary;
  /**
   * Renders the link to the product page, e.g. `(p) => <Link to="/p/$id" params={...} {...p} />`.
   * The link wraps the name only but stretches over the whole card, so the card is one tap
   * target and the link's name is just the product name.
   */
  renderLink: (props: ProductCardLinkProps) => ReactNode;
  /** The sold count as text, e.g. (n) => `Đã bán ${moneyShort(n)}`. */
  soldText: (sold: number) => string;
  /** Chip text for the shop's country, e.g. "🇰🇷 Hàn Quốc"; return null for no chip. */
  countryText?: ((country: ShopCountry) => string | null) | undefined;
  /**
   * The running promotion program pricing the product (its `promotion`), as text under the
   * price, e.g. (p) => `${p.name} · đến 31/12 23:59`; nothing when absent or without a program.
   */
  promotionText?: ((promotion: PricePromotion) => string) | undefined;
  /** Shown over the image when the product has no stock, e.g. "Hết hàng". */
  soldOutText?: string | undefined;
  /** Price prefixes, discount chip text and money format; passed to Price. */
  saleLabel?: PriceProps['saleLabel'] | undefined;
  originalLabel?: PriceProps['originalLabel'] | undefined;
  discountText?: PriceProps['discountText'] | undefined;
  /** Core's priceDiscountPercent of the product's prices, for the chip. */
  discountPercent?: PriceProps['discountPercent'] | undefined;
  format?: PriceProps['format'] | undefined;
  /** Heading level of the name; match the page outline (axe checks heading order). Default 3. */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** `eager` for the first row above the fold; default `lazy`. */
  imageLoading?: 'lazy' | 'eager' | undefined;
  /** `high` for the cards whose image is likely the page's largest paint (the first row); default the browser's. */
  imagePriority?: 'high' | undefined;
  /** The first image's `srcset` (core's uploadedImageSrcSet); none for a generated image. */
  imageSrcSet?: string | undefined;
  /** The image's `sizes` when a srcset is given; default PRODUCT_CARD_IMAGE_SIZES (a ProductGrid cell). */
  imageSizes?: string | undefined;
}

const headings = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/**
 * A product tile for grids: image, two-line name, price (under a running promotion program its
 * price, the full price struck through and the program's name and end), sold count and shop country chip.
 */
export function ProductCard({
  product,
  renderLink,
  soldText,
  countryText,
  promotionText,
  soldOutText,
  saleLabel,
  originalLabel,
  discountText,
  discountPercent,
  format,
  headingLevel = 3,
  imageLoading = 'lazy',
  imagePriority,
  imageSrcSet,
  imageSizes = PRODUCT_CARD_IMAGE_SIZES,
}: ProductCardProps) {
  const Heading = headings[headingLevel];
  const image = product.images[0];
  const country = countryText?.(product.shop.country) ?? null;
  const soldOut = product.quantity === 0 && soldOutText !== undefined;
  const promotion = product.promotion && promotionText ? promotionText(product.promotion) : null;

  return (
    <article className={styles.root} data-sold-out={soldOut || undefined}>
      <div className={styles.imageFrame}>
        {image !== undefined ? (
          <img
            className={styles.image}
            src={image}
            srcSet={imageSrcSet}
            sizes={imageSrcSet ? imageSizes : undefined}
            alt={product.name}
            loading={imageLoading}
            fetchPriority={imagePriority}
            decoding="async"
          />
        ) : null}
        {country !== null ? <span className={styles.chip}>{country}</span> : null}
        {soldOut ? <span className={styles.soldOut}>{soldOutText}</span> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>{renderLink({ className: styles.link, children: product.name })}</Heading>
        <Price
          amount={product.sale_price}
          original={product.sale_price_original ?? null}
          size="sm"
          saleLabel={saleLabel}
          originalLabel={originalLabel}
          discountText={discountText}
          discountPercent={discountPercent}
          format={format}
        />
        {promotion ? (
          <p className={styles.promotion} data-part="promotion">
            {promotion}
          </p>
        ) : null}
        <div className={styles.footer}>
          <span className={styles.sold}>{soldText(product.sold)}</span>
        </div>
      </div>
    </article>
  );
}
