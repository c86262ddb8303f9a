import type { TFunction } from 'i18next';
import { moneyShort, ratingFormat } from '@modavi/core';

interface FactSource {
  readonly rating?: number | null | undefined;
  readonly followers?: number | null | undefined;
  readonly product_count?: number | undefined;
  readonly sold?: number | undefined;
}

/** The worded facts under a shop's name (rating, followers, products, sold), as ShopCard shows them. */
export function shopFacts(t: TFunction, shop: FactSource): string[] {
  const facts: string[] = [];
  if (typeof shop.rating === 'number' && shop.rating > 0) facts.push(t('seller.rating', { rating: ratingFormat(shop.rating) }));
  facts.push(t('seller.followers', { count: shop.followers ?? 0, formatted: moneyShort(shop.followers ?? 0) }));
  if (shop.product_count !== undefined)
    facts.push(t('seller.products', { count: shop.product_count, formatted: moneyShort(shop.product_count) }));
  if (shop.sold !== undefined) facts.push(t('seller.sold', { count: shop.sold, formatted: moneyShort(shop.sold) }));
  return facts;
}
