import {
  vnd,
  type Refund,
  type RefundHistoryEntry,
  type RefundRecord,
  type RefundRejection,
  type RefundStatus,
  type ReturnShippingStatus,
} from '@modavi/core';
import type { Db } from '../db/db.js';

export interface RefundRow {
  readonly id: string;
  readonly order_id: string;
  readonly owner_id: string;
  /** The shop whose goods the return holds: only its seller sees and answers it. */
  readonly shop_id: string | null;
  readonly reason: string;
  readonly description: string | null;
  readonly images: string[];
  readonly email: string | null;
  readonly amount: number;
  readonly status: RefundStatus;
  readonly return_status: ReturnShippingStatus | null;
  readonly rejection: RefundRejection | null;
  readonly admin_reason: string | null;
  readonly history: RefundHistoryEntry[];
  readonly return_updated_ms: number | null;
  readonly created_ms: number;
}

const COLUMNS = `r.id, r.order_id, r.owner_id, r.shop_id, r.reason, r.description, r.images, r.email, r.amount, r.status, r.return_status, r.rejection, r.admin_reason, r.history,
  (extract(epoch FROM r.return_updated_at) * 1000)::float8 AS return_updated_ms, (extract(epoch FROM r.created_at) * 1000)::float8 AS created_ms`;

/** What core's refundNext reads of a stored refund. */
export const refundRecord = (row: RefundRow): RefundRecord => ({
  status: row.status,
  return_status: row.return_status,
  rejection: row.rejection,
  created_at: row.created_ms,
});

export async function refundRow(db: Db, refundId: string, lock = false): Promise<RefundRow | null> {
  const [row] = await db.query<RefundRow>(`SELECT ${COLUMNS} FROM refunds r WHERE r.id = $1 ${lock ? 'FOR UPDATE' : ''}`, [refundId]);
  return row ?? null;
}

/** The refund as core's Refund, with the lines it sends back. */
export async function refundJson(db: Db, row: RefundRow): Promise<Refund> {
  const items = await db.query<{
    order_item_id: string;
    quantity: number;
    product_id: string;
    name: string;
    image: string | null;
    variant_name: string | null;
    unit_price: number;
  }>(
    `SELECT ri.order_item_id, ri.quantity, oi.product_id, oi.name, oi.image, oi.variant_name, oi.unit_price
     FROM refund_items ri JOIN order_items oi ON oi.id = ri.order_item_id WHERE ri.refund_id = $1 ORDER BY oi.position`,
    [row.id],
  );
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
