import type { ShopSummary } from '@modavi/core';

/** The shop columns every joined query selects, prefixed so they do not clash with product columns (typed twin: summary-select.ts's shopColumns). */
export const SHOP_COLUMNS_SQL = `s.id AS shop_id, s.name AS shop_name, s.avatar AS shop_avatar, s.country AS shop_country,
  s.rating AS shop_rating, s.followers AS shop_followers,
  (extract(epoch FROM s.last_active_at) * 1000)::float8 AS shop_last_active_at,
  COALESCE((SELECT o.province_code IS NULL FROM shop_shipping_origins o WHERE o.shop_id = s.id), s.country <> 'VN') AS shop_ships_from_abroad,
  CASE WHEN s.paused_until > now() THEN to_char(s.paused_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END AS shop_paused_until,
  CASE WHEN s.paused_until > now() THEN s.pause_note END AS shop_pause_note`;

export interface ShopColumns {
  readonly shop_id: string;
  readonly shop_name: string;
  readonly shop_avatar: string | null;
  readonly shop_country: 'VN' | 'KR';
  readonly shop_rating: number | null;
  readonly shop_followers: number | null;
  readonly shop_last_active_at: number | string | null;
  /** As checkout's shipping origin (shop-settings.ts): a set origin, else the shop's country. */
  readonly shop_ships_from_abroad: boolean;
  /** Pause mode: the reopening instant while it lies ahead, else null (the shop sells). */
  readonly shop_paused_until: string | null;
  readonly shop_pause_note: string | null;
}

export const shopJson = (row: ShopColumns): ShopSummary => ({
  _id: row.shop_id,
  name: row.shop_name,
  avatar: row.shop_avatar,
  country: row.shop_country,
  rating: row.shop_rating,
  followers: row.shop_followers,
  last_active_at: row.shop_last_active_at === null ? null : Math.round(Number(row.shop_last_active_at)),
  ships_from_abroad: row.shop_ships_from_abroad,
  paused_until: row.shop_paused_until,
  pause_note: row.shop_pause_note,
});
