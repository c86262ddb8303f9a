// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import type * as Router from '@tanstack/react-router';
import { ok, type Locale, type NotificationGateway } from '@modavi/core';
import { makeNotification } from '@modavi/core/testing';
import { localeInstances, screenRender } from '../../testing/screen-render';
import { SellerNotificationsBell } from './SellerNotificationsBell';

const list = vi.fn<NotificationGateway['list']>();
const unreadCount = vi.fn<NotificationGateway['unreadCount']>();
const markRead = vi.fn<NotificationGateway['markRead']>();
const markAllRead = vi.fn<NotificationGateway['markAllRead']>();
const navigate = vi.fn();
// The buyer's inbox is another gateway: the bell must never read it.
const accountGateways = vi.fn();
const seller = async () => ({ notifications: { list, unreadCount, markRead, markAllRead } });
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ seller, accountGateways }) }));
vi.mock('@tanstack/react-router', async (original) => ({ ...(await original<typeof Router>()), useNavigate: () => navigate }));

let instances: Record<Locale, i18n>;
beforeAll(async () => {
  instances = await localeInstances(['notifications', 'workspace']);
});
beforeEach(() => {
  for (const mock of [list, unreadCount, markRead, markAllRead, navigate, accountGateways]) mock.mockReset();
});
afterEach(cleanup);

const show = (locale: Locale) => screenRender(instances[locale], () => <SellerNotificationsBell />);

const newOrder = makeNotification({ _id: 'n1', type: 'order_created', title: 'Đơn hàng mới', order_id: 'o1', is_read: false });

describe('the seller area’s notification bell', () => {
  it('shows the shop’s unread count, opens the list, and leads a new order to the seller’s order page', async () => {
    unreadCount.mockResolvedValue(ok(2));
    list.mockResolvedValue(ok({ items: [newOrder], next_before: null, unread: 2 }));
    markRead.mockResolvedValue(ok(1));
    show('vi');
    fireEvent.click(await screen.findByRole('button', { name: 'Thông báo, 2 chưa đọc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thông báo' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Đơn hàng mới/ }));
    expect(navigate).toHaveBeenCalledWith({ href: '/ban-hang/quan-ly-don-hang/o1' });
    await vi.waitFor(() => expect(markRead).toHaveBeenCalledWith('n1'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(accountGateways).not.toHaveBeenCalled();
  });

  it('says in English that nothing came yet, and names the bell without a count', async () => {
    unreadCount.mockResolvedValue(ok(0));
    list.mockResolvedValue(ok({ items: [], next_before: null, unread: 0 }));
    show('kr');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/New orders, cancel requests and return requests for your shop/)).toBeTruthy();
  });
});
