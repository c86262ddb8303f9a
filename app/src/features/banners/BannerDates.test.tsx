// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { dateParse, type Locale } from '@modavi/core';
import { localeInstances, screenRender } from '../../testing/screen-render';
import { bannerPeriod } from '../seller-shop/banners/BannerList';
import { endDayInputOf, endOfDayInput } from '../seller-shop/banners/banner-dates';
import { BannerDates } from './BannerDates';

let instances: Record<Locale, i18n>;
beforeAll(async () => {
  instances = await localeInstances(['promos']);
});
afterEach(cleanup);

describe("a banner's dates on /banner/{id}", () => {
  // Issue 25: the seller picks 31/12/2026 as the end; the form keeps the midnight after it (Vietnam time).
  const end = endOfDayInput('2026-12-31') ?? Number.NaN;
  const banner = { start_date: dateParse('01/12/2026') ?? Number.NaN, end_date: end };

  it('shows the end day the seller picked, as the seller reads it, not the day after (vi)', () => {
    expect(end).toBe(dateParse('01/01/2027'));
    screenRender(instances.vi, () => <BannerDates banner={banner} />);
    screen.getByText('Từ 01/12/2026 đến 31/12/2026');
    expect(bannerPeriod({ ...banner } as Parameters<typeof bannerPeriod>[0])).toBe('01/12/2026 – 31/12/2026');
    expect(endDayInputOf(end)).toBe('2026-12-31');
  });

  it('in English too (kr)', () => {
    screenRender(instances.kr, () => <BannerDates banner={banner} />);
    screen.getByText('From 01/12/2026 to 31/12/2026');
  });
});
