import { productPricedAt, productSummaryPricedAt, promotionTermsNextChange, type Product, type ProductSummary, type PromotionTerm } from '@modavi/core';
import type { Db } from '../db/db.js';
import { queryKept } from '../db/query-kept.js';

/**
 * Every promotion item of these products with its program (any status: core's variantPriceAt
 * judges the time, so rows kept in memory stay right as the clock moves), read from memory
 * while the promotion tables are unchanged, or locked (checkout's placement). The same rows
 * price the catalogue's answers (summariesPriced, productPriced) and checkout's lines.
 */
export async function promotionTerms(db: Db, productIds: readonly string[], lock = false): Promise<PromotionTerm[]> {
  if (productIds.length === 0) return [];
  const sql = `SELECT i.id AS item_id, i.program_id, g.name AS program_name,
       (extract(epoch FROM g.start_time) * 1000)::float8 AS start_time, (extract(epoch FROM g.end_time) * 1000)::float8 AS end_time,
       g.ended_early, g.deleted, i.product_id, i.variant_id, i.discount_percent, i.max_discount, i.purchase_limit_per_order,
       i.product_limit, i.order_limit_per_user, i.sold
     FROM promotion_items i JOIN promotion_programs g ON g.id = i.program_id
     WHERE i.product_id = ANY($1::text[]) ORDER BY i.id ${lock ? 'FOR UPDATE OF i' : ''}`;
  const params = [[...new Set(productIds)].sort()];
  return lock ? db.query<PromotionTerm>(sql, params) : queryKept<PromotionTerm>(db, ['promotion_items', 'promotion_programs'], sql, params);
}

/** Product cards priced at `now` by core's rule (issue 25): a running program's price, its name and end. */
export async function summariesPriced<T extends ProductSummary>(db: Db, summaries: readonly T[], now: number): Promise<T[]> {
  const terms = await promotionTerms(db, summaries.map((summary) => summary._id));
  return summaries.map((summary) => productSummaryPricedAt(summary, terms, now));
}

/** A product page priced at `now` by core's rule: the product's and each variant's price. */
export async function productPriced(db: Db, product: Product, now: number): Promise<Product> {
  return productPricedAt(product, await promotionTerms(db, [product._id]), now);
}

/**
 * The next instant after `now` at which any promotion program starts or ends (core's
 * promotionTermsNextChange), null when none will: a kept answer priced at `now` is stale then.
 */
export async function promotionsNextChange(db: Db, now: number): Promise<number | null> {
  const rows = await queryKept<{ start_time: number; end_time: number; ended_early: boolean; deleted: boolean }>(
    db,
    ['promotion_programs'],
    `SELECT (extract(epoch FROM start_time) * 1000)::float8 AS start_time, (extract(epoch FROM end_time) * 1000)::float8 AS end_time, ended_early, deleted
     FROM promotion_programs WHERE NOT deleted AND NOT ended_early`,
    [],
  );
  return promotionTermsNextChange(rows, now);
}
