import { randomBytes } from 'node:crypto';
import {
  DAY_MS,
  PRODUCT_EXPORT_KEEP_DAYS,
  PRODUCT_EXPORT_ROWS_MAX,
  PRODUCT_FILTER_STATES,
  type ProductExport,
  type SellerProductListParams,
} from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { msTime } from '../db/time-sql.js';
import { SELLER_PRODUCT_COLUMNS, SELLER_PRODUCT_SORTS, filterIs, sellerProductJson } from '../seller-products/seller-product-json.js';
import { likeEscaped } from '../seller-products/seller-product-store.js';
import { productExportBuild, type SheetLocale } from './product-sheet-files.js';

const KEEP_MS = PRODUCT_EXPORT_KEEP_DAYS * DAY_MS;

const exportColumns = (eb: ExpressionBuilder<DB, 'product_exports'>) =>
  [
    'product_exports.id',
    sql<number>`(extract(epoch FROM ${eb.ref('product_exports.created_at')}) * 1000)::bigint`.as('created_ms'),
    'product_exports.file_name',
    'product_exports.filter',
    'product_exports.q',
    'product_exports.rows',
  ] as const;

const exportJson = (row: { id: string; created_ms: number; file_name: string; filter: string; q: string; rows: number }): ProductExport => {
  const created = Number(row.created_ms);
  // The column holds what the list's filter was (written below from SellerProductListParams).
  const filter = PRODUCT_FILTER_STATES.find((state) => state === row.filter) ?? 'all';
  return { _id: row.id, created_at: created, file_name: row.file_name, filter, q: row.q, rows: row.rows, expires_at: created + KEEP_MS };
};

/** Removes every download older than the history keeps (spec 9: 30 days), files included. */
export async function productExportsExpire(db: Db, now: number): Promise<void> {
  await typedDb(db).deleteFrom('product_exports').where('created_at', '<=', msTime(now - KEEP_MS)).execute();
}

/** The shop's download history, newest first; an expired download is not listed. */
export async function productExportList(db: Db, shopId: string, now: number): Promise<ProductExport[]> {
  await productExportsExpire(db, now);
  const rows = await typedDb(db)
    .selectFrom('product_exports')
    .select(exportColumns)
    .where('product_exports.shop_id', '=', shopId)
    .where('product_exports.created_at', '>', msTime(now - KEEP_MS))
    .orderBy('product_exports.created_at', 'desc')
    .orderBy('product_exports.id')
    .execute();
  return rows.map(exportJson);
}

/** A download of the product list as the list shows it (its filter, search and order), every page of it. */
export async function productExportCreate(db: Db, shopId: string, params: SellerProductListParams, locale: SheetLocale, now: number): Promise<ProductExport> {
  const search = params.q === '' ? null : `%${likeEscaped(params.q)}%`;
  const sort = SELLER_PRODUCT_SORTS[params.sort];
  const shopProducts = typedDb(db).selectFrom('products as p').select(SELLER_PRODUCT_COLUMNS).where('p.shop_id', '=', shopId);
  const products = await (search === null ? shopProducts : shopProducts.where('p.name', 'ilike', search))
    .where(filterIs(params.filter))
    .orderBy(sort.column, sort.direction)
    .orderBy('p.id')
    .limit(PRODUCT_EXPORT_ROWS_MAX)
    .execute();
  const content = await productExportBuild(products.map(sellerProductJson), locale);
  const id = randomBytes(12).toString('hex');
  const stamp = new Date(now).toISOString().slice(0, 19).replace(/[-:T]/g, '');
  const fileName = `modavi-san-pham-${params.filter}-${stamp}.xlsx`;
  await productExportsExpire(db, now);
  const row = await typedDb(db)
    .insertInto('product_exports')
    .values({ id, shop_id: shopId, created_at: msTime(now), file_name: fileName, filter: params.filter, q: params.q, rows: products.length, content })
    .returning(exportColumns)
    .executeTakeFirst();
  if (!row) throw new Error('the download was not stored');
  return exportJson(row);
}

/** A download's file while the history keeps it; null for another shop's, an unknown or an expired one. */
export async function productExportFile(db: Db, shopId: string, id: string, now: number): Promise<{ fileName: string; content: Buffer } | null> {
  const row = await typedDb(db)
    .selectFrom('product_exports')
    .select(['file_name', 'content'])
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .where('created_at', '>', msTime(now - KEEP_MS))
    .executeTakeFirst();
  return row ? { fileName: row.file_name, content: Buffer.from(row.content) } : null;
}
