import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { vnd } from '../money/money.js';
import { ProductSchema, ProductSummarySchema, type Product } from '../catalogue/product.js';
import { makeProduct, makeVariant } from '../testing/factories.js';
import { promotionPurchaseCheck } from './promotion-purchase.js';
import { productPricedAt, productSummaryPricedAt, promotionTermsNextChange, variantPriceAt, type PromotionTerm } from './variant-price.js';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 11, 1);

const term = (overrides: Partial<PromotionTerm> = {}): PromotionTerm => ({
  item_id: 'item-1',
  program_id: 'program-1',
  program_name: 'Flash sale giờ vàng',
  start_time: T0,
  end_time: T0 + 24 * HOUR,
  ended_early: false,
  deleted: false,
  product_id: 'product-1',
  variant_id: null,
  discount_percent: 15,
  max_discount: null,
  purchase_limit_per_order: 2,
  product_limit: 10,
  order_limit_per_user: 1,
  sold: 0,
  ...overrides,
});

/** A product with up to three variants, each its own sale price. */
const productArb: fc.Arbitrary<Product> = fc
  .record({
    price: fc.integer({ min: 0, max: 5_000_000 }),
    variants: fc.array(fc.integer({ min: 0, max: 5_000_000 }), { maxLength: 3 }),
  })
  .map(({ price, variants }) =>
    makeProduct({
      sale_price: vnd(price),
      sale_price_original: null,
      variants: variants.map((sale, index) => makeVariant({ _id: `variant-${index + 1}`, sale_price: vnd(sale), sale_price_original: null })),
    }),
  );

/** Programs over the product and its variants (and another product), around T0. */
const termArb: fc.Arbitrary<PromotionTerm> = fc
  .record({
    item_id: fc.constantFrom('item-a', 'item-b', 'item-c', 'item-d'),
    program_id: fc.constantFrom('program-1', 'program-2'),
    start: fc.integer({ min: -48, max: 48 }),
    hours: fc.integer({ min: -2, max: 72 }),
    ended_early: fc.boolean(),
    deleted: fc.boolean(),
    product_id: fc.constantFrom('product-1', 'product-1', 'product-2'),
    variant_id: fc.constantFrom(null, 'variant-1', 'variant-2', 'variant-3', 'variant-9'),
    discount_percent: fc.integer({ min: 0, max: 100 }),
    max_discount: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
    purchase_limit_per_order: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    product_limit: fc.integer({ min: 0, max: 20 }),
    order_limit_per_user: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    sold: fc.integer({ min: 0, max: 20 }),
  })
  .map(({ start, hours, ...rest }) => ({
    ...rest,
    program_name: rest.program_id === 'program-1' ? 'Flash sale 1' : 'Flash sale 2',
    start_time: T0 + start * HOUR,
    end_time: T0 + (start + hours) * HOUR,
    sold: Math.min(rest.sold, rest.product_limit),
  }));
const termsArb = fc.uniqueArray(termArb, { selector: (t) => t.item_id, maxLength: 4 });
const clockArb = fc.integer({ min: T0 - 72 * HOUR, max: T0 + 144 * HOUR });

/** The oracle: the words as a plain filter and sort. */
function referencePrice(productId: string, variantId: string | null, sale: number, terms: readonly PromotionTerm[], now: number) {
  const priceOf = (t: PromotionTerm) => {
    const off = Math.min(Math.floor((sale * t.discount_percent) / 100), t.max_discount && t.max_discount > 0 ? t.max_discount : Infinity);
    return Math.max(0, sale - off);
  };
  const running = terms
    .filter((t) => t.product_id === productId && (t.variant_id === null || t.variant_id === variantId))
    .filter((t) => !t.deleted && !t.ended_early && t.start_time <= now && now < t.end_time && t.sold < t.product_limit)
    .sort(
      (a, b) =>
        Number(b.variant_id !== null) - Number(a.variant_id !== null) || priceOf(a) - priceOf(b) || (a.item_id < b.item_id ? -1 : a.item_id > b.item_id ? 1 : 0),
    );
  const chosen = running[0];
  return chosen ? { price: priceOf(chosen), programId: chosen.program_id, end: chosen.end_time } : { price: sale, programId: null, end: null };
}

