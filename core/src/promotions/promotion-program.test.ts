import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { vnd } from '../money/money.js';
import { PromotionProgramSchema, promotionItemDiscount, promotionItemPrice, promotionStatus } from './promotion-program.js';
import { DAY_MS } from '../format/epoch-ms.js';
import { NOW_2026, makePromotionItem, makePromotionProgram } from '../testing/promotions-factories.js';

describe('PromotionProgramSchema', () => {
  it('accepts the factory program', () => {
    expect(PromotionProgramSchema.safeParse(makePromotionProgram()).success).toBe(true);
  });

  it.each(['_id', 'name', 'start_time', 'end_time', 'items'] as const)('rejects a program without %s', (field) => {
    const { [field]: _dropped, ...rest } = makePromotionProgram();
    expect(PromotionProgramSchema.safeParse(rest).success).toBe(false);
  });

  it('rejects an item without its product or stock, or with a discount above 100%', () => {
    const { product_limit: _limit, ...noLimit } = makePromotionItem();
    expect(PromotionProgramSchema.safeParse(makePromotionProgram({ items: [noLimit as never] })).success).toBe(false);
    expect(PromotionProgramSchema.safeParse(makePromotionProgram({ items: [makePromotionItem({ discount_percent: 101 })] })).success).toBe(false);
  });

  it('never throws with safeParse', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const parsed = PromotionProgramSchema.safeParse(input);
        if (!parsed.success) expect(parsed.error).toBeInstanceOf(z.core.$ZodError);
      }),
    );
  });
});

describe('promotion item prices', () => {
  it('takes the percentage off, capped by the max discount', () => {
    expect(promotionItemDiscount(makePromotionItem({ price: vnd(200_000), discount_percent: 30 }))).toBe(60_000);
    expect(promotionItemDiscount(makePromotionItem({ price: vnd(500_000), discount_percent: 30 }))).toBe(100_000);
    expect(promotionItemPrice(makePromotionItem({ price: vnd(500_000), discount_percent: 30, max_discount: null }))).toBe(350_000);
  });

  it('never prices below zero nor above the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 100 }), fc.option(fc.nat(), { nil: null }), (price, percent, cap) => {
        const unit = promotionItemPrice(makePromotionItem({ price: vnd(price), discount_percent: percent, max_discount: cap === null ? null : vnd(cap) }));
        expect(unit).toBeGreaterThanOrEqual(0);
        expect(unit).toBeLessThanOrEqual(price);
      }),
    );
  });
});

describe('promotionStatus', () => {
  it('is upcoming, running, ended, ended early or deleted', () => {
    const program = makePromotionProgram({ start_time: NOW_2026, end_time: NOW_2026 + 7 * DAY_MS });
    expect(promotionStatus(program, NOW_2026 - 1)).toBe('upcoming');
    expect(promotionStatus(program, NOW_2026 + DAY_MS)).toBe('running');
    expect(promotionStatus(program, NOW_2026 + 7 * DAY_MS)).toBe('ended');
    expect(promotionStatus({ ...program, ended_early: true }, NOW_2026 + DAY_MS)).toBe('ended_early');
    expect(promotionStatus({ ...program, deleted: true }, NOW_2026 - 1)).toBe('deleted');
  });
});
