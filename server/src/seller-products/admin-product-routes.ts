import { Hono } from 'hono';
import { z } from 'zod';
import {
  PRODUCT_REJECT_REASON_MAX,
  SELLER_PRODUCT_PAGE_LIMIT,
  productApprovalDecide,
  sellerProductListParamsRead,
  type AdminProductPage,
  type Clock,
  ADMIN_API_PATHS,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { actorRequired, type ActorEnv } from '../ordering/actor-tokens.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { bodyParse } from '../http/request-body.js';
import { routePath, routePattern } from '../http/route-path.js';
import { SELLER_PRODUCT_COLUMNS_SQL, sellerProductJson, type SellerProductRow } from './seller-product-json.js';

const RejectBody = z.object({ reason: z.string().trim().min(1).max(PRODUCT_REJECT_REASON_MAX) });

interface QueueRow extends SellerProductRow {
  readonly shop_id: string;
  readonly shop_name: string;
  readonly category_name: string | null;
  readonly submitted_ms: number | null;
}

/** The waiting products, oldest submission first: the admin's queue (spec 6: admin approves products). */
async function adminProductPage(db: Db, page: number): Promise<AdminProductPage> {
  const limit = SELLER_PRODUCT_PAGE_LIMIT;
  const where = `p.approval_status = 'waiting_confirmation' AND NOT p.is_draft`;
  const [rows, counted] = await Promise.all([
    db.query<QueueRow>(
      `SELECT ${SELLER_PRODUCT_COLUMNS_SQL}, s.id AS shop_id, s.name AS shop_name, c.name AS category_name,
         (extract(epoch FROM p.submitted_at) * 1000)::bigint AS submitted_ms
       FROM products p JOIN shops s ON s.id = p.shop_id LEFT JOIN categories c ON c.id = p.category_id
       WHERE ${where} ORDER BY p.submitted_at, p.id LIMIT $1 OFFSET $2`,
      [limit, (page - 1) * limit],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM products p WHERE ${where}`),
  ]);
  return {
    items: rows.map((row) => ({
      ...sellerProductJson(row),
      shop: { _id: row.shop_id, name: row.shop_name },
      category_name: row.category_name,
      submitted_at: row.submitted_ms === null ? null : Number(row.submitted_ms),
    })),
    page,
    limit,
    total: counted[0]?.total ?? 0,
  };
}

/** The admin's product queue: list, approve (the product is listed), reject with a reason the seller sees. */
export function adminProductRoutes(db: Db, clock: Clock): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const admin = actorRequired(db, 'admin', ERROR_CODES['PRODUCT.ADMIN_ONLY']);

  routes.get(routePath(ADMIN_API_PATHS.adminProducts), admin, async (c) => okJson(c, await adminProductPage(db, sellerProductListParamsRead(c.req.query()).page)));

  const decide = async (id: string, decision: 'confirm' | 'reject', reason: string | null) => {
    const [row] = await db.query<{ approval_status: 'waiting_confirmation' | 'confirmed' | 'rejected'; is_draft: boolean }>(
      'SELECT approval_status, is_draft FROM products WHERE id = $1',
      [id],
    );
    if (!row) throw new ApiError(404, ERROR_CODES.productNotFound, 'No such product.');
    const next = productApprovalDecide(row.is_draft ? 'confirmed' : row.approval_status, decision);
    if (!next.ok) throw new ApiError(409, ERROR_CODES[next.error], 'The product is not waiting for confirmation.');
    const [saved] = await db.query<SellerProductRow>(
      `UPDATE products p SET approval_status = $2, rejection_reason = $3, decided_at = to_timestamp($4::float8 / 1000),
         ever_listed = p.ever_listed OR $2 = 'confirmed'
       WHERE p.id = $1 AND p.approval_status = 'waiting_confirmation' RETURNING ${SELLER_PRODUCT_COLUMNS_SQL}`,
      [id, next.value, reason, clock.now()],
    );
    if (!saved) throw new ApiError(409, ERROR_CODES['PRODUCT.APPROVAL_NOT_WAITING'], 'Decided meanwhile.');
    return sellerProductJson(saved);
  };

  routes.post(routePattern(ADMIN_API_PATHS.adminProductApprove), admin, async (c) => okJson(c, await decide(c.req.param('id'), 'confirm', null)));

  routes.post(routePattern(ADMIN_API_PATHS.adminProductReject), admin, async (c) => {
    const { reason } = await bodyParse(c, RejectBody, { reason: ERROR_CODES['PRODUCT.REJECT_REASON_REQUIRED'] });
    return okJson(c, await decide(c.req.param('id'), 'reject', reason));
  });
  return routes;
}
