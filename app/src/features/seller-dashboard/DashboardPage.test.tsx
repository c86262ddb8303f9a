// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { dashboardPeriodDays, ok, vnd, type SellerDashboard } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { sellerDashboardWordsReady } from './dashboard-words';
import { DashboardPage } from './DashboardPage';
import { CustomPeriodForm } from './CustomPeriodForm';

const PERIOD = { from: '2026-11-21', to: '2026-11-27' };
const dashboardOf = (overrides: Partial<SellerDashboard> = {}): SellerDashboard => ({
  period: PERIOD,
  sales: vnd(0),
  orders: 0,
  visitors: 0,
  buyers: 0,
  conversion: 0,
  cancellation_rate: 0,
  refund_rate: 0,
  days: dashboardPeriodDays(PERIOD).map((day) => ({ day, sales: vnd(0), orders: 0 })),
  top_products: [],
  waiting: { pending_confirmation: 0, pending_pickup: 0, cancel_pending: 0 },
  inactive: false,
  chat: { conversations: 0, answered: 0, response_rate: null, response_time_minutes: null },
  ...overrides,
});

let answer: SellerDashboard | null = null;
const dashboard = vi.fn(() => (answer ? Promise.resolve(ok(answer)) : new Promise<never>(() => undefined)));
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ seller: async () => ({ dashboard: { dashboard, salesReport: vi.fn() } }) }) }));
vi.mock('../../hooks/use-error-toast', () => ({ useErrorToast: () => vi.fn() }));
// The canvas chart is the lazy chunk's business; here it only has to be asked for.
vi.mock('./SalesChart', () => ({ default: ({ days }: { days: readonly unknown[] }) => <div data-testid="sales-chart">{days.length}</div> }));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: ({ children, className }: { children: ReactNode; className?: string }) => <a href="/ban-hang/quan-ly-don-hang" className={className}>{children}</a>,
}));

let instances: Record<'vi' | 'kr', i18n>;
beforeAll(async () => {
  const made = await Promise.all(
    (['vi', 'kr'] as const).map(async (locale) => {
      const instance = await i18nCreate(locale);
      await sellerDashboardWordsReady(instance);
      return instance;
    }),
  );
  instances = { vi: made[0] as i18n, kr: made[1] as i18n };
});
afterEach(() => {
  cleanup();
  answer = null;
  vi.clearAllMocks();
});

const renderIn = (locale: 'vi' | 'kr') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={instances[locale]}>
        <DashboardPage preset="7d" period={PERIOD} onChoose={vi.fn()} />
      </I18nextProvider>
    </QueryClientProvider>,
  );

describe('the seller’s dashboard page', () => {
  it('shows a skeleton while the figures load', async () => {
    renderIn('vi');
    expect(screen.getByLabelText('Đang tải số liệu').getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(dashboard).toHaveBeenCalledWith(PERIOD));
  });

  it('says so when the period has no order, in vi and kr', async () => {
    answer = dashboardOf();
    renderIn('vi');
    expect(await screen.findByText('Chưa có đơn hàng nào trong khoảng thời gian này')).toBeTruthy();
    expect(screen.getByText('Chưa có sản phẩm nào được bán')).toBeTruthy();
    expect(screen.queryByTestId('sales-chart')).toBeNull();
    cleanup();
    renderIn('kr');
    expect(await screen.findByText('No orders in this period yet')).toBeTruthy();
  });

  it('shows the figures, the chart, best sellers, waiting work and the inactivity warning', async () => {
    answer = dashboardOf({
      sales: vnd(1_250_000),
      orders: 3,
      visitors: 12,
      buyers: 3,
      conversion: 0.25,
      cancellation_rate: 0.25,
      top_products: [{ product_id: 'p1', name: 'Đầm lụa hai dây', image: null, quantity: 2, sales: vnd(840_000) }],
      waiting: { pending_confirmation: 2, pending_pickup: 1, cancel_pending: 0 },
      inactive: true,
      chat: { conversations: 3, answered: 2, response_rate: 2 / 3, response_time_minutes: 95 },
    });
    renderIn('vi');
    expect(await screen.findByText('Đầm lụa hai dây')).toBeTruthy();
    const figure = (key: string) => document.querySelector(`[data-figure="${key}"]`)?.textContent;
    expect(figure('orders')).toBe('3');
    expect(figure('visitors')).toBe('12');
    expect(figure('sales')).toContain('1.250.000');
    expect(figure('conversion')).toContain('25');
    expect(figure('chatResponseRate')).toContain('66,7');
    expect(figure('chatResponseTime')).toBe('1 giờ 35 phút');
    expect(document.querySelector('[data-waiting="pending_confirmation"]')?.textContent).toBe('2');
    expect((await screen.findByTestId('sales-chart')).textContent).toBe('7');
    expect(screen.getByRole('alert').textContent).toContain('hơn 7 ngày');
    cleanup();
    renderIn('kr');
    expect(await screen.findByText('Best sellers')).toBeTruthy();
    expect(screen.getByText('To confirm')).toBeTruthy();
  });

  it('checks a chosen range with core’s rule before it is applied', () => {
    const onApply = vi.fn();
    render(
      <I18nextProvider i18n={instances.vi}>
        <CustomPeriodForm period={PERIOD} onApply={onApply} />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '2026-11-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(screen.getByText(/Khoảng thời gian không hợp lệ/)).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '2026-11-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(onApply).toHaveBeenCalledWith({ from: '2026-11-20', to: '2026-11-25' });
  });
});
