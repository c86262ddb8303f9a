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
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { msTime } from '../db/time-sql.js';
import { actorRequired, type ActorEnv } from '../ordering/actor-tokens.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { bodyParse } from '../http/request-body.js';
import { routePath, routePattern } from '../http/route-path.js';
import { SELLER_PRODUCT_COLUMNS, sellerProductJson, type ProductTables } from './seller-product-json.js';

const RejectBody = z.object({ reason: z.string().trim().min(1).max(PRODUCT_REJECT_REASON_MAX) });

/** The waiting products, oldest submission first: the admin's queue (spec 6: admin approves products). */
async function adminProductPage(db: Db, page: number): Promise<AdminProductPage> {
  const limit = SELLER_PRODUCT_PAGE_LIMIT;
  const waiting = (eb: ExpressionBuilder<ProductTables, 'p'>) => eb.and([eb('p.approval_status', '=', 'waiting_confirmation'), eb('p.is_draft', '=', false)]);
  const typed = typedDb(db);
  const [rows, counted] = await Promise.all([
    typed
      .selectFrom('products as p')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .leftJoin('categories as c', 'c.id', 'p.category_id')
      .select((eb) => [
        ...SELLER_PRODUCT_COLUMNS,
        's.id as shop_id',
        's.name as shop_name',
        'c.name as category_name',
        sql<number | null>`(extract(epoch FROM ${eb.ref('p.submitted_at')}) * 1000)::bigint`.as('submitted_ms'),
      ])
      .where(waiting)
      .orderBy('p.submitted_at')
      .orderBy('p.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    typed.selectFrom('products as p').select(sql<number>`count(*)::int`.as('total')).where(waiting).executeTakeFirst(),
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
    total: counted?.total ?? 0,
  };
}

/** The admin's product queue: list, approve (the product is listed), reject with a reason the seller sees. */
export function adminProductRoutes(db: Db, clock: Clock): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const admin = actorRequired(db, 'admin', ERROR_CODES['PRODUCT.ADMIN_ONLY']);

  routes.get(routePath(ADMIN_API_PATHS.adminProducts), admin, async (c) => okJson(c, await adminProductPage(db, sellerProductListParamsRead(c.req.query()).page)));

  const decide = async (id: string, decision: 'confirm' | 'reject', reason: string | null) => {
    const typed = typedDb(db);
    const row = await typed.selectFrom('products').select(['approval_status', 'is_draft']).where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, ERROR_CODES.productNotFound, 'No such product.');
    const next = productApprovalDecide(row.is_draft ? 'confirmed' : row.approval_status, decision);
    if (!next.ok) throw new ApiError(409, ERROR_CODES[next.error], 'The product is not waiting for confirmation.');
    const saved = await typed
      .updateTable('products as p')
      .set((eb) => ({
        approval_status: next.value,
        rejection_reason: reason,
        decided_at: msTime(clock.now()),
        ever_listed: next.value === 'confirmed' ? sql<boolean>`true` : eb.ref('p.ever_listed'),
      }))
      .where('p.id', '=', id)
      .where('p.approval_status', '=', 'waiting_confirmation')
      .returning(SELLER_PRODUCT_COLUMNS)
      .executeTakeFirst();
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
