import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  API_PATHS,
  orderDeliveredAt,
  REVIEW_EDIT_WINDOW_DAYS,
  REVIEW_IMAGES_MAX,
  reviewCanEdit,
  reviewCanWrite,
  reviewValidate,
  type ReviewDraft,
  type StatusHistoryEntry,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath, routePattern } from '../http/route-path.js';
import { sessionOnce } from '../checkout/request-facts.js';
import { optionalBody } from '../ordering/order-steps-http.js';
import type { ReviewUploadErrorCode } from './review-error-codes.js';
import { REVIEW_COLUMNS, REVIEW_FROM, reviewJson, reviewRow, reviewSummary, type ReviewRow } from './review-store.js';
import { ratingsRecompute } from './ratings-recompute.js';
import { uploadedImagesRefusal } from '../uploads/uploaded-images-check.js';

const LIMIT_DEFAULT = 10;
const LIMIT_MAX = 50;

const STATUS_OF: Partial<Record<ReviewUploadErrorCode, ContentfulStatusCode>> = {
  'REVIEW.NOT_FOUND': 404,
  'REVIEW.ALREADY_WRITTEN': 409,
  'REVIEW.EDIT_NOT_ALLOWED': 409,
  'REVIEW.ITEM_NOT_DELIVERED': 422,
  'REVIEW.DEADLINE_PASSED': 422,
};

/** A review refusal: 404 not found, 409 taken or used up, 422 not allowed for this line, 400 the form. */
const reviewError = (code: ReviewUploadErrorCode, message: string = code) => new ApiError(STATUS_OF[code] ?? 400, ERROR_CODES[code], message);

const pageNumber = (text: string | undefined, fallback: number, max: number): number => {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new ApiError(400, ERROR_CODES.requestInvalid, `Expected a whole number from 1 to ${max}.`);
  return value;
};

/** The form checked with core's reviewValidate plus the image count; the first issue is the answer. */
function draftChecked(body: Record<string, unknown>): ReviewDraft {
  const checked = reviewValidate(body);
  if (!checked.ok) {
    const first = checked.error[0];
    const code = (first?.code ?? 'REVIEW.INVALID') as ReviewUploadErrorCode;
    throw reviewError(code in ERROR_CODES ? code : 'REVIEW.INVALID', `${first?.field ?? 'body'}: ${first?.code ?? 'invalid'}`);
  }
  if (checked.value.images.length > REVIEW_IMAGES_MAX) throw reviewError('REVIEW.IMAGES_TOO_MANY', `At most ${REVIEW_IMAGES_MAX} images.`);
  if (checked.value.images.some((image) => image.trim() === '' || image.length > 500)) throw reviewError('REVIEW.INVALID', 'An image address is not valid.');
  return checked.value;
}

/** A review's pictures are shown to every visitor: only the writer's own uploads here. */
async function imagesOwned(db: Db, images: readonly string[], ownerId: string): Promise<void> {
  const invalidAt = await uploadedImagesRefusal(db, images, ownerId);
  if (invalidAt !== null) throw reviewError('REVIEW.IMAGE_INVALID', `Image ${invalidAt} is not an image you uploaded.`);
}

/**
 * Reviews of purchased products. Anyone reads a product's or a shop's (newest first, with the
 * rating summary); the owner of an order reviews each delivered line once, within core's
 * REVIEW_BUYER_DEADLINE_DAYS of the delivery, and may edit a review once within
 * REVIEW_EDIT_WINDOW_DAYS (core's reviewCanWrite / reviewCanEdit decide, with the server's clock).
 */
