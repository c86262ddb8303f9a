import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb, type TypedDb } from '../db/kysely.js';

/** The order's lines still held: those of parts not cancelled before (their units went back then), or of one part. */
const heldItems = (typed: TypedDb, orderId: string, partId: string | null) =>
  typed
    .selectFrom('order_items')
    .where('order_id', '=', orderId)
    .where('order_shop_id', 'in', (eb) =>
      eb
        .selectFrom('order_shops')
        .select('id')
        .where('order_id', '=', orderId)
        .where('cancelled_at', 'is', null)
        .$call((qb) => (partId === null ? qb : qb.where('id', '=', partId))),
    );

/** Locks the rows of `table` with these ids, in id order (the order checkout locks them in). */
async function lockInIdOrder(typed: TypedDb, table: 'products' | 'variants', ids: readonly string[]): Promise<void> {
  await typed
    .selectFrom(table)
    .select('id')
    .where('id', '=', sql<string>`ANY(${[...ids]}::text[])`)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Gives back what a cancelled order (or, with `partId`, one shop's part of it) held: its units
 * to the stock (unless the parcel is lost, `restock` false), its promotion units to the
 * promotions, its voucher uses to the vouchers (a part gives back its own shop's). Call it
 * for a part before marking the part cancelled. Rows are locked in id order first, the order
 * checkout locks them in, so a cancel and a checkout never wait on each other in a circle.
 */
export async function orderRelease(db: Db, orderId: string, restock: boolean, partId: string | null = null): Promise<void> {
  if (restock) await orderRestock(db, orderId, partId);
  await promotionRelease(db, orderId, partId);
  await typedDb(db)
    .updateTable('voucher_usage')
    .set({ released_at: sql<Date>`now()` })
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .$call((qb) =>
      partId === null
        ? qb
        : qb.where('voucher_id', 'in', (eb) =>
            eb.selectFrom('vouchers as v').innerJoin('order_shops as os', 'os.shop_id', 'v.shop_id').select('v.id').where('os.id', '=', partId),
          ),
    )
    .execute();
}

async function orderRestock(db: Db, orderId: string, partId: string | null): Promise<void> {
  const typed = typedDb(db);
  const items = await heldItems(typed, orderId, partId).select(['product_id', 'variant_id', 'quantity']).execute();
  const productIds = [...new Set(items.map((item) => item.product_id))].sort();
  const variantIds = [...new Set(items.flatMap((item) => (item.variant_id ? [item.variant_id] : [])))].sort();
  await lockInIdOrder(typed, 'products', productIds);
  await lockInIdOrder(typed, 'variants', variantIds);
  await typed
    .updateTable('variants as v')
    .from(
      heldItems(typed, orderId, partId)
        .select(['variant_id', sql<number>`sum(quantity)::int`.as('quantity')])
        .where('variant_id', 'is not', null)
        .groupBy('variant_id')
        .as('i'),
    )
    .set((eb) => ({ quantity: eb('v.quantity', '+', eb.ref('i.quantity')) }))
    .whereRef('v.id', '=', 'i.variant_id')
    .execute();
  await typed
    .updateTable('products as p')
    .from(heldItems(typed, orderId, partId).select(['product_id', sql<number>`sum(quantity)::int`.as('quantity')]).groupBy('product_id').as('i'))
    .set((eb) => ({ quantity: eb('p.quantity', '+', eb.ref('i.quantity')), sold: sql<number>`GREATEST(0, p.sold - i.quantity)` }))
    .whereRef('p.id', '=', 'i.product_id')
    .execute();
}

/** The promotion units of the order's (or the part's) lines go back to their promotions. */
async function promotionRelease(db: Db, orderId: string, partId: string | null): Promise<void> {
  const typed = typedDb(db);
  // The usage rows `u` of one part (its lines' promotion items), or all; one predicate for the three statements below.
  const ofPart =
    partId === null
      ? sql<boolean>`true`
      : sql<boolean>`u.promotion_item_id IN (${typed.selectFrom('order_items').select('promotion_item_id').where('order_shop_id', '=', partId)})`;
  await typed
    .selectFrom('promotion_items as i')
    .innerJoin('promotion_usage as u', 'u.promotion_item_id', 'i.id')
    .select('i.id')
    .where('u.order_id', '=', orderId)
    .where('u.released_at', 'is', null)
    .where(ofPart)
    .orderBy('i.id')
    .forUpdate('i')
    .execute();
  await typed
    .updateTable('promotion_items as i')
    .from('promotion_usage as u')
    .set({ sold: sql<number>`GREATEST(0, i.sold - u.quantity)` })
    .whereRef('u.promotion_item_id', '=', 'i.id')
    .where('u.order_id', '=', orderId)
    .where('u.released_at', 'is', null)
    .where(ofPart)
    .execute();
  await typed
    .updateTable('promotion_usage as u')
    .set({ released_at: sql<Date>`now()` })
    .where('u.order_id', '=', orderId)
    .where('u.released_at', 'is', null)
    .where(ofPart)
    .execute();
}
