/** Factories for notifications and push: deterministic defaults a test overrides where it matters. */
import type { Notification } from '../notifications/notification.js';
import type { PushEnvironment } from '../notifications/push-support.js';
import type { PushTokenRecord } from '../notifications/push-token-record.js';

/** 2025-03-01T02:00:00Z. */
export const PUSH_T0 = 1_740_794_400_000;

/** An unread buyer notification that order-1 was shipped. */
export const makeNotification = (overrides: Partial<Notification> = {}): Notification => ({
  _id: 'notification-1',
  type: 'order_shipped',
  title: 'Đơn hàng đang được giao',
  content: 'Đơn hàng order-1 đã được bàn giao cho đơn vị vận chuyển.',
  image: null,
  is_read: false,
  created_at: '2025-03-01T09:00:00+07:00',
  sender_kind: 'seller',
  order_id: 'order-1',
  room_id: null,
  target: null,
  ...overrides,
});

export const makePushTokenRecord = (overrides: Partial<PushTokenRecord> = {}): PushTokenRecord => ({
  createdAt: PUSH_T0,
  updatedAt: PUSH_T0,
  userId: 'user-1',
  deviceId: 'web-abc123',
  lastUsed: PUSH_T0,
  os: 'Web',
  timestamp: PUSH_T0,
  token: 'token-old',
  ...overrides,
});

/** A desktop Chrome with every API and a configured key. */
export const makePushEnvironment = (overrides: Partial<PushEnvironment> = {}): PushEnvironment => ({
  hasServiceWorker: true,
  hasNotification: true,
  hasPushManager: true,
  browser: { name: 'Chrome', version: '126.0.0' },
  vapidKey: 'BExampleVapidKey',
  ...overrides,
});
