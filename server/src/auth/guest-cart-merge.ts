import type { Db } from '../db/db.js';

/**
 * Moves a guest's cart into the account's on login. An item both carts hold becomes one line
 * with the quantities added, capped at the stock left (never below what the account had), and
 * counts as recently added as the later of the two; the other lines simply change owner.
 */
export async function guestCartMerge(db: Db, guestOwnerId: string, userId: string): Promise<void> {
  if (guestOwnerId === userId) return;
  await db.query(
    `UPDATE cart_lines mine
     SET quantity = GREATEST(mine.quantity, LEAST(mine.quantity + theirs.quantity,
           CASE WHEN mine.variant_id IS NULL THEN p.quantity ELSE v.quantity END)),
         added_seq = GREATEST(mine.added_seq, theirs.added_seq),
         is_selected = mine.is_selected OR theirs.is_selected
     FROM cart_lines theirs
     JOIN products p ON p.id = theirs.product_id
     LEFT JOIN variants v ON v.id = theirs.variant_id
     WHERE mine.owner_id = $2 AND theirs.owner_id = $1
       AND mine.product_id = theirs.product_id AND mine.variant_id IS NOT DISTINCT FROM theirs.variant_id`,
    [guestOwnerId, userId],
  );
  await db.query(
    `DELETE FROM cart_lines theirs WHERE theirs.owner_id = $1 AND EXISTS (
       SELECT 1 FROM cart_lines mine WHERE mine.owner_id = $2
         AND mine.product_id = theirs.product_id AND mine.variant_id IS NOT DISTINCT FROM theirs.variant_id)`,
    [guestOwnerId, userId],
  );
  await db.query(`UPDATE cart_lines SET owner_id = $2 WHERE owner_id = $1`, [guestOwnerId, userId]);
}
