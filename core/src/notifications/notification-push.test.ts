import { describe, expect, it } from 'vitest';
import type { Notification } from './notification.js';
import { notificationPushPath } from './notification-push.js';

const base: Notification = {
  _id: 'n1',
  type: 'order_shipped',
  title: 't',
  content: 'c',
  image: null,
  is_read: false,
  created_at: '2026-12-07T00:00:00.000Z',
  sender_kind: null,
  order_id: 'O1',
  room_id: null,
  target: null,
};

describe('notificationPushPath', () => {
  it('opens the order for the side the notification belongs to', () => {
    expect(notificationPushPath(base, false)).toBe('/trang-ca-nhan/don-hang/O1');
    expect(notificationPushPath(base, true)).toBe('/ban-hang/quan-ly-don-hang/O1');
  });
  it('opens the inbox, never nothing, when the notification has no page', () => {
    const chat = { ...base, type: 'chat_message', order_id: null };
    expect(notificationPushPath(chat, false)).toBe('/trang-ca-nhan/thong-bao');
    expect(notificationPushPath({ ...base, type: 'unknown_type', order_id: null }, true)).toBe('/ban-hang/tong-quan');
  });
});
