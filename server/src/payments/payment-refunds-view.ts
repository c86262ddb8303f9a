import { vnd, type MoneyBack } from '@modavi/core';
import type { Db } from '../db/db.js';

/** The refunds of the orders, each order's in the order they were made (the order's answer shows them to its buyer and the admin). */
export async function paymentRefundsOf(db: Db, orderIds: readonly string[]): Promise<Map<string, MoneyBack[]>> {
  const rows = await db.query<{ order_id: string; cause: MoneyBack['cause']; amount: number; status: MoneyBack['status']; gateway_reference: string | null; created_ms: number }>(
    `SELECT order_id, cause, amount, status, gateway_reference, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
       FROM payment_refunds WHERE order_id = ANY($1::text[]) ORDER BY created_at, id`,
    [orderIds],
  );
  const byOrder = new Map<string, MoneyBack[]>();
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push({ cause: row.cause, amount: vnd(row.amount), status: row.status, reference: row.gateway_reference, created_at: row.created_ms });
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}
