import type { Db } from '../db/db.js';

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
  await db.query(
    `UPDATE orders SET idempotency_key = idempotency_key || ':' || id
     WHERE owner_id = $1 AND idempotency_key IN (SELECT idempotency_key FROM orders WHERE owner_id = $2)`,
    [guestOwnerId, userId],
  );
  await db.query(`UPDATE orders SET owner_id = $2, owner_kind = 'user' WHERE owner_id = $1`, [guestOwnerId, userId]);
  await db.query('UPDATE refunds SET owner_id = $2 WHERE owner_id = $1', [guestOwnerId, userId]);
  await db.query('UPDATE promotion_usage SET owner_id = $2 WHERE owner_id = $1', [guestOwnerId, userId]);
  await db.query('UPDATE voucher_usage SET owner_id = $2 WHERE owner_id = $1', [guestOwnerId, userId]);
}
