// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { err, gatewayError, type Locale, type Order, type Result, type GatewayError } from '@modavi/core';
import { localeInstances, screenRender } from '../../testing/screen-render';
import { OrderDetailPage } from './OrderDetailPage';

const order = vi.fn<(id: string) => Promise<Result<Order, GatewayError>>>();
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ seller: async () => ({ orders: { order } }) }) }));

let instances: Record<Locale, i18n>;
beforeAll(async () => {
  instances = await localeInstances(['seller-orders', 'seller-shop', 'orders']);
});
afterEach(() => {
  cleanup();
  order.mockReset();
});

const WORDS = {
  vi: { title: 'Không tìm thấy đơn hàng', body: 'Shop không có đơn hàng mã ORD-404. Mã đơn có thể đã bị gõ sai.', link: 'Xem tất cả đơn hàng', failed: 'Không tải được đơn hàng. Vui lòng thử lại.' },
  kr: { title: 'Order not found', body: 'Your shop has no order with the code ORD-404. The code may have been mistyped.', link: 'See all orders', failed: 'The orders could not be loaded. Please try again.' },
} as const;

describe('the seller’s order page', () => {
  it.each(['vi', 'kr'] as const)('says an unknown order id is not found, with a link to the list, not "try again" (%s)', async (locale) => {
    order.mockResolvedValue(err(gatewayError('NOT_FOUND', { status: 404, errorCode: 'ORDER.NOT_FOUND' })));
    const words = WORDS[locale];
    screenRender(instances[locale], () => <OrderDetailPage orderId="ORD-404" />, { router: true });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(words.title);
    expect(screen.getByText(words.body)).toBeTruthy();
    expect(screen.getByRole('link', { name: words.link }).getAttribute('href')).toBe('/ban-hang/quan-ly-don-hang');
    expect(screen.queryByText(words.failed)).toBeNull();
    // Asking again will not find it.
    expect(order).toHaveBeenCalledTimes(1);
  });

  it('still says "try again" when the order could not be loaded (vi)', async () => {
    order.mockResolvedValue(err(gatewayError('SERVER', { status: 500 })));
    screenRender(instances.vi, () => <OrderDetailPage orderId="ORD-1" />, { router: true });
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe(WORDS.vi.failed);
    expect(screen.queryByText(WORDS.vi.title)).toBeNull();
  });
});
