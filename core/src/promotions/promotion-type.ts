import { HOUR_MS } from '../format/epoch-ms.js';

/**
 * What `?type=` of ban-hang/chuong-trinh-cua-toi names (the spec gives the parameter, not its
 * values): the seller's two kinds of program, as Vietnamese seller centres offer them. A
 * 'discount' program ("Chương trình giảm giá") runs for days or weeks; a 'flash_sale' ("Flash
 * sale của shop") is a short burst, at most PROMOTION_FLASH_SALE_MAX_HOURS. Both are promotion
 * programs checkout prices the same way; the type sorts the seller's lists and bounds the length.
 * No module-level schema: the routes read it.
 */
export const PROMOTION_TYPES = ['discount', 'flash_sale'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const PROMOTION_TYPE_DEFAULT: PromotionType = 'discount';

/** A flash sale lasts a day at most: past that it is a discount program under another name. */
export const PROMOTION_FLASH_SALE_MAX_HOURS = 24;
export const PROMOTION_FLASH_SALE_MAX_MS = PROMOTION_FLASH_SALE_MAX_HOURS * HOUR_MS;

/** The type an address or request names, or the default for anything else. */
export const promotionTypeRead = (value: unknown): PromotionType =>
  PROMOTION_TYPES.find((type) => type === value) ?? PROMOTION_TYPE_DEFAULT;
