import type { ShopSummary } from '@modavi/core';

/** The shop columns every joined query selects (summary-select.ts's shopColumns), prefixed so they do not clash with product columns. */
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
