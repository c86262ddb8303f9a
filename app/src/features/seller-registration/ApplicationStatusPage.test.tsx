// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { SELLER_SUPPORT_HOTLINE, type SellerApplicationRecord } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { ApplicationStatusView } from './ApplicationStatusPage';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

const record = (overrides: Partial<SellerApplicationRecord>): SellerApplicationRecord => ({
  status: null,
  form: {},
  reject_reason: null,
  submitted_at: null,
  decided_at: null,
  verification: { phone: true, email: true, id_number: true },
  ...overrides,
});

async function renderIn(locale: 'vi' | 'kr', application: SellerApplicationRecord) {
  const i18n = await i18nCreate(locale);
  await localeBundleReady(i18n, 'seller-registration');
  render(
    <I18nextProvider i18n={i18n}>
      <ApplicationStatusView application={application} />
    </I18nextProvider>,
  );
}

describe('ApplicationStatusView', () => {
  it('promises an answer within 48 hours without the weekend, with the due time in Vietnam', async () => {
    // Friday 27/11/2026 20:00 in Vietnam: 4 hours that day, the weekend skipped, due Tuesday 20:00.
    await renderIn('vi', record({ status: 'pending_approval', submitted_at: '2026-11-27T13:00:00Z' }));
    screen.getByRole('heading', { name: 'Hồ sơ đang chờ duyệt' });
    screen.getByText('Chúng tôi sẽ phản hồi trong vòng 48 giờ (không tính thứ Bảy, Chủ nhật).');
    screen.getByText('Dự kiến phản hồi trước 01/12/2026 20:00');
  });

  it('shows the reason of a rejection, the hotline and the way back to the form (kr)', async () => {
    await renderIn('kr', record({ status: 'rejected', reject_reason: 'Blurry ID photo', submitted_at: '2026-11-27T13:00:00Z' }));
    screen.getByText('Reason: Blurry ID photo');
    expect(screen.getByRole('link', { name: `Contact support: ${SELLER_SUPPORT_HOTLINE}` }).getAttribute('href')).toBe(
      `tel:${SELLER_SUPPORT_HOTLINE.replace(/\s/g, '')}`,
    );
    expect(screen.getByRole('link', { name: 'Edit and submit again' }).getAttribute('href')).toBe('/become-seller/dang-ky');
  });

  it('opens the seller area once approved, and leads a new account to the form', async () => {
    await renderIn('vi', record({ status: 'approved' }));
    expect(screen.getByRole('link', { name: 'Vào Kênh người bán' }).getAttribute('href')).toBe('/ban-hang');
    cleanup();
    await renderIn('vi', record({ status: 'draft' }));
    expect(screen.getByRole('link', { name: 'Đăng ký bán hàng' }).getAttribute('href')).toBe('/become-seller/dang-ky');
  });
});
