import { promotionShowcaseItem, promotionStatus, vnd, type PromotionItem, type PromotionProgram, type PromotionShowcase } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { summaryJson } from '../catalogue/product-queries.js';
import { summaryColumns } from '../catalogue/summary-select.js';
import { epochMs, msTime } from '../db/time-sql.js';

/**
 * Running and upcoming promotion programs (/uu-dai), running first, each with its visible
 * products: the item's terms on the product's price now (a variant item on the variant's), the
 * price after core's promotionItemPrice, and the promotion stock left.
 */
export async function promotionShowcases(db: Db, now: number): Promise<PromotionShowcase[]> {
  const typed = typedDb(db);
  const programs = await typed
    .selectFrom('promotion_programs')
    .select((eb) => [
      'id',
      'shop_id',
      'name',
      'cover_image',
      'description',
      'ended_early',
      'deleted',
      epochMs(eb.ref('start_time')).as('start_ms'),
      epochMs(eb.ref('end_time')).as('end_ms'),
    ])
    .where('deleted', '=', false)
    .where('ended_early', '=', false)
    .where('end_time', '>', msTime(now))
    .orderBy('start_time')
    .orderBy('id')
    .execute();
  if (programs.length === 0) return [];
  const items = await typed
    .selectFrom('promotion_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .leftJoin('variants as v', 'v.id', 'i.variant_id')
    .select((eb) => [
      ...summaryColumns(eb),
      'i.program_id',
      'i.variant_id',
      'v.sale_price as variant_price',
      'i.discount_percent',
      'i.max_discount',
      'i.purchase_limit_per_order',
      'i.product_limit',
      'i.order_limit_per_user',
      'i.sold as promotion_sold',
    ])
    .where((eb) => eb('i.program_id', '=', eb.fn.any(sql<string[]>`${programs.map((program) => program.id)}::text[]`)))
    .where('p.listed', '=', true)
    .orderBy('i.program_id')
    .orderBy('p.position')
    .execute();
  const showcases = programs.map((row): PromotionShowcase => {
    const own = items.filter((item) => item.program_id === row.id);
    const terms = own.map(
      (item): PromotionItem => ({
        product_id: item.id,
        variant_id: item.variant_id,
        price: vnd(item.variant_price ?? item.sale_price),
        discount_percent: item.discount_percent,
        max_discount: item.max_discount === null ? null : vnd(item.max_discount),
        purchase_limit_per_order: item.purchase_limit_per_order,
        product_limit: item.product_limit,
        order_limit_per_user: item.order_limit_per_user,
      }),
    );
    const program: PromotionProgram = {
      _id: row.id,
      shop_id: row.shop_id,
      name: row.name,
      cover_image: row.cover_image,
      description: row.description,
      start_time: Math.round(row.start_ms),
      end_time: Math.round(row.end_ms),
      items: terms,
      ended_early: row.ended_early,
      deleted: row.deleted,
    };
    return {
      program,
      status: promotionStatus(program, now),
      products: own.map((item, index) => promotionShowcaseItem(terms[index] as PromotionItem, summaryJson(item), item.promotion_sold)),
    };
  });
  // Running before upcoming; within each, the order above (by start).
  return [...showcases.filter((s) => s.status === 'running'), ...showcases.filter((s) => s.status !== 'running')];
}
