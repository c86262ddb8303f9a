import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  API_HEADERS,
  BULK_EDIT_ROWS_MAX,
  IMAGE_UPLOAD_FIELD,
  PRODUCT_EXPORT_KEEP_DAYS,
  PRODUCT_SHEET_BYTES_MAX,
  SELLER_PRODUCT_QUERY_MAX,
  sellerProductListParamsRead,
  type BulkEditInput,
  type Clock,
  SELLER_API_PATHS,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { actorRequired, type ActorEnv } from '../ordering/actor-tokens.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { bodyParse } from '../http/request-body.js';
import { routePath, routePattern } from '../http/route-path.js';
import { searchIndexRefresh } from '../search/search-index.js';
import { bulkEditItemPage, bulkEditItemsAll } from './bulk-edit-store.js';
import { bulkEditPreview, bulkEditSave } from './bulk-edit-save.js';
import { bulkSheetRead, bulkTemplateBuild, sheetLocaleOf } from './product-sheet-files.js';
import { productExportCreate, productExportFile, productExportList } from './product-export-store.js';

/** A line of the table or of a checked sheet: the rules (core's bulkEditCheck) read the values themselves. */
const BulkBody = z.object({
  rows: z
    .array(
      z.object({
        line: z.number().int().min(1).max(1_000_000).optional(),
        product_id: z.unknown(),
        variant_id: z.unknown(),
        price: z.unknown(),
        stock: z.unknown(),
      }),
    ),
});

const shopIdOf = (c: Context<ActorEnv>): string => {
  const shopId = c.get('actor').shopId;
  if (shopId === null) throw new ApiError(403, ERROR_CODES['PRODUCT.SELLER_ONLY'], 'This needs a shop.');
  return shopId;
};

const sheetJson = (fileName: string, content: Buffer) => ({ file_name: fileName, content_base64: content.toString('base64') });

const refused = (code: 'FILE.READ_ERROR' | 'FILE.LIST_NOT_CORRECT' | 'BULK.TOO_MANY_ROWS' | 'BULK.SHEET_TOO_LARGE', message: string) =>
  new ApiError(400, ERROR_CODES[code], message);

/**
 * Bulk edit (chinh-sua-hang-loat) and the product list's download (tai-xuong-danh-sach), all
 * scoped to the caller's shop: another shop's ids are unknown lines, its downloads not found.
 * Mounted before the product routes: Hono tries routes in order and 'bulk' is no product id.
 */
export function productSheetRoutes(db: Db, clock: Clock): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const seller = actorRequired(db, 'seller', ERROR_CODES['PRODUCT.SELLER_ONLY']);
  const localeOf = (c: Context) => sheetLocaleOf(c.req.header(API_HEADERS.language));

  routes.get(routePath(SELLER_API_PATHS.sellerProductBulk), seller, async (c) => {
    const q = (c.req.query('q') ?? '').trim().slice(0, SELLER_PRODUCT_QUERY_MAX);
    const page = Number(c.req.query('page'));
    return okJson(c, await bulkEditItemPage(db, shopIdOf(c), q, Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1));
  });

  routes.put(routePath(SELLER_API_PATHS.sellerProductBulk), seller, async (c) => {
    const shopId = shopIdOf(c);
    const body = await bodyParse(c, BulkBody);
    if (body.rows.length > BULK_EDIT_ROWS_MAX) throw refused('BULK.TOO_MANY_ROWS', `At most ${BULK_EDIT_ROWS_MAX} lines at once.`);
    const inputs: BulkEditInput[] = body.rows.map((row, index) => ({ ...row, line: row.line ?? index + 1 }));
    const result = await bulkEditSave(db, shopId, inputs, clock.now());
    if (result.saved > 0) await searchIndexRefresh(db);
    return okJson(c, result);
  });

  routes.get(routePath(SELLER_API_PATHS.sellerProductBulkTemplate), seller, async (c) => {
    const content = await bulkTemplateBuild(await bulkEditItemsAll(db, shopIdOf(c)), localeOf(c));
    return okJson(c, sheetJson('modavi-sua-hang-loat.xlsx', content));
  });

  routes.post(routePath(SELLER_API_PATHS.sellerProductBulkSheet), seller, async (c) => {
    const shopId = shopIdOf(c);
    let file: unknown;
    try {
      file = (await c.req.parseBody())[IMAGE_UPLOAD_FIELD];
    } catch {
      throw refused('FILE.READ_ERROR', 'Expected multipart/form-data with a file.');
    }
    if (!(file instanceof File)) throw refused('FILE.READ_ERROR', `Expected a file in the '${IMAGE_UPLOAD_FIELD}' field.`);
    if (file.size > PRODUCT_SHEET_BYTES_MAX) throw refused('BULK.SHEET_TOO_LARGE', 'The sheet is too large.');
    const read = await bulkSheetRead(await file.arrayBuffer());
    if (!read.ok) throw refused(read.code, `The sheet is refused: ${read.code}.`);
    return okJson(c, await bulkEditPreview(db, shopId, read.lines, clock.now()));
  });

  routes.get(routePath(SELLER_API_PATHS.sellerProductExports), seller, async (c) => okJson(c, await productExportList(db, shopIdOf(c), clock.now())));

  routes.post(routePath(SELLER_API_PATHS.sellerProductExports), seller, async (c) => {
    const shopId = shopIdOf(c);
    const body = await bodyParse(c, z.record(z.string(), z.unknown()));
    return okJson(c, await productExportCreate(db, shopId, sellerProductListParamsRead(body), localeOf(c), clock.now()), 201);
  });

  routes.get(routePattern(SELLER_API_PATHS.sellerProductExportFile), seller, async (c) => {
    const found = await productExportFile(db, shopIdOf(c), c.req.param('id'), clock.now());
    if (!found) throw new ApiError(404, ERROR_CODES['EXPORT.NOT_FOUND'], `No such download in the last ${PRODUCT_EXPORT_KEEP_DAYS} days.`);
    return okJson(c, sheetJson(found.fileName, found.content));
  });

  return routes;
}
