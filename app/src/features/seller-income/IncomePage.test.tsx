// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { err, gatewayError, incomePageParamsRead, ok, type IncomeLinePage, type PayoutDetail, type PayoutPage, type SellerIncomeSummary } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { sellerIncomeWordsReady } from './income-words';
import { IncomePage } from './IncomePage';
import { SellerPayoutPage } from './SellerPayoutPage';
import { lineOf, payoutOf, summaryOf } from './income-fixtures';

/** What each fake call answers: a value, a failure, or nothing yet (loading). */
type Answer<T> = T | 'fail' | null;
const answers: { summary: Answer<SellerIncomeSummary>; lines: Answer<IncomeLinePage>; payouts: Answer<PayoutPage>; payout: Answer<PayoutDetail> } = {
  summary: null,
  lines: null,
  payouts: null,
  payout: null,
};
const reply = <T,>(answer: Answer<T>) =>
  answer === null ? new Promise<never>(() => undefined) : Promise.resolve(answer === 'fail' ? err(gatewayError('NETWORK')) : ok(answer));
const gateway = {
  summary: vi.fn(() => reply(answers.summary)),
  lines: vi.fn(() => reply(answers.lines)),
  payouts: vi.fn(() => reply(answers.payouts)),
  payout: vi.fn(() => reply(answers.payout)),
  statement: vi.fn(async () => ok({ file_name: 'sao-ke.xlsx', content_base64: '' })),
};
const sheetSave = vi.fn();
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ seller: async () => ({ income: gateway }) }) }));
vi.mock('../../hooks/use-error-toast', () => ({ useErrorToast: () => vi.fn() }));
vi.mock('../product-sheets/sheet-save', () => ({ sheetSave: (file: unknown) => sheetSave(file) }));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: ({ children, className, to, params, ...rest }: { children: ReactNode; className?: string; to: string; params?: Record<string, string>; 'aria-label'?: string }) => (
    <a href={Object.entries(params ?? {}).reduce((path, [key, value]) => path.replace(`$${key}`, value), to)} className={className} aria-label={rest['aria-label']}>
      {children}
    </a>
  ),
}));

let instances: Record<'vi' | 'kr', i18n>;
beforeAll(async () => {
  const made = await Promise.all(
    (['vi', 'kr'] as const).map(async (locale) => {
      const instance = await i18nCreate(locale);
      await sellerIncomeWordsReady(instance);
      return instance;
    }),
  );
  instances = { vi: made[0] as i18n, kr: made[1] as i18n };
});
afterEach(() => {
  cleanup();
  Object.assign(answers, { summary: null, lines: null, payouts: null, payout: null });
  vi.clearAllMocks();
});

const renderIn = (locale: 'vi' | 'kr', node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={instances[locale]}>{node}</I18nextProvider>
    </QueryClientProvider>,
  );
const page = (search: Record<string, unknown> = {}, onParams = vi.fn()) => <IncomePage params={incomePageParamsRead(search)} onParams={onParams} />;
const balance = (key: string) => document.querySelector(`[data-balance="${key}"]`)?.textContent;

