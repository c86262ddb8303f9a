import { vnd, type MoneyBack } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';

/** The refunds of the orders, each order's in the order they were made (the order's answer shows them to its buyer and the admin). */
export async function paymentRefundsOf(db: Db, orderIds: readonly string[]): Promise<Map<string, MoneyBack[]>> {
  const rows = await typedDb(db)
    .selectFrom('payment_refunds')
    .select(['order_id', 'cause', 'amount', 'status', 'gateway_reference', sql<number>`(extract(epoch FROM created_at) * 1000)::float8`.as('created_ms')])
    .where('order_id', '=', sql<string>`ANY(${orderIds}::text[])`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const byOrder = new Map<string, MoneyBack[]>();
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push({ cause: row.cause, amount: vnd(row.amount), status: row.status, reference: row.gateway_reference, created_at: row.created_ms });
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}
