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
import { ShippingSettingsForm } from './ShippingSettingsForm';
import { ReturnPolicyForm } from './ReturnPolicyForm';
import { PaymentSettingsForm } from './PaymentSettingsForm';
import { ShopInfoForm } from './ShopInfoForm';
import { PauseModeForm } from './PauseModeForm';

const settings = {
  shippingSave: vi.fn(async (value: object) => ok({ ...value, reason_choices: [], saved: true })),
  returnPolicySave: vi.fn(async (value: object) => ok({ ...value, saved: true })),
  paymentSave: vi.fn(async (value: object) => ok({ ...value, saved: true })),
  shopInfoSave: vi.fn(),
  pauseStart: vi.fn(),
  pauseEnd: vi.fn(),
};
const account = { provinces: vi.fn(async () => ok([])), province: vi.fn() };
vi.mock('../../hooks/use-services', () => ({
  useServices: () => ({ seller: async () => ({ settings }), accountGateways: async () => ({ account }) }),
}));

let instances: Record<'vi' | 'kr', i18n>;
beforeAll(async () => {
  const made = await Promise.all(
    (['vi', 'kr'] as const).map(async (locale) => {
      const instance = await i18nCreate(locale);
      await Promise.all([localeBundleReady(instance, 'seller-settings'), localeBundleReady(instance, 'seller-shop'), localeBundleReady(instance, 'seller-shell')]);
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
const save = (locale: 'vi' | 'kr') => fireEvent.click(screen.getByRole('button', { name: locale === 'vi' ? 'Lưu thay đổi' : 'Save changes' }));

describe('the shipping settings form', () => {
  it.each([
    ['vi', 'Giao hàng hoả tốc', 'Giao hàng tiêu chuẩn', 'Vui lòng chọn ít nhất một đơn vị vận chuyển', 'Vui lòng chọn ít nhất một lý do trả hàng'],
    ['kr', 'Express delivery', 'Standard delivery', 'Please choose at least one carrier', 'Please choose at least one return reason'],
  ] as const)('needs a carrier and a return reason, with core messages, before any call (%s)', async (locale, express, standard, noCarrier, noReason) => {
    renderIn(
      locale,
      <ShippingSettingsForm settings={{ shipping_companies: ['standard', 'express'], return_reasons: ['r1'], reason_choices: [{ _id: 'r1', name: 'Hàng lỗi' }], saved: false }} />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: express }));
    fireEvent.click(screen.getByRole('checkbox', { name: standard }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hàng lỗi' }));
    save(locale);
    await screen.findByText(noCarrier);
    expect(screen.getByText(noReason)).toBeTruthy();
    expect(settings.shippingSave).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: express }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hàng lỗi' }));
    save(locale);
    await settle();
    expect(settings.shippingSave).toHaveBeenCalledWith({ shipping_companies: ['express'], return_reasons: ['r1'] });
  });
});

describe('the return policy form', () => {
  it.each([
    ['vi', 'Thời hạn đổi trả (ngày)', 'Thời hạn đổi trả phải từ 1 đến 15 ngày'],
    ['kr', 'Return period (days)', 'The return period must be 1 to 15 days'],
  ] as const)('keeps the period within 1-15 days (%s)', async (locale, label, message) => {
    renderIn(locale, <ReturnPolicyForm policy={{ accepts_returns: true, return_period: 7, return_conditions: ['Còn nguyên tem mác'], saved: true }} />);
    fireEvent.change(screen.getByLabelText(label), { target: { value: '16' } });
    save(locale);
    await screen.findByText(message);
    expect(settings.returnPolicySave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(label), { target: { value: '10' } });
    save(locale);
    await settle();
    expect(settings.returnPolicySave).toHaveBeenCalledWith({ accepts_returns: true, return_period: 10, return_conditions: ['Còn nguyên tem mác'] });
  });
});

describe('the payment settings form', () => {
  const empty = { bank_name: '', account_number: '', account_holder: '', branch: '', settlement: 'weekly' as const, payment_methods: ['CASH' as const], saved: false };
  it.each([
    ['vi', 'Số tài khoản', 'Số tài khoản gồm 6 đến 20 chữ số', 'Vui lòng nhập tên ngân hàng', 'Thanh toán khi nhận hàng (COD)', 'Vui lòng chọn ít nhất một phương thức thanh toán'],
    ['kr', 'Account number', 'The account number has 6 to 20 digits', 'Please enter the bank name', 'Cash on delivery (COD)', 'Please choose at least one payment method'],
  ] as const)('shows each field its core message (%s)', async (locale, numberLabel, numberMessage, bankMessage, cash, methodMessage) => {
    renderIn(locale, <PaymentSettingsForm settings={empty} />);
    fireEvent.change(screen.getByLabelText(numberLabel), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('checkbox', { name: cash }));
    save(locale);
    await screen.findByText(numberMessage);
    expect(screen.getByText(bankMessage)).toBeTruthy();
    expect(screen.getByText(methodMessage)).toBeTruthy();
    expect(settings.paymentSave).not.toHaveBeenCalled();
  });
});

describe('the shop information form', () => {
  it.each([
    ['vi', 'Mô tả cửa hàng', 'Mô tả cửa hàng phải có từ 100 đến 500 ký tự', 'Vui lòng nhập đầy đủ địa chỉ'],
    ['kr', 'Shop description', 'The shop description must be 100 to 500 characters long', 'Please enter the full address'],
  ] as const)('refuses a short description and a missing address (%s)', async (locale, label, short, address) => {
    const info = { name: 'Tiệm Lụa', avatar: '', cover: '', description: '', address: { street: '', province: '', district: '', ward: '' }, country: 'VN' as const };
    renderIn(locale, <ShopInfoForm info={info} shopId={null} />);
    fireEvent.change(screen.getByLabelText(label), { target: { value: 'Quá ngắn' } });
    save(locale);
    await screen.findByText(short);
    expect(screen.getAllByText(address).length).toBe(4);
    expect(settings.shopInfoSave).not.toHaveBeenCalled();
  });
});

describe('the pause mode form', () => {
  it.each([
    ['vi', 'Bật chế độ tạm nghỉ', 'Ngày mở bán lại', 'Vui lòng chọn ngày mở bán lại', 'Ngày mở bán lại phải từ ngày mai đến 90 ngày tới'],
    ['kr', 'Turn pause mode on', 'Reopening day', 'Please choose the day you reopen', 'The reopening day must be from tomorrow to 90 days ahead'],
  ] as const)('needs a reopening day from tomorrow (%s)', async (locale, start, label, required, invalid) => {
    renderIn(locale, <PauseModeForm pause={{ until: null, note: '' }} />);
    fireEvent.click(screen.getByRole('button', { name: start }));
    await screen.findByText(required);
    fireEvent.change(screen.getByLabelText(label), { target: { value: '2000-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: start }));
    await screen.findByText(invalid);
    expect(settings.pauseStart).not.toHaveBeenCalled();
  });

  it('offers to reopen while paused', async () => {
    renderIn('vi', <PauseModeForm pause={{ until: '2030-01-10T17:00:00Z', note: 'Nghỉ Tết' }} />);
    expect(screen.getByText('Shop đang tạm nghỉ, mở bán lại ngày 11/01/2030')).toBeTruthy();
    expect(screen.getByText('Lời nhắn cho người mua: Nghỉ Tết')).toBeTruthy();
    settings.pauseEnd.mockResolvedValueOnce(ok({ until: null, note: '' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tắt chế độ tạm nghỉ' }));
    await settle();
    expect(settings.pauseEnd).toHaveBeenCalled();
  });
});