describe('variantPriceAt', () => {
  it('charges the seeded example: 15% off 269.000đ is 228.650đ while the program runs, 269.000đ outside it', () => {
    const unit = { product_id: 'product-1', variant_id: null, sale_price: 269_000 };
    expect(variantPriceAt(unit, [term()], T0 + HOUR)).toMatchObject({ price: 228_650, full: 269_000, promotion: { program_id: 'program-1', end_time: T0 + 24 * HOUR } });
    expect(variantPriceAt(unit, [term()], T0 - 1)).toMatchObject({ price: 269_000, promotion: null });
    expect(variantPriceAt(unit, [term()], T0 + 24 * HOUR)).toMatchObject({ price: 269_000, promotion: null });
  });

  it('falls back to the sale price once the promotion stock is sold, or the program is ended early or deleted', () => {
    const unit = { product_id: 'product-1', variant_id: null, sale_price: 269_000 };
    expect(variantPriceAt(unit, [term({ sold: 10 })], T0 + HOUR).price).toBe(269_000);
    expect(variantPriceAt(unit, [term({ ended_early: true })], T0 + HOUR).price).toBe(269_000);
    expect(variantPriceAt(unit, [term({ deleted: true })], T0 + HOUR).price).toBe(269_000);
    expect(variantPriceAt(unit, [term({ sold: 9 })], T0 + HOUR)).toMatchObject({ price: 228_650, promotion: { remaining: 1, purchase_limit_per_order: 2 } });
  });

  it("prefers the variant's own item to the whole product's, then the lower price", () => {
    const unit = { product_id: 'product-1', variant_id: 'variant-1', sale_price: 100_000 };
    const whole = term({ item_id: 'item-a', discount_percent: 50 });
    const own = term({ item_id: 'item-b', variant_id: 'variant-1', discount_percent: 10 });
    expect(variantPriceAt(unit, [whole, own], T0 + HOUR).price).toBe(90_000);
    expect(variantPriceAt(unit, [whole, term({ item_id: 'item-c', discount_percent: 60 })], T0 + HOUR).price).toBe(40_000);
  });

  it('agrees with the oracle for random programs and clocks', () => {
    fc.assert(
      fc.property(productArb, termsArb, clockArb, (product, terms, now) => {
        for (const variant of [null, ...product.variants]) {
          const sale = variant?.sale_price ?? product.sale_price;
          const priced = variantPriceAt({ product_id: product._id, variant_id: variant?._id ?? null, sale_price: sale }, terms, now);
          const expected = referencePrice(product._id, variant?._id ?? null, sale, terms, now);
          expect(priced.price).toBe(expected.price);
          expect(priced.promotion?.program_id ?? null).toBe(expected.programId);
          expect(priced.promotion?.end_time ?? null).toBe(expected.end);
          expect(priced.price).toBeLessThanOrEqual(sale);
        }
      }),
    );
  });

  it('the product page never disagrees with the checkout line: same price for each variant, and checkout sells its first unit at it', () => {
    fc.assert(
      fc.property(productArb, termsArb, clockArb, (product, terms, now) => {
        // The product page as the browser receives it: priced by the server, sent as JSON, parsed by core's schema.
        const page = ProductSchema.parse(JSON.parse(JSON.stringify(productPricedAt(product, terms, now))));
        const card = ProductSummarySchema.parse(JSON.parse(JSON.stringify(productSummaryPricedAt(product, terms, now))));
        const lines = [
          { shown: page, variantId: null, sale: product.sale_price },
          ...product.variants.map((variant, index) => ({ shown: page.variants[index], variantId: variant._id, sale: variant.sale_price })),
        ];
        for (const { shown, variantId, sale } of lines) {
          // Checkout prices a line of one unit from the catalogue's sale price, for a buyer with no earlier orders.
          const line = variantPriceAt({ product_id: product._id, variant_id: variantId, sale_price: sale }, terms, now);
          expect(shown?.sale_price).toBe(line.price);
          expect(shown?.promotion?.program_id ?? null).toBe(line.promotion?.program_id ?? null);
          if (line.item) {
            expect(shown?.sale_price_original).toBe(sale);
            expect(promotionPurchaseCheck(line.item, { quantity: 1, alreadyBoughtByUser: 0, ordersByUser: 0, stockLeft: line.item.product_limit - (line.term?.sold ?? 0) }).ok).toBe(true);
            // The page's end is when the price changes: at that instant checkout no longer charges this program's price.
            const after = variantPriceAt({ product_id: product._id, variant_id: variantId, sale_price: sale }, terms, line.promotion?.end_time ?? now);
            expect(after.term?.item_id).not.toBe(line.term?.item_id);
          }
        }
        expect(card.sale_price).toBe(page.sale_price);
      }),
    );
  });
});

describe('promotionTermsNextChange', () => {
  it('is the next start or end after now of a live program: no price changes between now and then', () => {
    fc.assert(
      fc.property(productArb, termsArb, clockArb, fc.integer({ min: 0, max: 100 }), (product, terms, now, step) => {
        const next = promotionTermsNextChange(terms, now);
        const later = next === null ? now + 200 * HOUR : Math.min(next - 1, now + step * HOUR);
        if (later < now) return;
        expect(productPricedAt(product, terms, later)).toEqual(productPricedAt(product, terms, now));
      }),
    );
  });
});
