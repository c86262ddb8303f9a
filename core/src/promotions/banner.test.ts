import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { BannerSchema, bannerDays, bannerStatus } from './banner.js';
import { dateFormat, dateParse } from '../format/date.js';
import { vietnamDayAfter, vietnamDayStart } from '../format/vietnam-day.js';
import { DAY_MS } from '../format/epoch-ms.js';
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

describe('bannerDays', () => {
  it('reads a banner kept as [start, end) as the days the seller picked, its last day inclusive', () => {
    const days = fc.integer({ min: 0, max: 3_000 });
    fc.assert(
      fc.property(days, days, (from, length) => {
        const first = (dateParse('01/01/2024') ?? 0) + from * DAY_MS;
        const last = first + length * DAY_MS;
        expect(bannerDays({ start_date: first, end_date: vietnamDayAfter(last) })).toEqual({ first, last });
      }),
    );
    // Issue 25: chosen 31/12/2026, kept as 01/01/2027 00:00 in Vietnam, read 31/12/2026.
    const end = dateParse('01/01/2027') ?? 0;
    expect(dateFormat(bannerDays({ start_date: end - 30 * DAY_MS, end_date: end }).last)).toBe('31/12/2026');
    // An end kept at another hour (seeded banners) still shows the day it falls in.
    expect(bannerDays({ start_date: end, end_date: end + 15 * 3_600_000 }).last).toBe(vietnamDayStart(end));
  });
});
