import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS, HOUR_MS } from '../format/epoch-ms.js';
import { NOW_2026, makePromotionItem, makePromotionProgram } from '../testing/promotions-factories.js';
import { PROMOTION_SELLER_CODES, promotionSellerCheck } from './promotion-seller-check.js';
import { PROMOTION_FLASH_SALE_MAX_MS, promotionTypeRead } from './promotion-type.js';
import type { PromotionForm } from './promotion-form.js';
import type { SellerPromotion } from './seller-promotion.js';

const stored = (overrides: Partial<SellerPromotion> = {}, sold = 0): SellerPromotion => {
  const program = makePromotionProgram({ start_time: NOW_2026 - DAY_MS, end_time: NOW_2026 + 5 * DAY_MS });
  return { ...program, type: 'discount', status: 'running', items: program.items.map((item) => ({ ...item, sold })), ...overrides };
};
const formOf = (program: SellerPromotion): PromotionForm => ({
  name: program.name,
  cover_image: program.cover_image ?? null,
  description: program.description ?? null,
  start_time: program.start_time,
  end_time: program.end_time,
  items: program.items.map(({ sold: _sold, ...item }) => item),
});
const codes = (issues: readonly { field: string; code: string }[]) => issues.map(({ field, code }) => `${field}:${code}`);

describe('promotionSellerCheck', () => {
  it('answers only its own codes, and passes a live program saved unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10 }), fc.integer({ min: 1, max: 10 }), fc.boolean(), fc.nat(50), (startDay, days, early, sold) => {
        const current = stored({ start_time: NOW_2026 + startDay * DAY_MS, end_time: NOW_2026 + (startDay + days) * DAY_MS, ended_early: early }, sold);
        const issues = promotionSellerCheck(formOf(current), { now: NOW_2026, type: 'discount', current });
        for (const found of issues) expect(PROMOTION_SELLER_CODES).toContain(found.code);
        const live = !early && current.end_time > NOW_2026;
        expect(issues.length === 0).toBe(live);
      }),
    );
  });

  it('keeps a running program\'s start and its products\' discounts, and a product that sold', () => {
    const current = stored({}, 3);
    const changed = { ...formOf(current), start_time: NOW_2026, items: [makePromotionItem({ product_id: 'product-2' })] };
    expect(codes(promotionSellerCheck(changed, { now: NOW_2026, type: 'discount', current }))).toEqual([
      'start_time:PROMOTION.LOCKED_WHILE_RUNNING',
      'items:PROMOTION.LOCKED_WHILE_RUNNING',
    ]);
    const cheaper = { ...formOf(current), items: [makePromotionItem({ discount_percent: 50 })] };
    expect(codes(promotionSellerCheck(cheaper, { now: NOW_2026, type: 'discount', current }))).toEqual(['items.0.discount_percent:PROMOTION.LOCKED_WHILE_RUNNING']);
  });

  it('never lets a product\'s promotion stock fall below what sold', () => {
    const current = stored({}, 20);
    const form = { ...formOf(current), items: [makePromotionItem({ product_limit: 19 })] };
    expect(codes(promotionSellerCheck(form, { now: NOW_2026, type: 'discount', current }))).toEqual(['items.0.product_limit:PROMOTION.PRODUCT_LIMIT_BELOW_SOLD']);
  });

  it('refuses an ended program, a new one ending in the past, and a flash sale past its day', () => {
    const ended = stored({ ended_early: true });
    expect(codes(promotionSellerCheck(formOf(ended), { now: NOW_2026, type: 'discount', current: ended }))).toEqual(['status:PROMOTION.NOT_EDITABLE']);
    const past = { ...formOf(stored()), start_time: NOW_2026 - 2 * DAY_MS, end_time: NOW_2026 - DAY_MS };
    expect(codes(promotionSellerCheck(past, { now: NOW_2026, type: 'discount', current: null }))).toEqual(['end_time:PROMOTION.END_IN_PAST']);
    const day = { ...formOf(stored()), start_time: NOW_2026, end_time: NOW_2026 + PROMOTION_FLASH_SALE_MAX_MS };
    expect(promotionSellerCheck(day, { now: NOW_2026, type: 'flash_sale', current: null })).toEqual([]);
    const longer = { ...day, end_time: day.end_time + HOUR_MS };
    expect(codes(promotionSellerCheck(longer, { now: NOW_2026, type: 'flash_sale', current: null }))).toEqual(['end_time:PROMOTION.FLASH_SALE_TOO_LONG']);
    expect(promotionSellerCheck(longer, { now: NOW_2026, type: 'discount', current: null })).toEqual([]);
  });

  it('reads any type text as one of the two types', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(['discount', 'flash_sale']).toContain(promotionTypeRead(value));
      }),
    );
    expect(promotionTypeRead('flash_sale')).toBe('flash_sale');
  });
});
