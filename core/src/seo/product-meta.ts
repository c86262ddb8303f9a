import type { Product } from '../catalogue/product.js';
import type { ShopProfile } from '../discovery/shop-profile.js';
import { absoluteUrl } from './page-meta-html.js';
import { metaDescription, pageTitle, SITE_NAME, type PageMeta } from './page-meta.js';
import { shareImageOf } from './share-image.js';

/** A product's reviews as the page's rating: how many and their mean (1-5). */
export interface ReviewAggregate {
  readonly count: number;
  readonly average: number;
}

/** schema.org BreadcrumbList from the home to the page. */
export const breadcrumbList = (origin: string, crumbs: readonly { readonly name: string; readonly path: string }[]): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(origin, crumb.path) })),
});

/**
 * A product page's meta: its name, description and first image, the price in VND (under a
 * running promotion program its price, the price without it and the program's end), and
 * schema.org Product (Offer with availability, AggregateRating when it has reviews) and the
 * breadcrumbs home › category › product.
 */
export function productPageMeta(product: Product, reviews: ReviewAggregate, origin: string): PageMeta {
  const path = `/san-pham/${encodeURIComponent(product._id)}`;
  const image = product.images[0] ?? null;
  const description = metaDescription(product.description);
  // The price a buyer pays now (core's variantPriceAt, applied by the server); under a running program it holds until the program ends.
  const promotion = product.promotion ?? null;
  const offer = {
    '@type': 'Offer',
    price: product.sale_price,
    ...(promotion ? { priceValidUntil: new Date(promotion.end_time).toISOString() } : {}),
    priceCurrency: 'VND',
    availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url: absoluteUrl(origin, path),
    seller: { '@type': 'Organization', name: product.shop.name },
  };
  const rating =
    reviews.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Math.round(reviews.average * 10) / 10, reviewCount: reviews.count, bestRating: 5, worstRating: 1 } }
      : {};
  return {
    title: pageTitle(product.name),
    description,
    path,
    image,
    type: 'product',
    price: promotion
      ? { amount: product.sale_price, currency: 'VND', original: product.sale_price_original ?? undefined, until: promotion.end_time }
      : { amount: product.sale_price, currency: 'VND' },
    structured: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description,
        sku: product._id,
        // The raster renditions (search engines, like previews, may skip the seed's SVG).
        image: product.images.slice(0, 3).map((src) => absoluteUrl(origin, shareImageOf(src)?.url ?? src)),
        brand: { '@type': 'Brand', name: product.shop.name },
        category: product.category.name,
        offers: offer,
        ...rating,
      },
      breadcrumbList(origin, [
        { name: SITE_NAME, path: '/' },
        { name: product.category.name, path: `/nganh-hang/${encodeURIComponent(product.category._id)}` },
        { name: product.name, path },
      ]),
    ],
  };
}

/** A seller page's meta: the shop's name, its own words, its avatar. */
export function shopPageMeta(shop: ShopProfile): PageMeta {
  return {
    title: pageTitle(shop.name),
    description: metaDescription(shop.description),
    path: `/nguoi-ban/${encodeURIComponent(shop._id)}`,
    image: shop.cover ?? shop.avatar ?? null,
    type: 'website',
    structured: [],
  };
}
