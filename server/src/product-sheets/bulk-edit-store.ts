import { BULK_EDIT_PAGE_LIMIT, bulkEditKey, type BulkEditItem, type BulkEditItemPage, type BulkEditLocks } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { likeEscaped } from '../seller-products/seller-product-store.js';

/**
 * Variants that left a product's matrix but stay for the orders naming them sit at position
 * 10000 and above (seller-product-write.ts); bulk edit offers only the live ones.
 */
const LIVE_VARIANT_BELOW = 10000;

/**
 * The shop's items as bulk edit sees them: each product without live variants once
 * (variant_id null), each live variant of the others; named and ordered like the list (newest first).
 */
const shopItems = (db: Db, shopId: string) => {
  const typed = typedDb(db);
  return typed
    .selectFrom('products as p')
    .select([
      'p.id as product_id',
      sql<string | null>`NULL::text`.as('variant_id'),
      'p.name as product_name',
      sql<string | null>`NULL::text`.as('variant_name'),
      'p.sale_price as price',
      'p.quantity as stock',
      'p.created_at',
      sql<number>`-1`.as('position'),
    ])
    .where('p.shop_id', '=', shopId)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('variants as v').select(sql.lit(1).as('one')).whereRef('v.product_id', '=', 'p.id').where('v.position', '<', LIVE_VARIANT_BELOW))),
    )
    .unionAll(
      typed
        .selectFrom('products as p')
        .innerJoin('variants as v', (join) => join.onRef('v.product_id', '=', 'p.id').on('v.position', '<', LIVE_VARIANT_BELOW))
        .select(['p.id as product_id', 'v.id as variant_id', 'p.name as product_name', 'v.variant_name', 'v.sale_price as price', 'v.quantity as stock', 'p.created_at', 'v.position'])
        .where('p.shop_id', '=', shopId),
    )
    .as('i');
};

const itemOf = (row: { product_id: string; variant_id: string | null; product_name: string; variant_name: string | null; price: number; stock: number }): BulkEditItem => ({
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
  const limit = BULK_EDIT_PAGE_LIMIT;
  const typed = typedDb(db);
  const searched = () => {
    const items = typed.selectFrom(shopItems(db, shopId));
    return search === null ? items : items.where((eb) => eb.or([eb('i.product_name', 'ilike', search), eb('i.product_id', '=', q)]));
  };
  const [rows, counted] = await Promise.all([
    searched().selectAll('i').orderBy('i.created_at', 'desc').orderBy('i.product_id').orderBy('i.position').limit(limit).offset((page - 1) * limit).execute(),
    searched().select(sql<number>`count(*)::int`.as('total')).executeTakeFirst(),
  ]);
  return { items: rows.map(itemOf), page, limit, total: counted?.total ?? 0 };
}

/** Every item of the shop, in the table's order (the template holds them all). */
export async function bulkEditItemsAll(db: Db, shopId: string): Promise<BulkEditItem[]> {
  const rows = await typedDb(db).selectFrom(shopItems(db, shopId)).selectAll('i').orderBy('i.created_at', 'desc').orderBy('i.product_id').orderBy('i.position').execute();
  return rows.map(itemOf);
}

/** The shop's items keyed for core's bulkEditCheck, with each product's price lock. */
export async function bulkEditState(db: Db, shopId: string): Promise<{ items: Map<string, BulkEditItem>; locks: BulkEditLocks }> {
  const [items, locks] = await Promise.all([
    bulkEditItemsAll(db, shopId),
    typedDb(db)
      .selectFrom('products as p')
      .select((eb) => [
        'p.id',
        'p.ever_listed',
        eb
          .selectFrom('product_price_changes as c')
          .select(sql<number[]>`coalesce(jsonb_agg((extract(epoch FROM c.changed_at) * 1000)::bigint), '[]')`.as('ms'))
          .whereRef('c.product_id', '=', 'p.id')
          .as('changes'),
      ])
      .where('p.shop_id', '=', shopId)
      .execute(),
  ]);
  return {
    items: new Map(items.map((item) => [bulkEditKey(item.product_id, item.variant_id), item])),
    locks: new Map(locks.map((row) => [row.id, row.ever_listed ? (row.changes ?? []).map(Number) : null])),
  };
}
