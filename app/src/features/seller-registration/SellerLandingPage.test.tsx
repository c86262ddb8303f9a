// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { Locale } from '@modavi/core';
import { localeInstances, screenRender } from '../../testing/screen-render';
import { SellerLandingPage } from './SellerLandingPage';

vi.mock('../../hooks/use-services', () => ({ useServices: () => ({}) }));

let instances: Record<Locale, i18n>;
beforeAll(async () => {
  instances = await localeInstances(['seller-registration']);
});
afterEach(cleanup);

describe('the seller landing page', () => {
  it.each([
    ['vi', 'Người bán tại Hàn Quốc'],
    ['kr', 'Sellers based in Korea'],
  ] as const)('speaks to sellers in Korea in Korean, marked as Korean (spec 1, issue 25.14) (%s)', async (locale, title) => {
    screenRender(instances[locale], () => <SellerLandingPage />, { router: true });
    const heading = await screen.findByRole('heading', { name: title });
    const block = heading.parentElement?.querySelector('[lang="ko"]');
    expect(block?.textContent).toContain('한국 판매자를 위한 안내');
    expect(block?.textContent).toMatch(/베트남 동\(VND\)/);
    expect(screen.getByRole('link', { name: '지금 입점 신청하기' }).getAttribute('href')).toBe('/become-seller/dang-ky');
  });
});
