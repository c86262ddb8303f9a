import type { TFunction } from 'i18next';
import { dateFormat, moneyShort, type PricePromotion, type ShopCountry } from '@modavi/core';

/** When a promotion program's price ends: 'DD/MM/YYYY HH:mm' in Vietnam time (core's dateFormat), the same on server and browser. */
export const promotionEndText = (endTime: number): string => dateFormat(endTime, { withTime: true }).slice(0, 16);

/** The translated texts every product card needs, so lists render cards the same way. */
export const productCardTexts = (t: TFunction) => ({
  soldText: (sold: number) => t('product.sold', { count: sold, formatted: moneyShort(sold) }),
  countryText: (country: ShopCountry) => t(`product.shopFrom_${country}`),
  soldOutText: t('product.soldOut'),
  saleLabel: t('product.price'),
  originalLabel: t('product.originalPrice'),
  discountText: (percent: number) => t('product.discount', { percent }),
  // Issue 25: the running program pricing the card, and when its price ends (Vietnam time, as checkout judges it).
  promotionText: (promotion: PricePromotion) => t('product.promotionCard', { name: promotion.name, end: promotionEndText(promotion.end_time) }),
});
