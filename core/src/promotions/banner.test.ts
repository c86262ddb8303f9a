import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { BannerSchema, bannerStatus } from './banner.js';
import { NOW_2026, makeBanner } from '../testing/promotions-factories.js';

describe('BannerSchema', () => {
  it('accepts the factory banner and defaults related products to none', () => {
    expect(BannerSchema.safeParse(makeBanner()).success).toBe(true);
    const { related_product_ids: _ids, ...rest } = makeBanner();
    expect(BannerSchema.parse(rest).related_product_ids).toEqual([]);
  });

  it.each(['_id', 'title', 'type', 'start_date', 'end_date', 'related_url', 'cover_image'] as const)('rejects a banner without %s', (field) => {
    const { [field]: _dropped, ...rest } = makeBanner();
    expect(BannerSchema.safeParse(rest).success).toBe(false);
  });

  it('never throws with safeParse', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const parsed = BannerSchema.safeParse(input);
        if (!parsed.success) expect(parsed.error).toBeInstanceOf(z.core.$ZodError);
      }),
    );
  });
});

describe('bannerStatus', () => {
  it('follows the dates and the deletion', () => {
    const banner = makeBanner({ start_date: NOW_2026, end_date: NOW_2026 + 10 });
    expect(bannerStatus(banner, NOW_2026 - 1)).toBe('upcoming');
    expect(bannerStatus(banner, NOW_2026 + 5)).toBe('running');
    expect(bannerStatus(banner, NOW_2026 + 10)).toBe('ended');
    expect(bannerStatus({ ...banner, deleted: true }, NOW_2026 + 5)).toBe('deleted');
  });
});
