import { productPricedAt, productSummaryPricedAt, promotionTermsNextChange, type Product, type ProductSummary, type PromotionTerm } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { queryKept } from '../db/query-kept.js';
import { epochMs } from '../db/time-sql.js';

/**
 * Every promotion item of these products with its program (any status: core's variantPriceAt
 * judges the time, so rows kept in memory stay right as the clock moves), read from memory
 * while the promotion tables are unchanged, or locked (checkout's placement). The same rows
 * price the catalogue's answers (summariesPriced, productPriced) and checkout's lines.
 */
export async function promotionTerms(db: Db, productIds: readonly string[], lock = false): Promise<PromotionTerm[]> {
  if (productIds.length === 0) return [];
  const query = typedDb(db)
    .selectFrom('promotion_items as i')
    .innerJoin('promotion_programs as g', 'g.id', 'i.program_id')
    .select((eb) => [
      'i.id as item_id',
      'i.program_id',
      'g.name as program_name',
      epochMs(eb.ref('g.start_time')).as('start_time'),
      epochMs(eb.ref('g.end_time')).as('end_time'),
      'g.ended_early',
      'g.deleted',
      'i.product_id',
      'i.variant_id',
      'i.discount_percent',
      'i.max_discount',
      'i.purchase_limit_per_order',
      'i.product_limit',
      'i.order_limit_per_user',
      'i.sold',
    ])
    .where((eb) => eb('i.product_id', '=', eb.fn.any(sql<string[]>`${[...new Set(productIds)].sort()}::text[]`)))
    .orderBy('i.id');
  if (lock) return query.forUpdate('i').execute();
  return queryKept(db, ['promotion_items', 'promotion_programs'], query);
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
  const query = typedDb(db)
    .selectFrom('promotion_programs')
    .select((eb) => [
      epochMs(eb.ref('start_time')).as('start_time'),
      epochMs(eb.ref('end_time')).as('end_time'),
      'ended_early',
      'deleted',
    ])
    .where('deleted', '=', false)
    .where('ended_early', '=', false)
    .compile();
  const rows = await queryKept(db, ['promotion_programs'], query);
  return promotionTermsNextChange(rows, now);
}
