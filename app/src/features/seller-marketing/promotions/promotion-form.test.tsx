// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { ok, vnd, type SellerPromotion } from '@modavi/core';
import { ToastProvider } from '@modavi/ui';
import { i18nCreate } from '../../../i18n/i18n';
import { localeBundleReady } from '../../../i18n/locale-bundles';
import { coreErrorsLoad } from '../../../i18n/core-errors-load';
import { PromotionForm } from './PromotionForm';

const PRODUCT = { _id: 'p1', name: 'Váy hoa nhí dạo phố', image: null, hidden: false, price: vnd(250_000) };
const saved: SellerPromotion = {
  _id: 'g1',
  shop_id: 's1',
  name: 'Tuần lễ váy hoa',
  cover_image: null,
  description: null,
  start_time: Date.now(),
  end_time: Date.now() + 3_600_000,
  ended_early: false,
  deleted: false,
  type: 'flash_sale',
  status: 'upcoming',
  items: [],
};
const marketing = { promotionCreate: vi.fn(async () => ok(saved)), promotionUpdate: vi.fn() };
const shop = { productOptions: vi.fn(async () => ok([PRODUCT])) };
const navigate = vi.fn(async () => undefined);
vi.mock('../../../hooks/use-services', () => ({ useServices: () => ({ seller: async () => ({ shop, marketing }) }) }));
vi.mock('@tanstack/react-router', async (original) => ({ ...(await original<object>()), useNavigate: () => navigate }));

let instances: Record<'vi' | 'kr', i18n>;
beforeAll(async () => {
  const made = await Promise.all(
    (['vi', 'kr'] as const).map(async (locale) => {
      const instance = await i18nCreate(locale);
      await localeBundleReady(instance, 'seller-shop');
      await localeBundleReady(instance, 'seller-marketing');
      coreErrorsLoad(instance);
      return instance;
    }),
  );
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

describe('the promotion program form', () => {
  it.each([
    ['vi', 'Tên chương trình', 'Mức giảm (%) – Váy hoa nhí dạo phố', 'Lưu', 'Mức giảm phải lớn hơn 0 và không quá 80%'],
    ['kr', 'Program name', 'Discount (%) – Váy hoa nhí dạo phố', 'Save', 'The discount must be above 0 and at most 80%'],
  ] as const)('refuses a discount above 80 percent with core messages, before any call (%s)', async (locale, name, discount, save, message) => {
    renderIn(locale, <PromotionForm type="discount" />);
    fireEvent.change(screen.getByLabelText(name), { target: { value: 'Tuần lễ váy hoa' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: PRODUCT.name }));
    await settle();
    fireEvent.change(await screen.findByLabelText(discount), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: save }));
    await settle();
    expect(screen.getByText(message)).toBeTruthy();
    expect(marketing.promotionCreate).not.toHaveBeenCalled();
  });

  it('shows the price after the discount and sends a flash sale with the product at its price', async () => {
    renderIn('vi', <PromotionForm type="flash_sale" />);
    fireEvent.change(screen.getByLabelText('Tên chương trình'), { target: { value: 'Flash sale váy hoa' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: PRODUCT.name }));
    await settle();
    fireEvent.change(await screen.findByLabelText('Mức giảm (%) – Váy hoa nhí dạo phố'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Số lượng khuyến mãi – Váy hoa nhí dạo phố'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Giới hạn mỗi đơn hàng – Váy hoa nhí dạo phố'), { target: { value: '2' } });
    await settle();
    expect(screen.getByText(/giá khuyến mãi 200\.000đ/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await settle();
    await settle();
    expect(marketing.promotionCreate).toHaveBeenCalledWith(
      'flash_sale',
      expect.objectContaining({
        name: 'Flash sale váy hoa',
        items: [expect.objectContaining({ product_id: 'p1', price: 250_000, discount_percent: 20, product_limit: 5, purchase_limit_per_order: 2, order_limit_per_user: null })],
      }),
    );
    expect(navigate).toHaveBeenCalledWith({ to: '/ban-hang/chuong-trinh-cua-toi/chi-tiet/$id', params: { id: 'g1' }, search: { type: 'flash_sale' } });
  });
});
