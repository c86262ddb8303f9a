// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { err, gatewayError, ok, PAYOUT_BANK_REFERENCE_MAX, type AdminPayoutPage, type PayoutDetail, type PlatformIncome } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { platformIncomeWordsReady } from '../seller-income/income-words';
import { payoutOf } from '../seller-income/income-fixtures';
import { AdminPayoutsRoute } from './AdminPayoutsRoute';
import { PlatformIncomePage } from './PlatformIncomePage';

type Answer<T> = T | 'fail' | null;
const answers: { list: Answer<AdminPayoutPage>; one: Answer<PayoutDetail>; platform: Answer<PlatformIncome> } = { list: null, one: null, platform: null };
const reply = <T,>(answer: Answer<T>) =>
  answer === null ? new Promise<never>(() => undefined) : Promise.resolve(answer === 'fail' ? err(gatewayError('NETWORK')) : ok(answer));
const gateway = {
  list: vi.fn(() => reply(answers.list)),
  one: vi.fn(() => reply(answers.one)),
  exportFile: vi.fn(async () => ok({ file_name: 'chuyen-khoan.xlsx', content_base64: '' })),
  markPaid: vi.fn(async () => ok(payoutOf({ status: 'paid' }))),
  markFailed: vi.fn(async () => ok(payoutOf({ status: 'failed' }))),
  platformIncome: vi.fn(() => reply(answers.platform)),
};
const sheetSave = vi.fn();
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ seller: async () => ({ adminPayouts: gateway }) }) }));
vi.mock('../../hooks/use-error-toast', () => ({ useErrorToast: () => vi.fn() }));
vi.mock('../product-sheets/sheet-save', () => ({ sheetSave: (file: unknown) => sheetSave(file) }));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: ({ children, className, ...rest }: { children: ReactNode; className?: string; 'aria-label'?: string }) => (
    <a href="/quan-tri/thanh-toan-nguoi-ban" className={className} aria-label={rest['aria-label']}>
      {children}
    </a>
  ),
}));

let instances: Record<'vi' | 'kr', i18n>;
beforeAll(async () => {
  const made = await Promise.all(
    (['vi', 'kr'] as const).map(async (locale) => {
      const instance = await i18nCreate(locale);
      await platformIncomeWordsReady(instance);
      return instance;
    }),
  );
  instances = { vi: made[0] as i18n, kr: made[1] as i18n };
});
afterEach(() => {
  cleanup();
  Object.assign(answers, { list: null, one: null, platform: null });
  vi.clearAllMocks();
});

const renderIn = (locale: 'vi' | 'kr', node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={instances[locale]}>{node}</I18nextProvider>
    </QueryClientProvider>,
  );
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const listPage = (items: PayoutDetail[]): AdminPayoutPage => ({ items, page: 1, limit: 20, total: items.length, counts: { processing: items.length, paid: 4, failed: 0 } });

