import { promotionShowcaseItem, promotionStatus, vnd, type PromotionItem, type PromotionProgram, type PromotionShowcase } from '@modavi/core';
import type { Db } from '../db/db.js';
import { SUMMARY_COLUMNS_SQL, summaryJson, type SummaryRow } from '../catalogue/product-queries.js';

interface ProgramRow {
  readonly id: string;
  readonly shop_id: string | null;
  readonly name: string;
  readonly cover_image: string | null;
  readonly description: string | null;
  readonly start_ms: number;
  readonly end_ms: number;
  readonly ended_early: boolean;
  readonly deleted: boolean;
}

interface ItemRow extends SummaryRow {
  readonly program_id: string;
  readonly variant_id: string | null;
  readonly variant_price: number | null;
  readonly discount_percent: number;
  readonly max_discount: number | null;
  readonly purchase_limit_per_order: number | null;
  readonly product_limit: number;
  readonly order_limit_per_user: number | null;
  readonly promotion_sold: number;
}

/**
 * Running and upcoming promotion programs (/uu-dai), running first, each with its visible
 * products: the item's terms on the product's price now (a variant item on the variant's), the
 * price after core's promotionItemPrice, and the promotion stock left.
 */
export async function promotionShowcases(db: Db, now: number): Promise<PromotionShowcase[]> {
  const programs = await db.query<ProgramRow>(
    `SELECT id, shop_id, name, cover_image, description, ended_early, deleted,
       (extract(epoch FROM start_time) * 1000)::float8 AS start_ms, (extract(epoch FROM end_time) * 1000)::float8 AS end_ms
     FROM promotion_programs WHERE NOT deleted AND NOT ended_early AND end_time > to_timestamp($1::float8 / 1000)
     ORDER BY start_time, id`,
    [now],
  );
  if (programs.length === 0) return [];
  const items = await db.query<ItemRow>(
    `SELECT ${SUMMARY_COLUMNS_SQL}, i.program_id, i.variant_id, v.sale_price AS variant_price, i.discount_percent, i.max_discount,
       i.purchase_limit_per_order, i.product_limit, i.order_limit_per_user, i.sold AS promotion_sold
     FROM promotion_items i JOIN products p ON p.id = i.product_id JOIN shops s ON s.id = p.shop_id
     LEFT JOIN variants v ON v.id = i.variant_id
     WHERE i.program_id = ANY($1::text[]) AND p.listed ORDER BY i.program_id, p.position`,
    [programs.map((program) => program.id)],
  );
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