export function reviewRoutes(db: Db, clock: () => number = Date.now): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const session = sessionOnce(db);

  const page = async (column: 'product_id' | 'shop_id', id: string, pageText: string | undefined, limitText: string | undefined) => {
    const pageAt = pageNumber(pageText, 1, 10_000);
    const limit = pageNumber(limitText, LIMIT_DEFAULT, LIMIT_MAX);
    const rows = await db.query<ReviewRow>(
      `SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.${column} = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [id, limit, (pageAt - 1) * limit],
    );
    const summary = await reviewSummary(db, column, id);
    // Public lists carry no viewer: every author's name is masked there.
    return { items: rows.map((row) => reviewJson(row, null)), page: pageAt, limit, total: summary.count, summary };
  };

  routes.get(routePattern(API_PATHS.productReviews), async (c) => {
    const id = c.req.param('id');
    const [product] = await db.query<{ id: string }>('SELECT id FROM products WHERE id = $1 AND listed', [id]);
    if (!product) throw new ApiError(404, ERROR_CODES.productNotFound, 'No such product.');
    return okJson(c, await page('product_id', id, c.req.query('page'), c.req.query('limit')));
  });

  routes.get(routePattern(API_PATHS.shopReviews), async (c) => {
    const id = c.req.param('id');
    const [shop] = await db.query<{ id: string }>('SELECT id FROM shops WHERE id = $1', [id]);
    if (!shop) throw new ApiError(404, ERROR_CODES.shopNotFound, 'No such shop.');
    return okJson(c, await page('shop_id', id, c.req.query('page'), c.req.query('limit')));
  });

  routes.get(routePattern(API_PATHS.orderReviews), session, async (c) => {
    const [order] = await db.query<{ owner_id: string }>('SELECT owner_id FROM orders WHERE id = $1', [c.req.param('id')]);
    if (!order || order.owner_id !== c.get('session').ownerId) throw new ApiError(404, ERROR_CODES['ORDER.NOT_FOUND'], 'No such order.');
    const rows = await db.query<ReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.order_id = $1 ORDER BY oi.position`, [c.req.param('id')]);
    return okJson(c, rows.map((row) => reviewJson(row, c.get('session').ownerId)));
  });

  routes.post(routePath(API_PATHS.reviews), session, async (c) => {
    const body = await optionalBody(c);
    const itemId = typeof body['order_item_id'] === 'string' ? body['order_item_id'] : '';
    const draft = draftChecked(body);
    await imagesOwned(db, draft.images, c.get('session').ownerId);
    const now = clock();
    const reviewId = await db.transaction(async (tx) => {
      const [line] = await tx.query<{ order_id: string; product_id: string; shop_id: string; owner_id: string; status: string; status_history: StatusHistoryEntry[] }>(
        `SELECT o.id AS order_id, oi.product_id, os.shop_id, o.owner_id, o.status, o.status_history
         FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN order_shops os ON os.id = oi.order_shop_id
         WHERE oi.id = $1 FOR UPDATE OF o`,
        [itemId],
      );
      // Another buyer's line reads the same as an undelivered one: nothing about it is told.
      if (!line || line.owner_id !== c.get('session').ownerId || line.status !== 'delivered') throw reviewError('REVIEW.ITEM_NOT_DELIVERED');
      const deliveredAt = orderDeliveredAt(line.status_history);
      if (deliveredAt === null || !reviewCanWrite(deliveredAt, now)) throw reviewError('REVIEW.DEADLINE_PASSED');
      const [taken] = await tx.query<{ id: string }>('SELECT id FROM reviews WHERE order_item_id = $1', [itemId]);
      if (taken) throw reviewError('REVIEW.ALREADY_WRITTEN');
      const id = randomBytes(12).toString('hex');
      await tx.query(
        `INSERT INTO reviews (id, order_item_id, order_id, product_id, shop_id, owner_id, rating, content, images, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, to_timestamp($10::float8 / 1000))`,
        [id, itemId, line.order_id, line.product_id, line.shop_id, line.owner_id, draft.rating, draft.content, JSON.stringify(draft.images), now],
      );
      await ratingsRecompute(tx, line.product_id, line.shop_id);
      return id;
    });
    const created = await reviewRow(db, reviewId);
    if (!created) throw reviewError('REVIEW.NOT_FOUND');
    return okJson(c, reviewJson(created, c.get('session').ownerId), 201);
  });

  routes.put(routePattern(API_PATHS.review), session, async (c) => {
    const draft = draftChecked(await optionalBody(c));
    await imagesOwned(db, draft.images, c.get('session').ownerId);
    const reviewId = c.req.param('id');
    const now = clock();
    await db.transaction(async (tx) => {
      const row = await reviewRow(tx, reviewId, true);
      if (!row || row.owner_id !== c.get('session').ownerId) throw reviewError('REVIEW.NOT_FOUND');
      if (!reviewCanEdit({ created_at: row.created_ms, edited_at: row.edited_ms }, now)) {
        throw reviewError('REVIEW.EDIT_NOT_ALLOWED', `One edit within ${REVIEW_EDIT_WINDOW_DAYS} days.`);
      }
      await tx.query(
        'UPDATE reviews SET rating = $2, content = $3, images = $4::jsonb, edited_at = to_timestamp($5::float8 / 1000) WHERE id = $1',
        [reviewId, draft.rating, draft.content, JSON.stringify(draft.images), now],
      );
      await ratingsRecompute(tx, row.product_id, row.shop_id);
    });
    const updated = await reviewRow(db, reviewId);
    if (!updated) throw reviewError('REVIEW.NOT_FOUND');
    return okJson(c, reviewJson(updated, c.get('session').ownerId));
  });

  return routes;
}
