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
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath, routePattern } from '../http/route-path.js';
import { sessionOnce } from '../checkout/request-facts.js';
import { optionalBody } from '../ordering/order-steps-http.js';
import type { ReviewUploadErrorCode } from './review-error-codes.js';
import { reviewJson, reviewRow, reviewsSelect, reviewSummary } from './review-store.js';
import { ratingsRecompute } from './ratings-recompute.js';
import { uploadedImagesRefusal } from '../uploads/uploaded-images-check.js';
import { msTime } from '../db/time-sql.js';

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
    const rows = await reviewsSelect(db)
      .where(column === 'product_id' ? 'r.product_id' : 'r.shop_id', '=', id)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset((pageAt - 1) * limit)
      .execute();
    const summary = await reviewSummary(db, column, id);
    // Public lists carry no viewer: every author's name is masked there.
    return { items: rows.map((row) => reviewJson(row, null)), page: pageAt, limit, total: summary.count, summary };
  };

  routes.get(routePattern(API_PATHS.productReviews), async (c) => {
    const id = c.req.param('id');
    const product = await typedDb(db).selectFrom('products').select('id').where('id', '=', id).where('listed', '=', true).executeTakeFirst();
    if (!product) throw new ApiError(404, ERROR_CODES.productNotFound, 'No such product.');
    return okJson(c, await page('product_id', id, c.req.query('page'), c.req.query('limit')));
  });

  routes.get(routePattern(API_PATHS.shopReviews), async (c) => {
    const id = c.req.param('id');
    const shop = await typedDb(db).selectFrom('shops').select('id').where('id', '=', id).executeTakeFirst();
    if (!shop) throw new ApiError(404, ERROR_CODES.shopNotFound, 'No such shop.');
    return okJson(c, await page('shop_id', id, c.req.query('page'), c.req.query('limit')));
  });

  routes.get(routePattern(API_PATHS.orderReviews), session, async (c) => {
    const order = await typedDb(db).selectFrom('orders').select('owner_id').where('id', '=', c.req.param('id')).executeTakeFirst();
    if (!order || order.owner_id !== c.get('session').ownerId) throw new ApiError(404, ERROR_CODES['ORDER.NOT_FOUND'], 'No such order.');
    const rows = await reviewsSelect(db).where('r.order_id', '=', c.req.param('id')).orderBy('oi.position').execute();
    return okJson(c, rows.map((row) => reviewJson(row, c.get('session').ownerId)));
  });

  routes.post(routePath(API_PATHS.reviews), session, async (c) => {
    const body = await optionalBody(c);
    const itemId = typeof body['order_item_id'] === 'string' ? body['order_item_id'] : '';
    const draft = draftChecked(body);
    await imagesOwned(db, draft.images, c.get('session').ownerId);
    const now = clock();
    const reviewId = await db.transaction(async (tx) => {
      const typed = typedDb(tx);
      const line = await typed
        .selectFrom('order_items as oi')
        .innerJoin('orders as o', 'o.id', 'oi.order_id')
        .innerJoin('order_shops as os', 'os.id', 'oi.order_shop_id')
        .select(['o.id as order_id', 'oi.product_id', 'os.shop_id', 'o.owner_id', 'o.status', 'o.status_history'])
        .where('oi.id', '=', itemId)
        .forUpdate('o')
        .executeTakeFirst();
      // Another buyer's line reads the same as an undelivered one: nothing about it is told.
      if (!line || line.owner_id !== c.get('session').ownerId || line.status !== 'delivered') throw reviewError('REVIEW.ITEM_NOT_DELIVERED');
      const deliveredAt = orderDeliveredAt(line.status_history);
      if (deliveredAt === null || !reviewCanWrite(deliveredAt, now)) throw reviewError('REVIEW.DEADLINE_PASSED');
      const taken = await typed.selectFrom('reviews').select('id').where('order_item_id', '=', itemId).executeTakeFirst();
      if (taken) throw reviewError('REVIEW.ALREADY_WRITTEN');
      const id = randomBytes(12).toString('hex');
      await typed
        .insertInto('reviews')
        .values({
          id,
          order_item_id: itemId,
          order_id: line.order_id,
          product_id: line.product_id,
          shop_id: line.shop_id,
          owner_id: line.owner_id,
          rating: draft.rating,
          content: draft.content,
          images: JSON.stringify(draft.images),
          created_at: msTime(now),
        })
        .execute();
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
      await typedDb(tx)
        .updateTable('reviews')
        .set({
          rating: draft.rating,
          content: draft.content,
          images: JSON.stringify(draft.images),
          edited_at: msTime(now),
        })
        .where('id', '=', reviewId)
        .execute();
      await ratingsRecompute(tx, row.product_id, row.shop_id);
    });
    const updated = await reviewRow(db, reviewId);
    if (!updated) throw reviewError('REVIEW.NOT_FOUND');
    return okJson(c, reviewJson(updated, c.get('session').ownerId));
  });

  return routes;
}
