import { profileNameShown, reviewSummaryFromCounts, type Review, type ReviewSummary } from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { epochMs } from '../db/time-sql.js';

/** A query over reviews as `r` with the line bought as `oi` and the author as `u` (reviewsFrom). */
type ReviewTables = DB & { r: DB['reviews']; oi: DB['order_items']; u: DB['users'] };

/** Reviews with the line bought and their author while the account lives (a guest's review has none). */
export const reviewsFrom = (db: Db) =>
  typedDb(db)
    .selectFrom('reviews as r')
    .innerJoin('order_items as oi', 'oi.id', 'r.order_item_id')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'r.owner_id').on('u.deleted_at', 'is', null));

/** Columns of a review with its author's name and the line bought. */
export const reviewColumns = (eb: ExpressionBuilder<ReviewTables, 'r' | 'oi' | 'u'>) =>
  [
    'r.id',
    'r.order_item_id',
    'r.order_id',
    'r.product_id',
    'r.shop_id',
    'r.owner_id',
    sql<number>`${eb.ref('r.rating')}::int`.as('rating'),
    'r.content',
    'r.images',
    epochMs(eb.ref('r.created_at')).as('created_ms'),
    epochMs(eb.ref('r.edited_at')).as('edited_ms'),
    'u.name as author_name',
    'oi.name as product_name',
    'oi.variant_name',
  ] as const;

/** Reviews as reviewJson reads them; the caller adds conditions and order. */
export const reviewsSelect = (db: Db) => reviewsFrom(db).select(reviewColumns);

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewsSelect>['executeTakeFirstOrThrow']>>;

/**
 * The review as core's Review, as `viewerId` may read it: the author's name is masked as the
 * wall masks it (core's profileNameShown, spec section 9's masking) for anyone but the author,
 * since reviews are public on product and shop pages.
 */
export const reviewJson = (row: ReviewRow, viewerId: string | null): Review => ({
  _id: row.id,
  product_id: row.product_id,
  author: row.author_name === null ? null : { _id: row.owner_id, name: profileNameShown(row.author_name, row.owner_id === viewerId), avatar: null },
  rating: row.rating,
  content: row.content,
  images: row.images,
  created_at: row.created_ms,
  edited_at: row.edited_ms,
  order_item_id: row.order_item_id,
  shop_id: row.shop_id,
  product_name: row.product_name,
  variant_name: row.variant_name,
});

export async function reviewRow(db: Db, reviewId: string, lock = false): Promise<ReviewRow | null> {
  const row = await reviewsSelect(db)
    .where('r.id', '=', reviewId)
    .$if(lock, (qb) => qb.forUpdate('r'))
    .executeTakeFirst();
  return row ?? null;
}

/** How the reviews of a product or a shop (`column` = its id) add up, with core's summary rule. */
export async function reviewSummary(db: Db, column: 'product_id' | 'shop_id', id: string): Promise<ReviewSummary> {
  const rows = await typedDb(db)
    .selectFrom('reviews')
    .select([sql<number>`rating::int`.as('rating'), sql<number>`count(*)::int`.as('count')])
    .where(column, '=', id)
    .groupBy('rating')
    .execute();
  const counts = [1, 2, 3, 4, 5].map((star) => rows.find((row) => row.rating === star)?.count ?? 0);
  return reviewSummaryFromCounts(counts);
}
