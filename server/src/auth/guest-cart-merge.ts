import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';

/**
 * Moves a guest's cart into the account's on login. An item both carts hold becomes one line
 * with the quantities added, capped at the stock left (never below what the account had), and
 * counts as recently added as the later of the two; the other lines simply change owner.
 */
export async function guestCartMerge(db: Db, guestOwnerId: string, userId: string): Promise<void> {
  if (guestOwnerId === userId) return;
  const typed = typedDb(db);
  await typed
    .updateTable('cart_lines as mine')
    .from('cart_lines as theirs')
    .innerJoin('products as p', 'p.id', 'theirs.product_id')
    .leftJoin('variants as v', 'v.id', 'theirs.variant_id')
    .set({
      quantity: sql<number>`GREATEST(mine.quantity, LEAST(mine.quantity + theirs.quantity,
        CASE WHEN mine.variant_id IS NULL THEN p.quantity ELSE v.quantity END))`,
      added_seq: sql<number>`GREATEST(mine.added_seq, theirs.added_seq)`,
      is_selected: sql<boolean>`mine.is_selected OR theirs.is_selected`,
    })
    .where('mine.owner_id', '=', userId)
    .where('theirs.owner_id', '=', guestOwnerId)
    .whereRef('mine.product_id', '=', 'theirs.product_id')
    .whereRef('mine.variant_id', 'is not distinct from', 'theirs.variant_id')
    .execute();
  await typed
    .deleteFrom('cart_lines as theirs')
    .where('theirs.owner_id', '=', guestOwnerId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('cart_lines as mine')
          .select(sql.lit(1).as('one'))
          .where('mine.owner_id', '=', userId)
          .whereRef('mine.product_id', '=', 'theirs.product_id')
          .whereRef('mine.variant_id', 'is not distinct from', 'theirs.variant_id'),
      ),
    )
    .execute();
  await typed.updateTable('cart_lines').set({ owner_id: userId }).where('owner_id', '=', guestOwnerId).execute();
}
