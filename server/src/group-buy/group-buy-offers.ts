import { groupBuyOfferActive, type GroupBuyOffer, type GroupBuyOfferForm } from '@modavi/core';
import type { Db } from '../db/db.js';

interface OfferRow {
  product_id: string;
  enabled: boolean;
  group_price: number;
  goal: number;
  duration_hours: number;
  starts_ms: number | null;
  ends_ms: number | null;
}

const OFFER_SELECT = `SELECT product_id, enabled, group_price, goal, duration_hours,
  (extract(epoch FROM starts_at) * 1000)::float8 AS starts_ms, (extract(epoch FROM ends_at) * 1000)::float8 AS ends_ms
  FROM group_buy_offers`;

const offerOf = (row: OfferRow): GroupBuyOffer => ({
  product_id: row.product_id,
  enabled: row.enabled,
  group_price: row.group_price,
  goal: row.goal,
  duration_hours: row.duration_hours,
  starts_at: row.starts_ms === null ? null : Math.round(row.starts_ms),
  ends_at: row.ends_ms === null ? null : Math.round(row.ends_ms),
});

/** A product's set-up, whatever its state (the seller's view). */
export async function offerGet(db: Db, productId: string): Promise<GroupBuyOffer | null> {
  const [row] = await db.query<OfferRow>(`${OFFER_SELECT} WHERE product_id = $1`, [productId]);
  return row ? offerOf(row) : null;
}

/** The offer buyers can use now: set up, enabled, in its period, of a listed product; with its shop and the shop's owner. */
export async function offerActiveFor(db: Db, productId: string, now: number): Promise<(GroupBuyOffer & { shopId: string; ownerId: string | null }) | null> {
  const [row] = await db.query<OfferRow & { shop_id: string; owner_user_id: string | null }>(
    `SELECT o.product_id, o.enabled, o.group_price, o.goal, o.duration_hours,
       (extract(epoch FROM o.starts_at) * 1000)::float8 AS starts_ms, (extract(epoch FROM o.ends_at) * 1000)::float8 AS ends_ms,
       p.shop_id, s.owner_user_id
     FROM group_buy_offers o JOIN products p ON p.id = o.product_id AND p.listed JOIN shops s ON s.id = p.shop_id
     WHERE o.product_id = $1`,
    [productId],
  );
  if (!row) return null;
  const offer = offerOf(row);
  return groupBuyOfferActive(offer, now) ? { ...offer, shopId: row.shop_id, ownerId: row.owner_user_id } : null;
}

/** Every price a buyer could pay for the product now: its own sale price and each variant's (the group price must be below all). */
export async function salePricesOf(db: Db, productId: string): Promise<number[]> {
  const rows = await db.query<{ sale_price: number }>(
    'SELECT sale_price FROM products WHERE id = $1 UNION ALL SELECT sale_price FROM variants WHERE product_id = $1',
    [productId],
  );
  return rows.map((row) => row.sale_price);
}

/** Writes a product's set-up (one per product); running rooms keep the terms they were opened with. */
export async function offerSave(db: Db, productId: string, shopId: string, form: GroupBuyOfferForm, now: number): Promise<void> {
  await db.query(
    `INSERT INTO group_buy_offers (product_id, shop_id, enabled, group_price, goal, duration_hours, starts_at, ends_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, to_timestamp($7::float8 / 1000), to_timestamp($8::float8 / 1000), to_timestamp($9::float8 / 1000))
     ON CONFLICT (product_id) DO UPDATE SET enabled = EXCLUDED.enabled, group_price = EXCLUDED.group_price, goal = EXCLUDED.goal,
       duration_hours = EXCLUDED.duration_hours, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at, updated_at = EXCLUDED.updated_at`,
    [productId, shopId, form.enabled, form.group_price, form.goal, form.duration_hours, form.starts_at, form.ends_at, now],
  );
}

/** How many of the product's rooms are in each state (the seller's summary). */
export async function roomCounts(db: Db, productId: string): Promise<{ open: number; completed: number; cancelled: number }> {
  const rows = await db.query<{ status: 'open' | 'completed' | 'cancelled'; n: number }>(
    'SELECT status, count(*)::int AS n FROM group_buy_rooms WHERE product_id = $1 GROUP BY status',
    [productId],
  );
  const count = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { open: count('open'), completed: count('completed'), cancelled: count('cancelled') };
}
