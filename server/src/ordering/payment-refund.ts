import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { msTime } from '../db/time-sql.js';

/**
 * Gives the money of a cancelled order back when it had been paid online: the order's and its
 * paid attempt's status become `refunded` and the amount is recorded in `payment_refunds`
 * (the sandbox gateway has no money to move; a real gateway's refund call goes here). Cash on
 * delivery is never paid before delivery, and a delivered order cannot be cancelled, so only
 * online payments reach this. Call inside the cancelling transaction.
 */
export async function paymentRefundOnCancel(db: Db, orderId: string, now: number): Promise<void> {
  const typed = typedDb(db);
  const order = await typed.selectFrom('orders').select(['payment_status', 'total_order_payment']).where('id', '=', orderId).executeTakeFirst();
  if (order?.payment_status !== 'paid') return;
  await typed.updateTable('orders').set({ payment_status: 'refunded' }).where('id', '=', orderId).execute();
  await typed.updateTable('payments').set({ status: 'refunded' }).where('order_id', '=', orderId).where('status', '=', 'paid').execute();
  // Parts cancelled earlier were paid back on their own; what is left goes back now.
  const parts = await typed
    .selectFrom('payment_refunds')
    .select(sql<number>`coalesce(sum(amount), 0)::int`.as('refunded'))
    .where('order_id', '=', orderId)
    .where('cause', '=', 'part_cancelled')
    .executeTakeFirst();
  await typed
    .insertInto('payment_refunds')
    .values({
      id: randomBytes(12).toString('hex'),
      order_id: orderId,
      cause: 'order_cancelled',
      amount: Math.max(0, order.total_order_payment - (parts?.refunded ?? 0)),
      created_at: msTime(now),
    })
    .onConflict((oc) => oc.columns(['order_id', 'cause']).where('order_shop_id', 'is', null).where('payment_id', 'is', null).doNothing())
    .execute();
}

/**
 * Gives back the money of one shop's part cancelled while the order goes on, when the order
 * was paid online: the part's share of what was paid (its payable over every part's, so the
 * platform's vouchers are shared out as a return shares them). The order stays paid for the
 * other parts. Call inside the cancelling transaction.
 */
export async function paymentRefundOnPartCancel(db: Db, orderId: string, orderShopId: string, now: number): Promise<void> {
  const typed = typedDb(db);
  const share = await typed
    .selectFrom('orders as o')
    .select((eb) => [
      'o.payment_status',
      'o.total_order_payment',
      eb.selectFrom('order_shops').select('shop_total').where('id', '=', orderShopId).$asScalar().$notNull().as('part'),
      eb.selectFrom('order_shops').select(sql<number>`sum(shop_total)::int`.as('n')).where('order_id', '=', orderId).$asScalar().$notNull().as('parts'),
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (share?.payment_status !== 'paid' || share.parts <= 0) return;
  const amount = Math.floor((share.total_order_payment * share.part) / share.parts);
  await typed
    .insertInto('payment_refunds')
    .values({
      id: randomBytes(12).toString('hex'),
      order_id: orderId,
      order_shop_id: orderShopId,
      cause: 'part_cancelled',
      amount,
      created_at: msTime(now),
    })
    .onConflict((oc) => oc.column('order_shop_id').where('order_shop_id', 'is not', null).doNothing())
    .execute();
}

/**
 * What a completed return settles: the goods sent back go into stock again (their variants'
 * and products' quantities, less sold) and the refund's amount is recorded as paid back.
 * Rows are locked in id order, as checkout locks them. Call inside the refund's transaction.
 */
export async function returnCompleteSettle(db: Db, refundId: string, now: number): Promise<void> {
  const typed = typedDb(db);
  const returned = () =>
    typed.selectFrom('refund_items as ri').innerJoin('order_items as oi', 'oi.id', 'ri.order_item_id').where('ri.refund_id', '=', refundId);
  const lines = await returned().select(['oi.product_id', 'oi.variant_id', 'ri.quantity']).execute();
  const productIds = [...new Set(lines.map((line) => line.product_id))].sort();
  const variantIds = [...new Set(lines.flatMap((line) => (line.variant_id ? [line.variant_id] : [])))].sort();
  await typed.selectFrom('products').select('id').where('id', '=', sql<string>`ANY(${productIds}::text[])`).orderBy('id').forUpdate().execute();
  await typed.selectFrom('variants').select('id').where('id', '=', sql<string>`ANY(${variantIds}::text[])`).orderBy('id').forUpdate().execute();
  await typed
    .updateTable('variants as v')
    .from(
      returned()
        .select(['oi.variant_id', sql<number>`sum(ri.quantity)::int`.as('quantity')])
        .where('oi.variant_id', 'is not', null)
        .groupBy('oi.variant_id')
        .as('r'),
    )
    .set((eb) => ({ quantity: eb('v.quantity', '+', eb.ref('r.quantity')) }))
    .whereRef('v.id', '=', 'r.variant_id')
    .execute();
  await typed
    .updateTable('products as p')
    .from(returned().select(['oi.product_id', sql<number>`sum(ri.quantity)::int`.as('quantity')]).groupBy('oi.product_id').as('r'))
    .set((eb) => ({ quantity: eb('p.quantity', '+', eb.ref('r.quantity')), sold: sql<number>`GREATEST(0, p.sold - r.quantity)` }))
    .whereRef('p.id', '=', 'r.product_id')
    .execute();
  await typed
    .insertInto('payment_refunds')
    .columns(['id', 'order_id', 'refund_id', 'cause', 'amount', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('refunds')
        .select([
          eb.val(randomBytes(12).toString('hex')).as('id'),
          'order_id',
          'id as refund_id',
          eb.val('return_completed').as('cause'),
          'amount',
          msTime(now).as('created_at'),
        ])
        .where('id', '=', refundId),
    )
    .onConflict((oc) => oc.columns(['order_id', 'cause']).where('order_shop_id', 'is', null).where('payment_id', 'is', null).doNothing())
    .execute();
}
