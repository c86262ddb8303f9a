import { SHOP_SHIPPING_OPTIONS_DEFAULT, vnd, type Discount, type DiscountTier, type PaymentMethod, type ShippingOption } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
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

/** Payment settings, shipping origin and discounts of these shops, by shop id (kept in memory while unchanged: queryKept). */
export async function shopSettings(db: Db, shopIds: readonly string[]): Promise<Map<string, ShopSettings>> {
  const ids = [...new Set(shopIds)];
  const typed = typedDb(db);
  const anyId = sql<string>`ANY(${ids}::text[])`;
  const [methods, origins, discounts, shipping] = [
    await queryKept(db, ['shop_payment_methods'], typed.selectFrom('shop_payment_methods').select(['shop_id', 'method']).where('shop_id', '=', anyId)),
    await queryKept(
      db,
      ['shops', 'shop_shipping_origins'],
      typed
        .selectFrom('shops as s')
        .leftJoin('shop_shipping_origins as o', 'o.shop_id', 's.id')
        .select([
          's.id as shop_id',
          sql<string | null>`CASE WHEN o.shop_id IS NOT NULL THEN o.province_code WHEN s.country = 'VN' THEN ${SHIPPING_ORIGIN_DEFAULT} END`.as('province_code'),
        ])
        .where('s.id', '=', anyId),
    ),
    await queryKept(db, ['shop_discounts'], typed.selectFrom('shop_discounts').selectAll().where('shop_id', '=', anyId).orderBy('id')),
    await queryKept(db, ['shop_shipping_settings'], typed.selectFrom('shop_shipping_settings').select(['shop_id', 'shipping_options']).where('shop_id', '=', anyId)),
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
