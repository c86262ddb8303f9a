import type { TFunction } from 'i18next';
import { moneyShort, type ShopCountry } from '@modavi/core';

/** The translated texts every product card needs, so lists render cards the same way. */
export const productCardTexts = (t: TFunction) => ({
  soldText: (sold: number) => t('product.sold', { count: sold, formatted: moneyShort(sold) }),
  countryText: (country: ShopCountry) => t(`product.shopFrom_${country}`),
  soldOutText: t('product.soldOut'),
  saleLabel: t('product.price'),
  originalLabel: t('product.originalPrice'),
  discountText: (percent: number) => t('product.discount', { percent }),
});
