// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { ok, REFUND_LIST_TABS, refundListParamsRead, vnd, type RefundDeskItem, type SellerRefundPage } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { refundDeskWordsReady } from './refund-desk-words';
import { RefundListPage } from './RefundListPage';
import { ReplyCountdown } from './ReplyCountdown';

const REFUND: RefundDeskItem = {
  _id: 'refund-1',
  order_id: 'order-1',
  items: [{ order_item_id: 'line-1', product: { _id: 'product-1', name: 'Đầm lụa hai dây' }, quantity: 1, sale_price: vnd(420_000) }],
  reason: 'Hàng khác với mô tả',
  images: [],
  amount: vnd(420_000),
  status: 'requested',
  history: [],
  created_at: 0,
  buyer_name: 'V*****g',
};
const counts = (need: number) => ({ ...Object.fromEntries(REFUND_LIST_TABS.map((tab) => [tab, 0])), all: need, need_handling: need }) as SellerRefundPage['counts'];
let page: SellerRefundPage | null = null;
const refundList = vi.fn(() => (page ? Promise.resolve(ok(page)) : new Promise<never>(() => undefined)));
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ seller: async () => ({ refunds: { refundList } }) }) }));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: ({ children, className }: { children: ReactNode; className?: string }) => <a href="/ban-hang/tra-hang-hoan-tien/refund-1" className={className}>{children}</a>,
}));

let instances: Record<'vi' | 'kr', i18n>;
beforeAll(async () => {
  const made = await Promise.all(
    (['vi', 'kr'] as const).map(async (locale) => {
      const instance = await i18nCreate(locale);
      await refundDeskWordsReady(instance);
      return instance;
    }),
  );
  instances = { vi: made[0] as i18n, kr: made[1] as i18n };
});
afterEach(() => {
  cleanup();
  page = null;
  vi.clearAllMocks();
});

const renderIn = (locale: 'vi' | 'kr', node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={instances[locale]}>{node}</I18nextProvider>
    </QueryClientProvider>,
  );

describe('the seller’s refund list', () => {
  it('shows a skeleton while the first page loads', () => {
    renderIn('vi', <RefundListPage params={refundListParamsRead({})} onParams={vi.fn()} />);
    expect(screen.getByLabelText('Đang tải yêu cầu trả hàng').getAttribute('aria-busy')).toBe('true');
  });

  it.each([
    ['vi', 'Cần xử lý (1)', 'Đã hoàn tiền (0)'],
    ['kr', 'Need handling (1)', 'Refunded (0)'],
  ] as const)('puts core’s seller labels on the tabs with their counts, and lists the request (%s)', async (locale, need, refunded) => {
    page = { items: [REFUND], page: 1, limit: 20, total: 1, counts: counts(1) };
    renderIn(locale, <RefundListPage params={refundListParamsRead({})} onParams={vi.fn()} />);
    expect(await screen.findByRole('tab', { name: need })).toBeTruthy();
    expect(screen.getByRole('tab', { name: refunded })).toBeTruthy();
    expect(screen.getByText('Đầm lụa hai dây')).toBeTruthy();
    expect(screen.getAllByText(locale === 'vi' ? 'Cần xử lý' : 'Need handling').length).toBeGreaterThan(0);
  });

  it('says when the shop has no request, and when a search finds none', async () => {
    page = { items: [], page: 1, limit: 20, total: 0, counts: counts(0) };
    renderIn('vi', <RefundListPage params={refundListParamsRead({})} onParams={vi.fn()} />);
    expect(await screen.findByText('Chưa có yêu cầu trả hàng/hoàn tiền nào.')).toBeTruthy();
    cleanup();
    renderIn('vi', <RefundListPage params={refundListParamsRead({ q: 'xyz' })} onParams={vi.fn()} />);
    expect(await screen.findByText('Không có yêu cầu nào phù hợp.')).toBeTruthy();
  });
});

describe('the 48-hour answer countdown', () => {
  it('shows the time left from the request, then that it ran out', () => {
    const now = Date.now();
    renderIn('vi', <ReplyCountdown requestedAt={now - 90 * 60_000} />);
    expect(screen.getByRole('timer').textContent).toContain('Còn 46 giờ 30 phút');
    cleanup();
    renderIn('kr', <ReplyCountdown requestedAt={now - 49 * 3_600_000} />);
    expect(screen.getByRole('timer').textContent).toContain('The 48 hours to answer are over');
  });
});
