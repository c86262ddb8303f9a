// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ok, type BulkEditItem } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { errorsReady } from '../../i18n/errors-ready';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { BulkTableSection } from './BulkTableSection';

const ITEMS: BulkEditItem[] = [
  { product_id: 'p1', variant_id: null, product_name: 'Quần tây ống suông', variant_name: null, price: 480_000, stock: 5 },
  { product_id: 'p2', variant_id: 'v1', product_name: 'Áo sơ mi lụa', variant_name: 'Trắng ngà', price: 390_000, stock: 8 },
];

const gateway = vi.hoisted(() => ({ bulkItems: vi.fn(), bulkSave: vi.fn() }));
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ seller: async () => ({ products: gateway }) }) }));
vi.mock('../../hooks/use-error-toast', () => ({ useErrorToast: () => vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('BulkTableSection', () => {
  it('saves every edit in one request and keeps the refused row, with its reason, to fix (vi)', async () => {
    gateway.bulkItems.mockResolvedValue(ok({ items: ITEMS, page: 1, limit: 50, total: 2 }));
    gateway.bulkSave.mockResolvedValue(
      ok({
        saved: 1,
        rows: [
          { line: 1, product_id: 'p1', variant_id: null, product_name: null, variant_name: null, price: 490_000, stock: 5, status: 'refused', issues: [{ field: 'price', code: 'PRODUCT.CANNOT_UPDATE_PRICE', params: { max: 3, days: 14 } }] },
          { line: 2, product_id: 'p2', variant_id: 'v1', product_name: null, variant_name: null, price: 390_000, stock: 12, status: 'changed', issues: [] },
        ],
      }),
    );
    const i18n = await i18nCreate('vi');
    await Promise.all([localeBundleReady(i18n, 'product-sheets'), errorsReady(i18n)]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <BulkTableSection />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const price = await screen.findByLabelText('Giá bán của Quần tây ống suông');
    // Typing keeps the same box (a new cell component type would remount it and drop the focus).
    price.focus();
    fireEvent.change(price, { target: { value: '49' } });
    expect(screen.getByLabelText('Giá bán của Quần tây ống suông')).toBe(price);
    expect(document.activeElement).toBe(price);
    fireEvent.change(price, { target: { value: '490000' } });
    fireEvent.change(screen.getByLabelText('Tồn kho của Áo sơ mi lụa | Trắng ngà'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu 2 thay đổi' }));

    expect(await screen.findByText('Đã lưu 1 dòng. 1 dòng chưa lưu được, xem lỗi trong bảng.')).toBeTruthy();
    expect(gateway.bulkSave).toHaveBeenCalledTimes(1);
    expect(gateway.bulkSave.mock.calls[0]?.[0]).toEqual([
      { line: 1, product_id: 'p1', variant_id: null, price: '490000', stock: '5' },
      { line: 2, product_id: 'p2', variant_id: 'v1', price: '390000', stock: '12' },
    ]);
    expect(screen.getByLabelText('Giá bán của Quần tây ống suông')).toBe(price);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect((price as HTMLInputElement).value).toBe('490000');
    expect(screen.getByText(/^Không thể cập nhật giá: chỉ được đổi giá tối đa 3 lần trong 14 ngày/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lưu 1 thay đổi' })).toBeTruthy();
  });
});
