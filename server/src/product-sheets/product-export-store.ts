import { randomBytes } from 'node:crypto';
import {
  DAY_MS,
  PRODUCT_EXPORT_KEEP_DAYS,
  PRODUCT_EXPORT_ROWS_MAX,
  type ProductExport,
  type SellerProductListParams,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { FILTER_STATE_SQL, SELLER_PRODUCT_COLUMNS_SQL, sellerProductJson, type SellerProductRow } from '../seller-products/seller-product-json.js';
import { SORT_SQL, likeEscaped } from '../seller-products/seller-product-store.js';
import { productExportBuild, type SheetLocale } from './product-sheet-files.js';

const KEEP_MS = PRODUCT_EXPORT_KEEP_DAYS * DAY_MS;

interface ExportRow {
  readonly id: string;
  readonly created_ms: number | string;
  readonly file_name: string;
  readonly filter: ProductExport['filter'];
  readonly q: string;
  readonly rows: number;
}

const exportJson = (row: ExportRow): ProductExport => {
  const created = Number(row.created_ms);
  return { _id: row.id, created_at: created, file_name: row.file_name, filter: row.filter, q: row.q, rows: row.rows, expires_at: created + KEEP_MS };
};

const EXPORT_COLUMNS_SQL = `id, (extract(epoch FROM created_at) * 1000)::bigint AS created_ms, file_name, filter, q, rows`;

/** Removes every download older than the history keeps (spec 9: 30 days), files included. */
export async function productExportsExpire(db: Db, now: number): Promise<void> {
  await db.query('DELETE FROM product_exports WHERE created_at <= to_timestamp($1::float8 / 1000)', [now - KEEP_MS]);
}

/** The shop's download history, newest first; an expired download is not listed. */
export async function productExportList(db: Db, shopId: string, now: number): Promise<ProductExport[]> {
  await productExportsExpire(db, now);
  const rows = await db.query<ExportRow>(
    `SELECT ${EXPORT_COLUMNS_SQL} FROM product_exports WHERE shop_id = $1 AND created_at > to_timestamp($2::float8 / 1000) ORDER BY created_at DESC, id`,
    [shopId, now - KEEP_MS],
  );
  return rows.map(exportJson);
}

/** A download of the product list as the list shows it (its filter, search and order), every page of it. */
export async function productExportCreate(db: Db, shopId: string, params: SellerProductListParams, locale: SheetLocale, now: number): Promise<ProductExport> {
  const search = params.q === '' ? null : `%${likeEscaped(params.q)}%`;
  const products = await db.query<SellerProductRow>(
    `SELECT ${SELLER_PRODUCT_COLUMNS_SQL} FROM products p
      WHERE p.shop_id = $1 AND ($2::text IS NULL OR p.name ILIKE $2) AND ($3 = 'all' OR ${FILTER_STATE_SQL} = $3)
      ORDER BY ${SORT_SQL[params.sort]} LIMIT $4`,
    [shopId, search, params.filter, PRODUCT_EXPORT_ROWS_MAX],
  );
  const content = await productExportBuild(products.map(sellerProductJson), locale);
  const id = randomBytes(12).toString('hex');
  const stamp = new Date(now).toISOString().slice(0, 19).replace(/[-:T]/g, '');
  const fileName = `modavi-san-pham-${params.filter}-${stamp}.xlsx`;
  await productExportsExpire(db, now);
  const [row] = await db.query<ExportRow>(
    `INSERT INTO product_exports (id, shop_id, created_at, file_name, filter, q, rows, content)
     VALUES ($1, $2, to_timestamp($3::float8 / 1000), $4, $5, $6, $7, $8) RETURNING ${EXPORT_COLUMNS_SQL}`,
    [id, shopId, now, fileName, params.filter, params.q, products.length, content],
  );
  if (!row) throw new Error('the download was not stored');
  return exportJson(row);
}

/** A download's file while the history keeps it; null for another shop's, an unknown or an expired one. */
export async function productExportFile(db: Db, shopId: string, id: string, now: number): Promise<{ fileName: string; content: Buffer } | null> {
  const [row] = await db.query<{ file_name: string; content: Uint8Array }>(
    'SELECT file_name, content FROM product_exports WHERE id = $1 AND shop_id = $2 AND created_at > to_timestamp($3::float8 / 1000)',
    [id, shopId, now - KEEP_MS],
  );
  return row ? { fileName: row.file_name, content: Buffer.from(row.content) } : null;
}
