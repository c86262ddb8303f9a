import { sql, type ExpressionBuilder, type Selection } from 'kysely';
import type { DB } from '../db/schema.generated.js';
import { epochMs, isoTime } from '../db/time-sql.js';

/** A query over shops as `s`. */
export type ShopTables = DB & { s: DB['shops'] };

/** A query over products as `p` joined to their shop as `s`. */
export type ProductShopTables = ShopTables & { p: DB['products'] };

/**
 * The shop columns every joined query selects (ShopColumns below), prefixed so they do
 * not clash with product columns.
 */
export const shopColumns = (eb: ExpressionBuilder<ShopTables, 's'>) =>
  [
    's.id as shop_id',
    's.name as shop_name',
    's.avatar as shop_avatar',
    's.country as shop_country',
    's.rating as shop_rating',
    's.followers as shop_followers',
    epochMs(eb.ref('s.last_active_at')).as('shop_last_active_at'),
    // As checkout's shipping origin (shop-settings.ts): a set origin, else the shop's country.
    eb.fn
      .coalesce(
        eb
          .selectFrom('shop_shipping_origins as o')
          .select(sql<boolean>`o.province_code IS NULL`.as('abroad'))
          .whereRef('o.shop_id', '=', 's.id'),
        sql<boolean>`${eb.ref('s.country')} <> 'VN'`,
      )
      .$notNull()
      .as('shop_ships_from_abroad'),
    // Pause mode: the reopening instant while it lies ahead, else null (the shop sells).
    sql<string | null>`CASE WHEN ${eb.ref('s.paused_until')} > now()
      THEN ${isoTime(eb.ref('s.paused_until'))} END`.as('shop_paused_until'),
    sql<string | null>`CASE WHEN ${eb.ref('s.paused_until')} > now() THEN ${eb.ref('s.pause_note')} END`.as('shop_pause_note'),
  ] as const;

/** A product card's columns (SummaryRow below) with its shop's. */
export const summaryColumns = (eb: ExpressionBuilder<ProductShopTables, 'p' | 's'>) =>
  [
    'p.id',
    'p.name',
    'p.images',
    'p.sale_price',
    'p.sale_price_original',
    'p.quantity',
    'p.sold',
    'p.rating',
    ...shopColumns(eb),
  ] as const;

/** The row shopColumns reads (issue 29: the row's type comes from the query, not from a hand-written interface). */
export type ShopColumns = Selection<ProductShopTables, 's', ReturnType<typeof shopColumns>[number]>;

/** The row summaryColumns reads: what a product card is built from (summaryJson). */
export type SummaryRow = Selection<ProductShopTables, 'p' | 's', ReturnType<typeof summaryColumns>[number]>;