describe('the admin’s payout list', () => {
  it('shows a skeleton, then the payouts to transfer with each status’s count', async () => {
    renderIn('vi', <AdminPayoutsRoute search={{}} navigate={vi.fn()} />);
    expect(screen.getByLabelText('Đang tải các đợt thanh toán').getAttribute('aria-busy')).toBe('true');
    cleanup();
    answers.list = listPage([payoutOf()]);
    renderIn('vi', <AdminPayoutsRoute search={{}} navigate={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Đang xử lý (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Đã thanh toán (4)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem đợt thanh toán của Lan Boutique' })).toBeTruthy();
    expect(screen.getByText('Vietcombank · 0123456789')).toBeTruthy();
    expect(gateway.list).toHaveBeenCalledWith({ status: 'processing', q: '', page: 1 });
  });

  it('searches by shop through the address, and says when nothing matches or the list fails', async () => {
    answers.list = listPage([]);
    const navigate = vi.fn(async () => undefined);
    renderIn('kr', <AdminPayoutsRoute search={{ q: 'Lan' }} navigate={navigate} />);
    expect(await screen.findByText('No payout matches.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search by shop name'), { target: { value: ' Hoa ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const update = (navigate.mock.calls[0] as unknown as [{ search: (previous: Record<string, unknown>) => Record<string, unknown> }])[0];
    expect(update.search({ q: 'Lan', page: 3 })).toEqual({ q: 'Hoa' });
    cleanup();
    answers.list = 'fail';
    renderIn('vi', <AdminPayoutsRoute search={{}} navigate={vi.fn()} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('downloads the bank transfer file', async () => {
    answers.list = listPage([payoutOf()]);
    renderIn('vi', <AdminPayoutsRoute search={{}} navigate={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Xuất file chuyển khoản' }));
    await vi.waitFor(() => expect(sheetSave).toHaveBeenCalledWith({ file_name: 'chuyen-khoan.xlsx', content_base64: '' }));
  });
});

describe('the admin’s payout page', () => {
  it('shows the whole account the transfer goes to and the payout’s lines', async () => {
    answers.one = payoutOf();
    renderIn('vi', <AdminPayoutsRoute search={{ id: 'payout-1' }} navigate={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Thanh toán cho Lan Boutique ngày 07/12/2026' })).toBeTruthy();
    expect(document.querySelector('[data-fact="account"]')?.textContent).toBe('0123456789');
    expect(document.querySelector('[data-fact="holder"]')?.textContent).toBe('NGUYEN THI LAN');
    expect(screen.getByText('MDV2612010001')).toBeTruthy();
    expect(gateway.one).toHaveBeenCalledWith('payout-1');
  });

  it.each([
    ['vi', 'Đánh dấu đã thanh toán', 'Mã giao dịch ngân hàng', 'Xác nhận', 'Vui lòng nhập mã giao dịch của ngân hàng', `Mã giao dịch tối đa ${PAYOUT_BANK_REFERENCE_MAX} ký tự`],
    ['kr', 'Mark as paid', 'Bank transaction reference', 'Confirm', 'Enter the bank’s transaction reference', `The bank reference is at most ${PAYOUT_BANK_REFERENCE_MAX} characters`],
  ] as const)('checks the bank reference with core’s rule before marking the payout paid (%s)', async (locale, open, label, submit, required, tooLong) => {
    answers.one = payoutOf();
    renderIn(locale, <AdminPayoutsRoute search={{ id: 'payout-1' }} navigate={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: open }));
    const field = screen.getByLabelText(label);
    fireEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(required)).toBeTruthy();
    // The field's maxLength stops typing; a pasted reference past it is still refused by the rule.
    expect(field.getAttribute('maxlength')).toBe(String(PAYOUT_BANK_REFERENCE_MAX));
    fireEvent.change(field, { target: { value: 'F'.repeat(PAYOUT_BANK_REFERENCE_MAX + 1) } });
    fireEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(tooLong)).toBeTruthy();
    expect(gateway.markPaid).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '  FT26342001 ' } });
    fireEvent.click(screen.getByRole('button', { name: submit }));
    await vi.waitFor(() => expect(gateway.markPaid).toHaveBeenCalledWith('payout-1', 'FT26342001'));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks a payout failed with the reason the seller reads', async () => {
    answers.one = payoutOf();
    renderIn('vi', <AdminPayoutsRoute search={{ id: 'payout-1' }} navigate={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Đánh dấu thất bại' }));
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận thất bại' }));
    expect(await screen.findByText('Vui lòng nhập lý do')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Lý do thất bại'), { target: { value: 'Sai số tài khoản' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận thất bại' }));
    await vi.waitFor(() => expect(gateway.markFailed).toHaveBeenCalledWith('payout-1', 'Sai số tài khoản'));
  });

  it('offers no step on a payout already paid', async () => {
    answers.one = payoutOf({ status: 'paid', paid_at: Date.UTC(2026, 11, 8, 2), bank_reference: 'FT26342001' });
    renderIn('vi', <AdminPayoutsRoute search={{ id: 'payout-1' }} navigate={vi.fn()} />);
    expect(await screen.findByText('FT26342001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Đánh dấu đã thanh toán' })).toBeNull();
  });
});

const PERIOD = { from: '2026-12-01', to: '2026-12-07' };
const platformOf = (overrides: Partial<PlatformIncome> = {}): PlatformIncome => ({
  period: PERIOD,
  service_fees: 0,
  payment_fees: 0,
  vouchers_paid: 0,
  shipping_paid: 0,
  refunds_borne: 0,
  net: 0,
  paid_to_shops: 0,
  owed_to_shops: 0,
  days: [{ day: '2026-12-01', fees: 0, paid_out: 0 }],
  ...overrides,
});

describe('the platform’s income page', () => {
  it('shows a skeleton, then says when the period has no figures', async () => {
    renderIn('vi', <PlatformIncomePage preset="7d" period={PERIOD} onChoose={vi.fn()} />);
    expect(screen.getByLabelText('Đang tải số liệu').getAttribute('aria-busy')).toBe('true');
    cleanup();
    answers.platform = platformOf();
    renderIn('kr', <PlatformIncomePage preset="7d" period={PERIOD} onChoose={vi.fn()} />);
    expect(await screen.findByText('No figures in this period yet.')).toBeTruthy();
  });

  it('shows the platform’s figures and a row per day', async () => {
    answers.platform = platformOf({
      service_fees: 144_000,
      vouchers_paid: 30_000,
      net: 114_000,
      paid_to_shops: 465_600,
      owed_to_shops: 1_180_000,
      days: [
        { day: '2026-12-01', fees: 14_400, paid_out: 0 },
        { day: '2026-12-07', fees: 0, paid_out: 465_600 },
      ],
    });
    renderIn('vi', <PlatformIncomePage preset="7d" period={PERIOD} onChoose={vi.fn()} />);
    expect(await screen.findByText('07/12/2026')).toBeTruthy();
    expect(document.querySelector('[data-figure="service_fees"]')?.textContent).toBe('144.000đ');
    expect(document.querySelector('[data-figure="owed_to_shops"]')?.textContent).toBe('1.180.000đ');
    expect(screen.getAllByText('465.600đ').length).toBe(2);
    expect(gateway.platformIncome).toHaveBeenCalledWith(PERIOD);
  });

  it('says so when the figures cannot load', async () => {
    answers.platform = 'fail';
    renderIn('vi', <PlatformIncomePage preset="7d" period={PERIOD} onChoose={vi.fn()} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
