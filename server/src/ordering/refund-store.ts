import { vnd, type Refund, type RefundRecord } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';

const refundsSelect = (db: Db) =>
  typedDb(db)
    .selectFrom('refunds as r')
    .select([
      'r.id',
      'r.order_id',
      'r.owner_id',
      // The shop whose goods the return holds: only its seller sees and answers it.
      'r.shop_id',
      'r.reason',
      'r.description',
      'r.images',
      'r.email',
      'r.amount',
      'r.status',
      'r.return_status',
      'r.rejection',
      'r.admin_reason',
      'r.history',
      sql<number | null>`(extract(epoch FROM r.return_updated_at) * 1000)::float8`.as('return_updated_ms'),
      sql<number>`(extract(epoch FROM r.created_at) * 1000)::float8`.as('created_ms'),
    ]);

export type RefundRow = Awaited<ReturnType<ReturnType<typeof refundsSelect>['executeTakeFirstOrThrow']>>;

/** What core's refundNext reads of a stored refund. */
export const refundRecord = (row: RefundRow): RefundRecord => ({
  status: row.status,
  return_status: row.return_status,
  rejection: row.rejection,
  created_at: row.created_ms,
});

export async function refundRow(db: Db, refundId: string, lock = false): Promise<RefundRow | null> {
  const row = await refundsSelect(db)
    .where('r.id', '=', refundId)
    .$call((qb) => (lock ? qb.forUpdate() : qb))
    .executeTakeFirst();
  return row ?? null;
}

/** The refund as core's Refund, with the lines it sends back. */
export async function refundJson(db: Db, row: RefundRow): Promise<Refund> {
  const items = await typedDb(db)
    .selectFrom('refund_items as ri')
    .innerJoin('order_items as oi', 'oi.id', 'ri.order_item_id')
    .select(['ri.order_item_id', 'ri.quantity', 'oi.product_id', 'oi.name', 'oi.image', 'oi.variant_name', 'oi.unit_price'])
    .where('ri.refund_id', '=', row.id)
    .orderBy('oi.position')
    .execute();
  return {
    _id: row.id,
    order_id: row.order_id,
    items: items.map((item) => ({
      order_item_id: item.order_item_id,
      product: { _id: item.product_id, name: item.name, image: item.image, variant_name: item.variant_name },
      quantity: item.quantity,
      sale_price: vnd(item.unit_price),
    })),
    reason: row.reason,
    description: row.description,
    images: row.images,
    email: row.email,
    amount: vnd(row.amount),
    status: row.status,
    return_status: row.return_status,
    rejection: row.rejection,
    admin_reason: row.admin_reason,
    history: row.history,
    created_at: row.created_ms,
  };
}
