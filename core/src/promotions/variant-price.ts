import { vnd, type Vnd } from '../money/money.js';
import type { PricePromotion } from '../catalogue/price-promotion.js';
import type { Product, ProductSummary } from '../catalogue/product.js';
import { amountOf } from './amounts.js';
import { promotionItemPrice, promotionStatus, type PromotionItem, type PromotionProgram } from './promotion-program.js';
import { promotionItemRemaining } from './promotion-showcase.js';

/**
 * One item of a promotion program with its program's dates and flags, as the database holds
 * them (promotion_items joined with promotion_programs): what `variantPriceAt` reads. The time
 * is judged by the rule, never by the query, so rows kept in memory stay right as the clock moves.
 */
export interface PromotionTerm {
  readonly item_id: string;
  readonly program_id: string;
  readonly program_name: string;
  /** Epoch ms; the program runs on [start, end). */
  readonly start_time: number;
  readonly end_time: number;
  readonly ended_early: boolean;
  readonly deleted: boolean;
  readonly product_id: string;
  /** Null: every variant of the product (and the product itself). */
  readonly variant_id: string | null;
  readonly discount_percent: number;
  readonly max_discount: number | null;
  readonly purchase_limit_per_order: number | null;
  readonly product_limit: number;
  readonly order_limit_per_user: number | null;
  /** Promotion units sold so far. */
  readonly sold: number;
}

/** What a buyer buys one unit of: a product (no variant) or one of its variants, at its sale price. */
export interface PricedUnit {
  readonly product_id: string;
  readonly variant_id: string | null;
  /** The catalogue's sale price, without any program. */
  readonly sale_price: number;
}

/** The price a buyer pays for one unit now and the program behind it. */
export interface VariantPrice {
  /** What one unit costs now: the program's price while one runs for it, else the sale price. */
  readonly price: Vnd;
  /** The sale price: what the unit costs without the program (struck through beside `price`). */
  readonly full: Vnd;
  /** The running item pricing the unit, null when none does. */
  readonly term: PromotionTerm | null;
  /** Its terms on this unit's sale price (for core's promotionPurchaseCheck), null when none. */
  readonly item: PromotionItem | null;
  /** What the catalogue's answers carry of it, null when none. */
  readonly promotion: PricePromotion | null;
}

const programOf = (term: PromotionTerm): PromotionProgram => ({
  _id: term.program_id,
  name: term.program_name,
  start_time: term.start_time,
  end_time: term.end_time,
  items: [],
  ended_early: term.ended_early,
  deleted: term.deleted,
});

/** A term's item on a unit's sale price. */
export const promotionTermItem = (term: PromotionTerm, salePrice: number): PromotionItem => ({
  product_id: term.product_id,
  variant_id: term.variant_id,
  price: vnd(amountOf(salePrice)),
  discount_percent: term.discount_percent,
  max_discount: term.max_discount === null ? null : vnd(term.max_discount),
  purchase_limit_per_order: term.purchase_limit_per_order,
  product_limit: term.product_limit,
  order_limit_per_user: term.order_limit_per_user,
});

/** Whether a term prices a unit at `now`: it covers the unit, its program runs and it has units left. */
export const promotionTermApplies = (term: PromotionTerm, unit: Pick<PricedUnit, 'product_id' | 'variant_id'>, now: number): boolean =>
  term.product_id === unit.product_id &&
  (term.variant_id === null || term.variant_id === unit.variant_id) &&
  promotionStatus(programOf(term), now) === 'running' &&
  promotionItemRemaining(promotionTermItem(term, 0), term.sold) > 0;

/**
 * Issue 25: the one rule for the price a buyer pays for a product or variant at `now`, read by
 * every screen, card, share preview and schema.org offer, by the cart and by checkout, so none
 * can disagree. A promotion item prices the unit while its program runs ([start, end), not ended
 * early or deleted) and while its promotion stock lasts (units sold below the product limit);
 * then its price is core's promotionItemPrice on the sale price. When several do, the variant's
 * own item beats one for the whole product, then the lower price, then the lower item id. With
 * none, the sale price. The per-order and per-user limits do not change the price: checkout
 * refuses a quantity beyond them (promotionPurchaseCheck), never charging another price.
 */
export function variantPriceAt(unit: PricedUnit, terms: readonly PromotionTerm[], now: number): VariantPrice {
  const full = vnd(amountOf(unit.sale_price));
  let best: { term: PromotionTerm; item: PromotionItem; price: Vnd } | null = null;
  for (const term of terms) {
    if (!promotionTermApplies(term, unit, now)) continue;
    const item = promotionTermItem(term, full);
    const price = promotionItemPrice(item);
    if (best === null) {
      best = { term, item, price };
      continue;
    }
    const ownNow = term.variant_id !== null;
    const ownBest = best.term.variant_id !== null;
    const better =
      ownNow !== ownBest ? ownNow : price !== best.price ? price < best.price : term.item_id < best.term.item_id;
    if (better) best = { term, item, price };
  }
  if (best === null) return { price: full, full, term: null, item: null, promotion: null };
  const { term, item, price } = best;
  return {
    price,
    full,
    term,
    item,
    promotion: {
      program_id: term.program_id,
      name: term.program_name,
      end_time: Math.round(term.end_time),
      remaining: promotionItemRemaining(item, term.sold),
      purchase_limit_per_order: term.purchase_limit_per_order,
    },
  };
}

/**
 * A product card's prices at `now` (the product without a variant, as checkout prices it):
 * under a running program `sale_price` is the program's price and `sale_price_original` the
 * sale price, with the program named; otherwise as the catalogue sells it (no `promotion` key).
 */
export function productSummaryPricedAt<T extends ProductSummary>(summary: T, terms: readonly PromotionTerm[], now: number): T {
  const priced = variantPriceAt({ product_id: summary._id, variant_id: null, sale_price: summary.sale_price }, terms, now);
  if (priced.promotion === null) return summary;
  return { ...summary, sale_price: priced.price, sale_price_original: priced.full, promotion: priced.promotion };
}

/** A product page's prices at `now`: the product's as on its card, and each variant's the same way. */
export function productPricedAt(product: Product, terms: readonly PromotionTerm[], now: number): Product {
  return {
    ...productSummaryPricedAt(product, terms, now),
    variants: product.variants.map((variant) => {
      const priced = variantPriceAt({ product_id: product._id, variant_id: variant._id, sale_price: variant.sale_price }, terms, now);
      if (priced.promotion === null) return variant;
      return { ...variant, sale_price: priced.price, sale_price_original: priced.full, promotion: priced.promotion };
    }),
  };
}

/**
 * The next instant after `now` at which any of these terms starts or ends (epoch ms), null when
 * none will: an answer priced at `now` may be kept until then, not longer.
 */
export function promotionTermsNextChange(
  terms: readonly Pick<PromotionTerm, 'start_time' | 'end_time' | 'ended_early' | 'deleted'>[],
  now: number,
): number | null {
  let next: number | null = null;
  for (const term of terms) {
    if (term.deleted || term.ended_early) continue;
    for (const at of [term.start_time, term.end_time]) {
      if (Number.isFinite(at) && at > now && (next === null || at < next)) next = at;
    }
  }
  return next;
}
