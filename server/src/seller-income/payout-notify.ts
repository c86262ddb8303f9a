import { moneyFormat, type Payout } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { notificationAdd } from '../notifications/notification-store.js';

/** Tells the shop's owner, in their seller inbox, that a payout was paid or failed. A shop without an owner account (the demo's) has no inbox. */
export async function payoutNotify(db: Db, payout: Payout): Promise<void> {
  if (payout.status === 'processing') return;
  const shop = await typedDb(db).selectFrom('shops').select('owner_user_id').where('id', '=', payout.shop_id).executeTakeFirst();
  if (!shop?.owner_user_id) return;
  await notificationAdd(db, {
    userId: shop.owner_user_id,
    side: 'seller',
    type: payout.status === 'paid' ? 'payout_paid' : 'payout_failed',
    // The amount as a seller reads it (core's notificationText fills it in as it is); the payout's id for the page it opens (core's notificationTarget).
    data: { amount: moneyFormat(payout.amount), reference: payout.bank_reference ?? '', reason: payout.failure_reason ?? '', payout: payout._id },
  });
}
