import { SHOP_SHIPPING_OPTIONS_DEFAULT, vnd, type Discount, type DiscountTier, type PaymentMethod, type ShippingOption } from '@modavi/core';
import type { Db } from '../db/db.js';
import { queryKept } from '../db/query-kept.js';
import type { ShippingOrigin } from '../carrier/shipping-fee.js';

/**
 * Where a Vietnamese shop that has not set its shipping origin yet ships from: Hà Nội, the
 * capital (a Korean shop without one ships from Korea).
 */
export const SHIPPING_ORIGIN_DEFAULT = '01';

/**
 * What a shop that has not set its payment methods yet accepts (spec silent): cash on delivery,
 * which needs no gateway account of the seller. A newly approved shop sells at once; its
 * payment settings (seller centre part 2) replace this with the seller's own list.
 */
export const PAYMENT_METHODS_DEFAULT: readonly PaymentMethod[] = ['CASH'];

/** What checkout needs to know of a shop besides its products. */
export interface ShopSettings {
  readonly paymentMethods: readonly PaymentMethod[];
  /** The options (carriers) the shop ships with (cai-dat/van-chuyen); every one until it chooses. */
  readonly shippingOptions: readonly ShippingOption[];
  readonly origin: ShippingOrigin;
  readonly discounts: readonly Discount[];
}

interface DiscountRow {
  readonly id: string;
  readonly shop_id: string;
  readonly type: Discount['type'];
  readonly value: number;
  readonly max_discount_value: number | null;
  readonly available: boolean;
  readonly discount_by_range_price: { from: number; to: number | null; value: number }[];
}

/** Payment settings, shipping origin and discounts of these shops, by shop id (kept in memory while unchanged: queryKept). */
export async function shopSettings(db: Db, shopIds: readonly string[]): Promise<Map<string, ShopSettings>> {
  const ids = [...new Set(shopIds)];
  const [methods, origins, discounts, shipping] = [
    await queryKept<{ shop_id: string; method: PaymentMethod }>(
      db,
      ['shop_payment_methods'],
      'SELECT shop_id, method FROM shop_payment_methods WHERE shop_id = ANY($1::text[])',
      [ids],
    ),
    await queryKept<{ shop_id: string; province_code: string | null }>(
      db,
      ['shops', 'shop_shipping_origins'],
      `SELECT s.id AS shop_id, CASE WHEN o.shop_id IS NOT NULL THEN o.province_code WHEN s.country = 'VN' THEN $2 END AS province_code
       FROM shops s LEFT JOIN shop_shipping_origins o ON o.shop_id = s.id WHERE s.id = ANY($1::text[])`,
      [ids, SHIPPING_ORIGIN_DEFAULT],
    ),
    await queryKept<DiscountRow>(db, ['shop_discounts'], 'SELECT * FROM shop_discounts WHERE shop_id = ANY($1::text[]) ORDER BY id', [ids]),
    await queryKept<{ shop_id: string; shipping_options: ShippingOption[] }>(
      db,
      ['shop_shipping_settings'],
      'SELECT shop_id, shipping_options FROM shop_shipping_settings WHERE shop_id = ANY($1::text[])',
      [ids],
    ),
  ];
  const shippingOf = new Map(shipping.map((row) => [row.shop_id, row.shipping_options]));
  const originOf = new Map(origins.map((row) => [row.shop_id, row.province_code]));
  return new Map(
    ids.map((id) => [
      id,
      {
        paymentMethods: methods.some((row) => row.shop_id === id)
          ? methods.filter((row) => row.shop_id === id).map((row) => row.method)
          : PAYMENT_METHODS_DEFAULT,
        shippingOptions: shippingOf.get(id) ?? SHOP_SHIPPING_OPTIONS_DEFAULT,
        origin: originOf.get(id) ?? null,
        discounts: discounts
          .filter((row) => row.shop_id === id)
          .map(
            (row): Discount => ({
              _id: row.id,
              type: row.type,
              value: row.value,
              max_discount_value: row.max_discount_value === null ? null : vnd(row.max_discount_value),
              available: row.available,
              discount_by_range_price: row.discount_by_range_price.map(
                (tier): DiscountTier => ({ from: vnd(tier.from), to: tier.to === null ? null : vnd(tier.to), value: tier.value }),
              ),
            }),
          ),
      },
    ]),
  );
}
