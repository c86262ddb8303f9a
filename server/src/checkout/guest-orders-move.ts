import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';

/**
 * Hands a guest's orders to the account the guest just logged in to or signed up for (spec
 * section 6: a visitor checks out with the no-login token and may create an account from the
 * entered data afterwards). The orders, their refunds and the promotion and voucher uses they
 * recorded change owner together, so the account's per-user limits and first-purchase checks
 * count what the guest bought. An idempotency key the account already used for another order
 * cannot clash: keys are random per attempt, and a clashing guest key is suffixed to stay unique.
 */
export async function guestOrdersMove(db: Db, guestOwnerId: string, userId: string): Promise<void> {
  if (guestOwnerId === userId) return;
  const typed = typedDb(db);
  await typed
    .updateTable('orders')
    .set({ idempotency_key: sql<string>`idempotency_key || ':' || id` })
    .where('owner_id', '=', guestOwnerId)
    .where('idempotency_key', 'in', (eb) => eb.selectFrom('orders').select('idempotency_key').where('owner_id', '=', userId))
    .execute();
  await typed.updateTable('orders').set({ owner_id: userId, owner_kind: 'user' }).where('owner_id', '=', guestOwnerId).execute();
  await typed.updateTable('refunds').set({ owner_id: userId }).where('owner_id', '=', guestOwnerId).execute();
  await typed.updateTable('promotion_usage').set({ owner_id: userId }).where('owner_id', '=', guestOwnerId).execute();
  await typed.updateTable('voucher_usage').set({ owner_id: userId }).where('owner_id', '=', guestOwnerId).execute();
}
