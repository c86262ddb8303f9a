// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { sellerListQueryRead } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { SellerListFrame, type SellerListFrameProps } from './SellerListFrame';
import type { sellerTableFeatures } from './SellerListTable';

interface Row extends Record<string, unknown> {
  readonly _id: string;
  readonly title: string;
}
const helper = createColumnHelper<typeof sellerTableFeatures, Row>();
const COLUMNS = helper.columns([helper.accessor('title', { header: 'Tên' })]);
const STATES = ['show', 'hide'] as const;

let instances: Record<'vi' | 'kr', i18n>;
beforeAll(async () => {
  const [vi18n, kr18n] = await Promise.all([i18nCreate('vi'), i18nCreate('kr')]);
  await Promise.all([localeBundleReady(vi18n, 'seller-shop'), localeBundleReady(kr18n, 'seller-shop')]);
  instances = { vi: vi18n, kr: kr18n };
});
afterEach(cleanup);

function renderFrame(overrides: Partial<SellerListFrameProps<(typeof STATES)[number], Row>> = {}, locale: 'vi' | 'kr' = 'vi') {
  const onQuery = vi.fn();
  render(
    <I18nextProvider i18n={instances[locale]}>
      <SellerListFrame
        title="Quản lý danh mục"
        create={<a href="/tao">Thêm danh mục</a>}
        query={sellerListQueryRead({}, STATES)}
        onQuery={onQuery}
        states={STATES}
        stateText={(state) => ({ show: 'Hiện', hide: 'Ẩn' })[state]}
        stateLabel="Trạng thái"
        result={{ isPending: false, isError: false, error: null, data: { items: [], total: 0 } }}
        columns={COLUMNS}
        emptyText="Shop chưa có danh mục nào."
        {...overrides}
      />
    </I18nextProvider>,
  );
  return onQuery;
}

describe('SellerListFrame (the seller lists: categories, banners, size charts)', () => {
  it('shows a skeleton while the first page loads', () => {
    renderFrame({ result: { isPending: true, isError: false, error: null, data: undefined } });
    expect(screen.getByLabelText('Đang tải').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers to create the first one when the shop has none, and says nothing matches when filtered (vi, kr)', () => {
    renderFrame();
    expect(screen.getByText('Shop chưa có danh mục nào.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Thêm danh mục' })).toHaveLength(2);
    cleanup();
    renderFrame({ query: sellerListQueryRead({ status: 'hide' }, STATES) }, 'kr');
    expect(screen.getByText('Nothing matches')).toBeTruthy();
  });

  it('lists the rows in a table, pages and searches through the address', () => {
    const onQuery = renderFrame({
      query: sellerListQueryRead({ page: 2, limit: 1 }, STATES),
      result: { isPending: false, isError: false, error: null, data: { items: [{ _id: 'a', title: 'Váy đầm dạo phố' }], total: 3 } },
    });
    expect(screen.getByRole('cell', { name: 'Váy đầm dạo phố' })).toBeTruthy();
    expect(screen.getByText('Trang 2/3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(onQuery).toHaveBeenLastCalledWith({ page: 3 });
    fireEvent.change(screen.getByLabelText('Tìm kiếm'), { target: { value: ' váy ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onQuery).toHaveBeenLastCalledWith({ q: 'váy', page: 1 });
    fireEvent.change(screen.getByLabelText('Trạng thái'), { target: { value: 'hide' } });
    expect(onQuery).toHaveBeenLastCalledWith({ status: 'hide', page: 1 });
  });

  it('shows a failed load as an alert', () => {
    renderFrame({ result: { isPending: false, isError: true, error: new Error('x'), data: undefined } });
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });
});
