// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { err, gatewayError, ok, type BulkEditResult } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { errorsReady } from '../../i18n/errors-ready';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { BulkSheetSection } from './BulkSheetSection';

const CHECKED: BulkEditResult = {
  saved: 0,
  rows: [
    { line: 2, product_id: 'p1', variant_id: null, product_name: 'Mũ len đan tay', variant_name: null, price: 175_000, stock: 15, status: 'changed', issues: [] },
    { line: 3, product_id: 'p2', variant_id: 'v1', product_name: 'Khăn choàng len', variant_name: 'Trắng ngà', price: 450_000, stock: null, status: 'refused', issues: [{ field: 'stock', code: 'PRODUCT.INVALID_QUANTITY', params: { min: 0 } }] },
    { line: 4, product_id: 'p2', variant_id: 'v2', product_name: 'Khăn choàng len', variant_name: 'Đỏ son', price: 450_000, stock: 10, status: 'unchanged', issues: [] },
  ],
};

const gateway = vi.hoisted(() => ({
  bulkSheetCheck: vi.fn(),
  bulkSave: vi.fn(),
  bulkTemplate: vi.fn(),
}));
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ seller: async () => ({ products: gateway }) }) }));
vi.mock('../../hooks/use-error-toast', () => ({ useErrorToast: () => vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function renderIn(locale: 'vi' | 'kr') {
  const i18n = await i18nCreate(locale);
  await Promise.all([localeBundleReady(i18n, 'product-sheets'), errorsReady(i18n)]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <BulkSheetSection />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const pick = (label: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [new File(['x'], 'sua.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })] } });

describe('BulkSheetSection', () => {
  it('shows each line’s outcome before saving, then saves only the valid lines with their sheet line numbers (vi)', async () => {
    gateway.bulkSheetCheck.mockResolvedValue(ok(CHECKED));
    gateway.bulkSave.mockResolvedValue(ok({ saved: 1, rows: [CHECKED.rows[0]] }));
    await renderIn('vi');
    pick('Chọn file Excel đã điền');
    expect(await screen.findByText('1 dòng hợp lệ sẽ được lưu, 1 dòng lỗi, 1 dòng không thay đổi. Chưa có gì được lưu.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Kết quả kiểm tra file' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2] as HTMLElement).getByText('Số lượng phải là số nguyên từ 0 trở lên')).toBeTruthy();
    expect(gateway.bulkSave).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận lưu 1 dòng hợp lệ' }));
    expect(await screen.findByText('Đã lưu 1 dòng từ file.')).toBeTruthy();
    expect(gateway.bulkSave).toHaveBeenCalledWith([{ line: 2, product_id: 'p1', variant_id: null, price: 175_000, stock: 15 }]);
  });

  it('says under the picker when the file is not the template (kr)', async () => {
    gateway.bulkSheetCheck.mockResolvedValue(err(gatewayError('INVALID_REQUEST', { status: 400, errorCode: 'FILE.LIST_NOT_CORRECT' })));
    await renderIn('kr');
    pick('Choose the filled Excel file');
    expect((await screen.findByRole('alert')).textContent).toBe('The list is not correct');
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
  });
});
