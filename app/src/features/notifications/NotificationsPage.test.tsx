// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import type * as Router from '@tanstack/react-router';
import { err, gatewayError, ok, type Locale, type NotificationGateway } from '@modavi/core';
import { makeNotification } from '@modavi/core/testing';
import { localeInstances, screenRender } from '../../testing/screen-render';
import { NotificationsPage } from './NotificationsPage';

const list = vi.fn<NotificationGateway['list']>();
const markRead = vi.fn<NotificationGateway['markRead']>();
const markAllRead = vi.fn<NotificationGateway['markAllRead']>();
const navigate = vi.fn();
const accountGateways = async () => ({ notifications: { list, markRead, markAllRead } });
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ accountGateways }) }));
vi.mock('@tanstack/react-router', async (original) => ({ ...(await original<typeof Router>()), useNavigate: () => navigate }));

let instances: Record<Locale, i18n>;
beforeAll(async () => {
  instances = await localeInstances(['notifications']);
});
beforeEach(() => {
  list.mockReset();
  markRead.mockReset();
  markAllRead.mockReset();
  navigate.mockReset();
});
afterEach(cleanup);

const show = (locale: Locale = 'vi') => screenRender(instances[locale], () => <NotificationsPage />);

const shipped = makeNotification({ _id: 'n1', title: 'Đơn hàng đang được giao', order_id: 'o1', is_read: false });
const room = makeNotification({ _id: 'n2', type: 'group_buy', title: 'Có người tham gia', order_id: null, room_id: 'r1', is_read: true });

describe('the notification list', () => {
  it('lists newest first with the unread count; opening an unread one marks it read and opens its order', async () => {
    list.mockResolvedValue(ok({ items: [shipped, room], next_before: null, unread: 1 }));
    markRead.mockResolvedValue(ok(0));
    show();
    const items = within(await screen.findByRole('list', { name: 'Danh sách thông báo' })).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Chưa đọc: Đơn hàng đang được giao'), expect.stringContaining('Có người tham gia')]);
    expect(screen.getByText('1 chưa đọc')).toBeTruthy();
    fireEvent.click(items[0] as HTMLElement);
    expect(navigate).toHaveBeenCalledWith({ href: '/trang-ca-nhan/don-hang/o1' });
    await vi.waitFor(() => expect(markRead).toHaveBeenCalledWith('n1'));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Đánh dấu tất cả đã đọc' })).toBeNull());
  });

  it('opens a read group-buy room without marking it again, and marks all read (English)', async () => {
    list.mockResolvedValue(ok({ items: [shipped, room], next_before: null, unread: 1 }));
    markAllRead.mockResolvedValue(ok(0));
    show('kr');
    fireEvent.click(await screen.findByRole('button', { name: /Có người tham gia/ }));
    expect(navigate).toHaveBeenCalledWith({ href: '/mua-chung/r1' });
    expect(markRead).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    expect(markAllRead).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('1 unread')).toBeNull();
  });

  it('pages with “more”, says when there is none, and when the list is empty', async () => {
    list.mockResolvedValueOnce(ok({ items: [shipped], next_before: 'n1', unread: 1 }));
    list.mockResolvedValueOnce(ok({ items: [room], next_before: null, unread: 1 }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Xem thêm' }));
    await screen.findByText('Bạn đã xem hết thông báo');
    expect(list).toHaveBeenLastCalledWith('n1');
    cleanup();
    list.mockResolvedValue(ok({ items: [], next_before: null, unread: 0 }));
    show('kr');
    await screen.findByText('No notifications yet. Order updates, refunds and group buys will show up here.');
  });

  it('offers a retry when the list fails', async () => {
    list.mockResolvedValueOnce(err(gatewayError('NETWORK')));
    list.mockResolvedValueOnce(ok({ items: [shipped], next_before: null, unread: 1 }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Thử lại' }));
    await screen.findByRole('list', { name: 'Danh sách thông báo' });
  });
});