describe('the seller’s income page', () => {
  it('shows skeletons while the balance and the lines load', () => {
    renderIn('vi', page());
    expect(screen.getByLabelText('Đang tải số dư').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByLabelText('Đang tải thu nhập').getAttribute('aria-busy')).toBe('true');
  });

  it('shows the balance, the next payout to a masked account and the fee plan, in vi and kr', async () => {
    answers.summary = summaryOf();
    answers.lines = { items: [], page: 1, limit: 20, total: 0 };
    renderIn('vi', page());
    expect(await screen.findByText('Đợt thanh toán tiếp theo')).toBeTruthy();
    expect(balance('payable')).toBe('1.180.000đ');
    expect(balance('paid')).toBe('3.400.000đ');
    expect(document.querySelector('[data-next-payout]')?.textContent).toBe('14/12/2026');
    expect(document.querySelector('[data-bank]')?.textContent).toContain('******6789');
    expect(document.querySelector('[data-fee="service"]')?.textContent).toBe('3% doanh thu (mức năm đầu, đến 01/07/2027)');
    expect(document.querySelector('[data-fee="payment"]')?.textContent).toBe('Miễn phí đến 01/07/2027');
    expect(screen.getByText('Hàng tuần')).toBeTruthy();
    expect(screen.getByText(/Chưa có thu nhập nào/)).toBeTruthy();
    cleanup();
    renderIn('kr', page());
    expect(await screen.findByText('Next payout')).toBeTruthy();
    expect(screen.getByText('Being transferred', { selector: 'dt' })).toBeTruthy();
  });

  it('asks for a bank account when the shop has none, linking its payment settings', async () => {
    answers.summary = summaryOf({ bank: null, next_payout_at: null });
    renderIn('vi', page());
    const link = await screen.findByRole('link', { name: 'Thêm tài khoản ngân hàng' });
    expect(link.getAttribute('href')).toBe('/ban-hang/cai-dat/thanh-toan');
  });

  it('says so when the balance or the lines cannot load', async () => {
    answers.summary = 'fail';
    answers.lines = 'fail';
    renderIn('vi', page());
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  });

  it('lists each order’s income, opened to its fees and adjustments and a link to the order', async () => {
    answers.summary = summaryOf();
    answers.lines = {
      items: [lineOf(), lineOf({ _id: 'line-2', order_id: 'MDV2612010002', status: 'pending', net: -10_000, adjustments: [{ kind: 'compensation_fake', amount: -200_000, note: '', at: 0 }] })],
      page: 1,
      limit: 20,
      total: 2,
    };
    renderIn('vi', page({ status: 'payable' }));
    expect(await screen.findByText('MDV2612010001')).toBeTruthy();
    expect(gateway.lines).toHaveBeenCalledWith({ tab: 'lines', status: 'payable', from: '', to: '', page: 1 });
    expect(document.querySelector('[data-net="line-1"]')?.textContent).toBe('465.600đ');
    expect(screen.getByText('Bồi thường hàng giả (200%)')).toBeTruthy();
    expect(screen.getByText('-200.000đ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem đơn hàng MDV2612010001' }).getAttribute('href')).toBe('/ban-hang/quan-ly-don-hang/MDV2612010001');
  });

  it('refuses half a date range or one the wrong way round, and applies one in order', async () => {
    answers.lines = { items: [], page: 1, limit: 20, total: 0 };
    const onParams = vi.fn();
    renderIn('vi', page({}, onParams));
    fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '2026-12-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(screen.getByText('Chọn cả ngày bắt đầu và ngày kết thúc')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(screen.getByText('Ngày bắt đầu phải trước ngày kết thúc')).toBeTruthy();
    expect(onParams).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '2026-12-06' } });
    fireEvent.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(onParams).toHaveBeenCalledWith({ from: '2026-12-05', to: '2026-12-06', page: 1 });
  });

  it('lists the payouts with their status, or says there are none', async () => {
    answers.payouts = { items: [payoutOf({ status: 'paid', paid_at: Date.UTC(2026, 11, 8, 2), bank_reference: 'FT26342001' })], page: 1, limit: 20, total: 1 };
    renderIn('vi', page({ tab: 'payouts' }));
    expect(await screen.findByText('Đã thanh toán')).toBeTruthy();
    expect(screen.getByText('08/12/2026 · FT26342001')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem đợt thanh toán ngày 07/12/2026' }).getAttribute('href')).toBe('/ban-hang/thu-nhap/dot-thanh-toan/payout-1');
    cleanup();
    answers.payouts = { items: [], page: 1, limit: 20, total: 0 };
    renderIn('kr', page({ tab: 'payouts' }));
    expect(await screen.findByText('No payouts yet.')).toBeTruthy();
  });

  it('downloads the statement of the chosen days, after core’s period rule', async () => {
    renderIn('vi', page({ tab: 'statement' }));
    fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tải sao kê (.xlsx)' }));
    expect(screen.getByText(/Khoảng thời gian không hợp lệ/)).toBeTruthy();
    expect(gateway.statement).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tải sao kê (.xlsx)' }));
    await vi.waitFor(() => expect(sheetSave).toHaveBeenCalledWith({ file_name: 'sao-ke.xlsx', content_base64: '' }));
    expect(gateway.statement).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-30' });
  });
});

describe('the seller’s payout page', () => {
  it('shows a skeleton, then the payout with its account masked and its lines', async () => {
    renderIn('vi', <SellerPayoutPage payoutId="payout-1" />);
    expect(screen.getByLabelText('Đang tải đợt thanh toán').getAttribute('aria-busy')).toBe('true');
    cleanup();
    answers.payout = payoutOf();
    renderIn('vi', <SellerPayoutPage payoutId="payout-1" />);
    expect(await screen.findByRole('heading', { name: 'Đợt thanh toán ngày 07/12/2026' })).toBeTruthy();
    expect(document.querySelector('[data-fact="account"]')?.textContent).toBe('••••••6789');
    expect(document.querySelector('[data-fact="amount"]')?.textContent).toBe('465.600đ');
    expect(screen.getByText('MDV2612010001')).toBeTruthy();
    expect(gateway.payout).toHaveBeenCalledWith('payout-1');
  });

  it('says so when the payout cannot load', async () => {
    answers.payout = 'fail';
    renderIn('kr', <SellerPayoutPage payoutId="payout-1" />);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });
});
