// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { PUSH_TOAST_DURATION_MS, type ChatChannel, type Locale, type Notification, type NotificationLive } from '@modavi/core';
import { localeInstances, screenRender } from '../../testing/screen-render';
import { notificationKeys } from '../../queries/notification-queries';
import { LiveNotifications } from './LiveNotifications';

let listener: ((live: NotificationLive) => void) | null = null;
const close = vi.fn();
const channel: ChatChannel = {
  join: vi.fn(),
  send: vi.fn(),
  onMessage: () => () => undefined,
  onNotification: (heard) => {
    listener = heard;
    return () => (listener = null);
  },
  close,
};
vi.mock('../../hooks/use-services', () => ({ useServices: () => services }));
// The toast's own timing is the ui kit's (Toast.test.tsx): here, what it is asked to show and for how long.
const show = vi.fn(() => 'toast-1');
vi.mock('@modavi/ui', async (original) => ({ ...(await original<object>()), useToast: () => ({ show, dismiss: vi.fn() }) }));
const services = { chatOpen: async () => channel };

let instances: Record<Locale, i18n>;
beforeAll(async () => {
  instances = await localeInstances([]);
});
afterEach(() => {
  cleanup();
  show.mockClear();
});

const worded = (title: string, content: string): Notification => ({ _id: 'n1', type: 'order_shipped', title, content, image: null, is_read: false, created_at: null, sender_kind: null, order_id: 'MDV1', room_id: null, target: null });
const live: NotificationLive = { side: 'buyer', vi: worded('Đơn hàng đang được giao', 'Đơn hàng MDV1 đã được bàn giao.'), kr: worded('Order on its way', 'Order MDV1 was handed over.') };

describe('live notifications (issue 25 item 3)', () => {
  it('shows each in the page’s language for 10 seconds and asks the inbox’s bell again', async () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.unread('buyer'), 0);
    screenRender(instances.kr, () => <LiveNotifications />, { client });
    await vi.waitFor(() => expect(listener).not.toBeNull());
    act(() => listener?.(live));
    expect(show).toHaveBeenCalledWith({ title: 'Order on its way', description: 'Order MDV1 was handed over.', duration: PUSH_TOAST_DURATION_MS });
    expect(PUSH_TOAST_DURATION_MS).toBe(10_000);
    expect(client.getQueryState(notificationKeys.unread('buyer'))?.isInvalidated).toBe(true);
  });

  it('closes the socket when the account leaves', async () => {
    const rendered = screenRender(instances.vi, () => <LiveNotifications />);
    await vi.waitFor(() => expect(listener).not.toBeNull());
    rendered.unmount();
    expect(listener).toBeNull();
    expect(close).toHaveBeenCalled();
  });
});
