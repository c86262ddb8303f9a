// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { ok } from '@modavi/core';
import { ToastProvider } from '@modavi/ui';
import { i18nCreate } from '../../i18n/i18n';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { coreErrorsLoad } from '../../i18n/core-errors-load';
import { ShopCategoryForm } from './categories/ShopCategoryForm';
import { SizeChartForm } from './size-charts/SizeChartForm';
import { BannerForm } from './banners/BannerForm';

const shop = {
  productOptions: vi.fn(async () => ok([{ _id: 'p1', name: 'Váy hoa nhí dạo phố', image: null, hidden: false }])),
  categoryCreate: vi.fn(async (draft: { title: string }) => ok({ _id: 'c1', title: draft.title, status: 'show', created_at: '2026-11-25T00:00:00Z', products: [] })),
  sizeChartCreate: vi.fn(),
  bannerCreate: vi.fn(),
};
const navigate = vi.fn(async () => undefined);
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ seller: async () => ({ shop }) }) }));
vi.mock('@tanstack/react-router', async (original) => ({ ...(await original<object>()), useNavigate: () => navigate }));

let instances: Record<'vi' | 'kr', i18n>;
beforeAll(async () => {
  const made = await Promise.all((['vi', 'kr'] as const).map(async (locale) => {
    const instance = await i18nCreate(locale);
    await localeBundleReady(instance, 'seller-shop');
    coreErrorsLoad(instance);
    return instance;
  }));
  instances = { vi: made[0] as i18n, kr: made[1] as i18n };
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const renderIn = (locale: 'vi' | 'kr', node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={instances[locale]}>
        <ToastProvider label="toasts" viewportLabel="notifications" closeLabel="close">
          {node}
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the category form', () => {
  it.each([
    ['vi', 'Tên danh mục', 'Lưu', 'Vui lòng nhập tên danh mục', 'Tên danh mục phải có ít nhất 5 ký tự'],
    ['kr', 'Category title', 'Save', 'Please enter the category title', 'The category title must be at least 5 characters long'],
  ] as const)('refuses an empty and a short title with core messages, before any call (%s)', async (locale, label, save, required, short) => {
    renderIn(locale, <ShopCategoryForm />);
    fireEvent.click(screen.getByRole('button', { name: save }));
    await settle();
    expect(screen.getByText(required)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(label), { target: { value: 'Váy' } });
    fireEvent.click(screen.getByRole('button', { name: save }));
    await settle();
    expect(screen.getByText(short)).toBeTruthy();
    expect(shop.categoryCreate).not.toHaveBeenCalled();
  });

  it('saves a valid title with the chosen product and opens its page', async () => {
    renderIn('vi', <ShopCategoryForm />);
    fireEvent.change(screen.getByLabelText('Tên danh mục'), { target: { value: '  Váy đầm dạo phố ' } });
    await settle();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Váy hoa nhí dạo phố' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await settle();
    await settle();
    expect(shop.categoryCreate).toHaveBeenCalledWith({ title: 'Váy đầm dạo phố', status: 'show', products: ['p1'] });
    expect(navigate).toHaveBeenCalledWith({ to: '/ban-hang/quan-ly-danh-muc/chi-tiet/$id', params: { id: 'c1' } });
  });
});

describe('the size chart form', () => {
  it('marks a cell that is not a number or an a-b range, and a missing name (vi)', async () => {
    renderIn('vi', <SizeChartForm type="tops" />);
    fireEvent.change(screen.getByLabelText('Vòng ngực S'), { target: { value: 'rộng' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await settle();
    expect(screen.getByText('Vui lòng nhập tên bảng size')).toBeTruthy();
    expect(screen.getByLabelText('Vòng ngực S').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Nhập một số nguyên hoặc khoảng a-b');
    expect(shop.sizeChartCreate).not.toHaveBeenCalled();
  });
});

describe('the banner form', () => {
  it('lists every missing field with its message (kr)', async () => {
    renderIn('kr', <BannerForm />);
    fireEvent.change(screen.getByLabelText('Related URL'), { target: { value: 'modavi.vn/sale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('The related URL is not valid')).toBeTruthy();
    expect(shop.bannerCreate).not.toHaveBeenCalled();
  });

  it('after a refused save, clears a fixed field’s message and shows a newly broken one as the seller types (vi)', async () => {
    renderIn('vi', <BannerForm />);
    fireEvent.change(screen.getByLabelText('Đường dẫn liên kết'), { target: { value: 'modavi.vn/sale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await settle();
    expect(screen.getByText('Đường dẫn liên kết không hợp lệ')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Đường dẫn liên kết'), { target: { value: 'https://modavi.vn/sale' } });
    await settle();
    expect(screen.queryByText('Đường dẫn liên kết không hợp lệ')).toBeNull();
    fireEvent.change(screen.getByLabelText('Đường dẫn liên kết'), { target: { value: 'khong-phai-url' } });
    await settle();
    expect(screen.getByText('Đường dẫn liên kết không hợp lệ')).toBeTruthy();
    expect(shop.bannerCreate).not.toHaveBeenCalled();
  });
});
