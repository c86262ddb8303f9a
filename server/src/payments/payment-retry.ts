import { paymentMethodIsOnline, type PaymentLink } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { ApiError } from '../http/api-error.js';
import { commerceError } from '../ordering/commerce-error.js';
import { orderRow } from '../ordering/order-store.js';
import { paymentLinkCreate, PaymentLinkError, type PaymentLinkOptions } from './payment-links.js';

export interface PaymentRetryInput {
  readonly orderId: string;
  readonly ownerId: string;
  /** An app path to come back to; empty keeps the one the order was placed with. */
  readonly returnUrl: string;
  readonly payments: PaymentLinkOptions;
  /** Called after the new attempt is written, before the commit: MODAVI_PAYMENT_RETRY_FAIL and tests make it fail. */
  readonly beforeCommit?: (db: Db) => Promise<void>;
}

/**
 * A new payment attempt for an online order still waiting for its money (after a declined or
 * cancelled attempt). The order must be the caller's (else ORDER.NOT_FOUND) and still unpaid
 * in `pending_approval` (else ORDER.PAYMENT_NOT_NEEDED); the gateway refusing is
 * CHECKOUT.PAYMENT_LINK_FAILED ('cannot get payment link'). Anything else going wrong while the
 * attempt is opened is CHECKOUT.PURCHASE_FAILED, the spec's 'error while purchasing': the
 * order exists, it is the purchase (paying for it) that failed, so it is not
 * CHECKOUT.ORDER_CREATE_FAILED. Nothing is written then (one transaction).
 */
export async function paymentRetry(db: Db, input: PaymentRetryInput): Promise<PaymentLink> {
  try {
    return await db.transaction(async (tx) => {
      const row = await orderRow(tx, input.orderId, true);
      if (!row || row.owner_id !== input.ownerId) throw commerceError('ORDER.NOT_FOUND');
      if (!paymentMethodIsOnline(row.payment_method) || row.status !== 'pending_approval' || row.payment_status === 'paid') {
        throw commerceError('ORDER.PAYMENT_NOT_NEEDED');
      }
      const created = await paymentLinkCreate(
        tx,
        { id: row.id, method: row.payment_method, amount: row.total_order_payment, returnUrl: input.returnUrl || row.return_url },
        input.payments,
      );
      await typedDb(tx).updateTable('orders').set({ payment_status: 'pending' }).where('id', '=', row.id).execute();
      await input.beforeCommit?.(tx);
      return created;
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof PaymentLinkError) throw commerceError('CHECKOUT.PAYMENT_LINK_FAILED', error.message);
    throw commerceError('CHECKOUT.PURCHASE_FAILED', 'The payment could not be opened.', error);
  }
}
