// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { DAY_MS, ok, vnd, type SellerVoucher } from '@modavi/core';
import { ToastProvider } from '@modavi/ui';
import { i18nCreate } from '../../../i18n/i18n';
import { localeBundleReady } from '../../../i18n/locale-bundles';
import { coreErrorsLoad } from '../../../i18n/core-errors-load';
import { VoucherForm } from './VoucherForm';
import { CampaignButtons } from '../CampaignButtons';

const now = Date.now();
const stored = (overrides: Partial<SellerVoucher> = {}): SellerVoucher => ({
  _id: 'v1',
  shop_id: 's1',
  name: 'Giảm 20K',
  code: 'GIAM20K',
  kind: 'shop',
  scope: 'whole_shop',
  product_ids: [],
  display: 'public',
  saveable_count: 100,
  usable_count: 50,
  discount_type: 'fixed',
  value: 20_000,
  max_discount: null,
  min_order: vnd(100_000),
  max_budget: null,
  start_time: now - DAY_MS + 1234,
  end_time: now + 7 * DAY_MS,
  per_customer_limit: 1,
  app_only: false,
  first_purchase_only: false,
  user_ids: [],
  shop_ids: [],
  ended_early: false,
  deleted: false,
  status: 'running',
  usage: { saved_count: 0, used_count: 0, discount_given: vnd(0) },
  ...overrides,
});
const marketing = {
  customerOptions: vi.fn(async () => ok([])),
  voucherCreate: vi.fn(async () => ok(stored())),
  voucherUpdate: vi.fn(async () => ok(stored())),
};
const shop = { productOptions: vi.fn(async () => ok([])) };
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
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the voucher form', () => {
  it.each([
    ['vi', 'Tên mã giảm giá', 'Mã voucher', 'Lưu', 'Tên voucher tối đa 40 ký tự', 'Mã voucher chỉ gồm chữ cái và chữ số'],
    ['kr', 'Voucher name', 'Voucher code', 'Save', 'Voucher name can be at most 40 characters', 'The voucher code may only hold letters and digits'],
  ] as const)('refuses a long name and a code with a dash with core messages, before any call (%s)', async (locale, name, code, save, long, invalid) => {
    renderIn(locale, <VoucherForm />);
    type(name, 'N'.repeat(41));
    type(code, 'SALE-1');
    fireEvent.click(screen.getByRole('button', { name: save }));
    await settle();
    expect(screen.getByText(long)).toBeTruthy();
    expect(screen.getByText(invalid)).toBeTruthy();
    expect(marketing.voucherCreate).not.toHaveBeenCalled();
  });

  it('sends a percent voucher with its cap, amounts read as price text and the code upper-cased, then opens its page', async () => {
    renderIn('vi', <VoucherForm />);
    type('Tên mã giảm giá', 'Giảm 10% cả shop');
    type('Mã voucher', 'tet26');
    type('Kiểu giảm', 'percent');
    await settle();
    type('Phần trăm giảm (%)', '10');
    type('Mức giảm tối đa (đ)', '30.000');
    type('Giá trị đơn hàng tối thiểu (đ)', '200.000');
    type('Số lượt lưu', '100');
    type('Tổng lượt sử dụng', '50');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chỉ cho người mua lần đầu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await settle();
    await settle();
    expect(marketing.voucherCreate).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'TET26', discount_type: 'percent', value: 10, max_discount: 30_000, min_order: 200_000, saveable_count: 100, usable_count: 50, first_purchase_only: true, max_budget: null }),
    );
    expect(navigate).toHaveBeenCalledWith({ to: '/ban-hang/ma-giam-gia/chi-tiet/$id', params: { id: 'v1' } });
  });

  it('keeps a running voucher\'s terms read-only and its start to the second', async () => {
    const voucher = stored();
    renderIn('kr', <VoucherForm voucher={voucher} />);
    expect((screen.getByLabelText('Voucher code') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Amount off (đ)') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Voucher name') as HTMLInputElement).disabled).toBe(false);
    type('Voucher name', 'Giảm 20K cuối tuần');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    await settle();
    expect(marketing.voucherUpdate).toHaveBeenCalledWith('v1', expect.objectContaining({ name: 'Giảm 20K cuối tuần', start_time: voucher.start_time, end_time: voucher.end_time }));
  });
});

describe('the campaign buttons', () => {
  it.each([
    ['running', ['Kết thúc ngay']],
    ['upcoming', ['Xoá']],
    ['ended', ['Xoá']],
    ['ended_early', ['Xoá']],
  ] as const)('offer what a %s voucher allows', (status, labels) => {
    renderIn('vi', <CampaignButtons status={status} name="Giảm 20K" kind="vouchers" end={vi.fn()} remove={vi.fn()} onEnded={vi.fn()} onDeleted={vi.fn()} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(labels);
  });

  it('ends a running voucher only once the seller confirms', async () => {
    const end = vi.fn(async () => ok(stored({ status: 'ended_early' })));
    const onEnded = vi.fn();
    renderIn('kr', <CampaignButtons status="running" name="Giảm 20K" kind="vouchers" end={end} remove={vi.fn()} onEnded={onEnded} onDeleted={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'End now' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'End Giảm 20K now?' })).toBeTruthy();
    expect(end).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'End now' }).at(-1) as HTMLElement);
    await settle();
    await settle();
    expect(end).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalled();
  });
});
