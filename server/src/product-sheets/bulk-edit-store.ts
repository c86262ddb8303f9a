import { BULK_EDIT_PAGE_LIMIT, bulkEditKey, type BulkEditItem, type BulkEditItemPage, type BulkEditLocks } from '@modavi/core';
import type { Db } from '../db/db.js';
import { likeEscaped } from '../seller-products/seller-product-store.js';

/**
 * Variants that left a product's matrix but stay for the orders naming them sit at position
 * 10000 and above (seller-product-write.ts); bulk edit offers only the live ones.
 */
const LIVE_VARIANT_SQL = 'v.position < 10000';

/**
 * The shop's items as bulk edit sees them: each product without live variants once
 * (variant_id null), each live variant of the others; named and ordered like the list (newest first).
 */
const ITEMS_SQL = `
  SELECT p.id AS product_id, NULL::text AS variant_id, p.name AS product_name, NULL::text AS variant_name,
         p.sale_price AS price, p.quantity AS stock, p.created_at, -1 AS position
    FROM products p
   WHERE p.shop_id = $1 AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND ${LIVE_VARIANT_SQL})
  UNION ALL
  SELECT p.id, v.id, p.name, v.variant_name, v.sale_price, v.quantity, p.created_at, v.position
    FROM products p JOIN variants v ON v.product_id = p.id AND ${LIVE_VARIANT_SQL}
   WHERE p.shop_id = $1`;

type ItemRow = Omit<BulkEditItem, 'variant_id' | 'variant_name'> & { variant_id: string | null; variant_name: string | null };

const itemOf = (row: ItemRow): BulkEditItem => ({
  product_id: row.product_id,
  variant_id: row.variant_id,
  product_name: row.product_name,
  variant_name: row.variant_name,
  price: Number(row.price),
  stock: Number(row.stock),
});

/** A page of the shop's items for the table, searched by product name (or id). */
export async function bulkEditItemPage(db: Db, shopId: string, q: string, page: number): Promise<BulkEditItemPage> {
  const search = q === '' ? null : `%${likeEscaped(q)}%`;
  const where = '($2::text IS NULL OR i.product_name ILIKE $2 OR i.product_id = $3)';
  const limit = BULK_EDIT_PAGE_LIMIT;
  const [rows, counted] = await Promise.all([
    db.query<ItemRow>(
      `SELECT * FROM (${ITEMS_SQL}) i WHERE ${where} ORDER BY i.created_at DESC, i.product_id, i.position LIMIT $4 OFFSET $5`,
      [shopId, search, q, limit, (page - 1) * limit],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${ITEMS_SQL}) i WHERE ${where}`, [shopId, search, q]),
  ]);
  return { items: rows.map(itemOf), page, limit, total: counted[0]?.total ?? 0 };
}

/** Every item of the shop, in the table's order (the template holds them all). */
export async function bulkEditItemsAll(db: Db, shopId: string): Promise<BulkEditItem[]> {
  const rows = await db.query<ItemRow>(`SELECT * FROM (${ITEMS_SQL}) i ORDER BY i.created_at DESC, i.product_id, i.position`, [shopId]);
  return rows.map(itemOf);
}

/** The shop's items keyed for core's bulkEditCheck, with each product's price lock. */
export async function bulkEditState(db: Db, shopId: string): Promise<{ items: Map<string, BulkEditItem>; locks: BulkEditLocks }> {
  const [items, locks] = await Promise.all([
    bulkEditItemsAll(db, shopId),
    db.query<{ id: string; ever_listed: boolean; changes: (number | string)[] }>(
      `SELECT p.id, p.ever_listed,
              (SELECT coalesce(jsonb_agg((extract(epoch FROM c.changed_at) * 1000)::bigint), '[]') FROM product_price_changes c WHERE c.product_id = p.id) AS changes
         FROM products p WHERE p.shop_id = $1`,
      [shopId],
    ),
  ]);
  return {
    items: new Map(items.map((item) => [bulkEditKey(item.product_id, item.variant_id), item])),
    locks: new Map(locks.map((row) => [row.id, row.ever_listed ? row.changes.map(Number) : null])),
  };
}
