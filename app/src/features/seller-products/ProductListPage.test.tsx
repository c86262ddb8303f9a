// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { PRODUCT_FILTER_STATES, ok, vnd, type SellerProduct, type SellerProductPage } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { ProductListPage } from './ProductListPage';

const list = vi.hoisted(() => ({ answer: null as null | (() => Promise<unknown>) }));

vi.mock('../../hooks/use-services', () => ({
  useServices: () => ({ seller: async () => ({ products: { productList: () => list.answer?.(), productVisibility: vi.fn() } }) }),
}));
vi.mock('../../hooks/use-error-toast', () => ({ useErrorToast: () => vi.fn() }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, className, ...rest }: { children: ReactNode; className?: string; 'aria-label'?: string }) => (
    <a href="#product" className={className} aria-label={rest['aria-label']}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

const counts = (overrides: Partial<SellerProductPage['counts']> = {}) =>
  ({ ...Object.fromEntries(PRODUCT_FILTER_STATES.map((state) => [state, 0])), ...overrides }) as SellerProductPage['counts'];

const product = (overrides: Partial<SellerProduct>): SellerProduct => ({
  _id: 'product-1',
  name: 'Áo dài lụa tơ tằm thêu hoa sen',
  images: [],
  sale_price: vnd(450_000),
  quantity: 12,
  sold: 0,
  approval_status: 'confirmed',
  is_hidden: false,
  is_draft: false,
  rejection_reason: null,
  ...overrides,
});

async function renderIn(locale: 'vi' | 'kr', q = '') {
  const i18n = await i18nCreate(locale);
  await localeBundleReady(i18n, 'seller-products');
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <ProductListPage params={{ filter: 'all', q, sort: 'newest', page: 1 }} onParams={vi.fn()} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('ProductListPage', () => {
  it('shows a busy skeleton while the list loads', async () => {
    list.answer = () => new Promise(() => undefined);
    await renderIn('vi');
    expect(screen.getByLabelText('Đang tải sản phẩm').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('list', { name: 'Quản lý sản phẩm' })).toBeNull();
  });

  it.each([
    ['vi', '', 'Chưa có sản phẩm nào ở mục này'],
    ['kr', 'lụa', 'No products match “lụa”'],
  ] as const)('says when there is nothing to list (%s, search “%s”)', async (locale, q, message) => {
    list.answer = async () => ok({ items: [], page: 1, limit: 20, total: 0, counts: counts() });
    await renderIn(locale, q);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('lists the rows with their state, the tab counts, and a rejected product’s reason', async () => {
    list.answer = async () =>
      ok({
        items: [
          product({ _id: 'p-ok', name: 'Áo dài lụa tơ tằm thêu hoa sen' }),
          product({ _id: 'p-no', name: 'Váy maxi voan hoa nhí', approval_status: 'rejected', rejection_reason: 'Ảnh sản phẩm bị mờ' }),
        ],
        page: 1,
        limit: 20,
        total: 2,
        counts: counts({ all: 2, available: 1, rejected: 1 }),
      });
    await renderIn('vi');
    const rows = within(await screen.findByRole('list', { name: 'Quản lý sản phẩm' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText(/Đang bán/)).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Ẩn Áo dài lụa tơ tằm thêu hoa sen' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Lý do từ chối: Ảnh sản phẩm bị mờ')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /Ẩn/ })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Bị từ chối (1)' })).toBeTruthy();
  });
});
