import type { ShopSummary } from '@modavi/core';
import type { ShopColumns } from './summary-select.js';

export type { ShopColumns } from './summary-select.js';

/**
 * A shop's card from its prefixed columns. `shop_ships_from_abroad`: as checkout's shipping origin
 * (shop-settings.ts), a set origin, else the shop's country; `shop_paused_until`: pause mode's
 * reopening instant while it lies ahead, else null (the shop sells).
 */

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
