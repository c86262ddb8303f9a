import { profileNameShown, reviewSummaryFromCounts, type Review, type ReviewSummary } from '@modavi/core';
import type { Db } from '../db/db.js';

export interface ReviewRow {
  readonly id: string;
  readonly order_item_id: string;
  readonly order_id: string;
  readonly product_id: string;
  readonly shop_id: string;
  readonly owner_id: string;
  readonly rating: number;
  readonly content: string;
  readonly images: string[];
  readonly created_ms: number;
  readonly edited_ms: number | null;
  readonly author_name: string | null;
  readonly product_name: string;
  readonly variant_name: string | null;
}

/** Columns of a review with its author's name (accounts only; a guest's review has none) and the line bought. */
export const REVIEW_COLUMNS = `r.id, r.order_item_id, r.order_id, r.product_id, r.shop_id, r.owner_id, r.rating::int AS rating, r.content, r.images,
  (extract(epoch FROM r.created_at) * 1000)::float8 AS created_ms, (extract(epoch FROM r.edited_at) * 1000)::float8 AS edited_ms,
  u.name AS author_name, oi.name AS product_name, oi.variant_name`;
export const REVIEW_FROM = `reviews r JOIN order_items oi ON oi.id = r.order_item_id LEFT JOIN users u ON u.id = r.owner_id AND u.deleted_at IS NULL`;

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
  const [row] = await db.query<ReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`, [reviewId]);
  return row ?? null;
}

/** How the reviews of a product or a shop (`column` = its id) add up, with core's summary rule. */
export async function reviewSummary(db: Db, column: 'product_id' | 'shop_id', id: string): Promise<ReviewSummary> {
  const rows = await db.query<{ rating: number; count: number }>(
    `SELECT rating::int AS rating, count(*)::int AS count FROM reviews WHERE ${column} = $1 GROUP BY rating`,
    [id],
  );
  const counts = [1, 2, 3, 4, 5].map((star) => rows.find((row) => row.rating === star)?.count ?? 0);
  return reviewSummaryFromCounts(counts);
}
