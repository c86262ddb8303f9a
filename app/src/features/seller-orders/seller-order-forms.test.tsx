// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ORDER_CANCEL_REASON_MAX, SELLER_CANCEL_OTHER_REASON_ID, ok } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { coreErrorsLoad } from '../../i18n/core-errors-load';
import { CancelForm } from './CancelForm';
import { HandOverForm } from './HandOverForm';

let instances: Record<'vi' | 'kr', i18n>;
beforeAll(async () => {
  const made = await Promise.all(
    (['vi', 'kr'] as const).map(async (locale) => {
      const instance = await i18nCreate(locale);
      await Promise.all([localeBundleReady(instance, 'seller-orders'), localeBundleReady(instance, 'seller-shop')]);
      coreErrorsLoad(instance);
      return instance;
    }),
  );
  instances = { vi: made[0] as i18n, kr: made[1] as i18n };
});
afterEach(cleanup);

const renderIn = (locale: 'vi' | 'kr', node: ReactNode) => render(<I18nextProvider i18n={instances[locale]}>{node}</I18nextProvider>);
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('HandOverForm (the seller hands its part to the carrier)', () => {
  it.each([
    ['vi', 'Mã vận đơn', 'Giao cho đơn vị vận chuyển', 'Vui lòng nhập mã vận đơn'],
    ['kr', 'Waybill code', 'Hand over to the carrier', 'Please enter the waybill code'],
  ] as const)('refuses an empty waybill code with the catalogue message (%s) and sends nothing', async (locale, field, submit, message) => {
    const onHandOver = vi.fn(async () => undefined);
    renderIn(locale, <HandOverForm shippingCompany="GHN" onHandOver={onHandOver} />);
    expect((screen.getByDisplayValue('GHN') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText(field), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: submit }));
    await settle();
    expect(screen.getByText(message)).toBeTruthy();
    expect(onHandOver).not.toHaveBeenCalled();
  });

  it('sends the trimmed code, and keeps it in the field when the server refuses', async () => {
    const onHandOver = vi.fn(async () => Promise.reject(new Error('refused')));
    renderIn('vi', <HandOverForm shippingCompany="GHN" onHandOver={onHandOver} />);
    fireEvent.change(screen.getByLabelText('Mã vận đơn'), { target: { value: '  GHN123456  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giao cho đơn vị vận chuyển' }));
    await settle();
    expect(onHandOver).toHaveBeenCalledWith('GHN123456');
    expect((screen.getByLabelText('Mã vận đơn') as HTMLInputElement).value).toBe('  GHN123456  ');
  });
  it.each([
    ['vi', 'Giao cho đơn vị vận chuyển', 'Đơn vị vận chuyển tạo mã vận đơn'],
    ['kr', 'Hand over to the carrier', 'The carrier creates the waybill'],
  ] as const)('asks for no code when the carrier makes the waybill (GHN), and hands over at once (%s)', async (locale, submit, note) => {
    const onHandOver = vi.fn(async () => undefined);
    renderIn(locale, <HandOverForm shippingCompany="GHN" carrierMakesWaybill onHandOver={onHandOver} />);
    expect(screen.queryByRole('textbox', { name: locale === 'vi' ? 'Mã vận đơn' : 'Waybill code' })).toBeNull();
    expect(screen.getByText((text) => text.startsWith(note))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: submit }));
    await settle();
    expect(onHandOver).toHaveBeenCalledWith('');
  });
});

const sellerReasons = [
  { _id: 'reason-seller-cancel-1', type: 'seller_cancel', name: 'Out of stock' },
  { _id: SELLER_CANCEL_OTHER_REASON_ID, type: 'seller_cancel', name: 'Other reason' },
] as const;
const orders = { reasonList: vi.fn(async () => ok(sellerReasons)) };
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ orders }) }));

describe('CancelForm (the seller cancels its part)', () => {
  const renderCancel = (onCancel: (reason: string) => Promise<unknown>) =>
    renderIn('kr', <QueryClientProvider client={new QueryClient()}><CancelForm onCancel={onCancel} /></QueryClientProvider>);

  it("needs a reason from the sellers' list, then sends its words", async () => {
    const onCancel = vi.fn(async () => undefined);
    renderCancel(onCancel);
    await screen.findByRole('option', { name: 'Out of stock' });
    expect(orders.reasonList).toHaveBeenCalledWith('seller_cancel');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Please choose a reason to cancel');
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Cancel reason'), { target: { value: 'reason-seller-cancel-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await settle();
    expect(onCancel).toHaveBeenCalledWith('Out of stock');
  });

  it('asks for its own words when the seller picks "other", capped at the maximum', async () => {
    const onCancel = vi.fn(async () => undefined);
    renderCancel(onCancel);
    await screen.findByRole('option', { name: 'Other reason' });
    fireEvent.change(screen.getByLabelText('Cancel reason'), { target: { value: SELLER_CANCEL_OTHER_REASON_ID } });
    const own = (await screen.findByLabelText("The shop's reason")) as HTMLInputElement;
    expect(own.maxLength).toBe(ORDER_CANCEL_REASON_MAX);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await settle();
    expect(screen.getByText('Please choose a reason to cancel')).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.change(own, { target: { value: '  The fabric batch failed our check  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await settle();
    expect(onCancel).toHaveBeenCalledWith('The fabric batch failed our check');
  });
});
