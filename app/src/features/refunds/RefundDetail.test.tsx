// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ok, vnd, type Refund } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { RefundDetail } from './RefundDetail';

const REFUND: Refund = {
  _id: 'refund-1',
  order_id: 'order-1',
  items: [{ order_item_id: 'line-1', product: { _id: 'product-1', name: 'Áo sơ mi' }, quantity: 1, sale_price: vnd(200_000) }],
  reason: 'Sai kích cỡ',
  images: [],
  email: 'lan@example.com',
  amount: vnd(200_000),
  status: 'requested',
  history: [],
  created_at: 0,
};

vi.mock('../../hooks/use-services', () => ({
  useServices: () => ({ orders: { refundGet: async () => ok(REFUND) } }),
}));
vi.mock('../orders/use-order-steps', () => ({
  useOrderSteps: () => ({ refundCancel: { isPending: false, mutate: vi.fn() } }),
}));

afterEach(cleanup);

async function renderIn(locale: 'vi' | 'kr') {
  const i18n = await i18nCreate(locale);
  await localeBundleReady(i18n, 'orders');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <RefundDetail orderId="order-1" refundId="refund-1" />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('RefundDetail', () => {
  it.each([
    ['vi', 'Email liên hệ'],
    ['kr', 'Contact email'],
  ] as const)('labels the contact email as a detail, not as the form field (%s)', async (locale, label) => {
    await renderIn(locale);
    const email = await screen.findByText('lan@example.com');
    expect(email.previousElementSibling?.textContent).toBe(label);
  });
});
