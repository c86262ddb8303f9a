import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NotificationSchema } from './notification.js';
import { PROMOTION_PATH, SELLER_ORDERS_PATH, notificationTarget } from './notification-target.js';
import { ACCOUNT_ORDERS_PATH } from '../identity/auth-navigation.js';
import { NOTIFICATION_ORDER_TYPES, NOTIFICATION_TYPES } from './notification-type.js';
import { makeNotification } from '../testing/notifications-factories.js';

const buyer = { isSellerSide: false };
const seller = { isSellerSide: true };

describe('notificationTarget: orders', () => {
  it('leads a seller to the seller order page and a buyer to the buyer order page', () => {
    const shipped = makeNotification({ type: 'order_shipped', order_id: 'order-7' });
    expect(notificationTarget(shipped, seller)).toBe('/ban-hang/quan-ly-don-hang/order-7');
    expect(notificationTarget(shipped, buyer)).toBe('/trang-ca-nhan/don-hang/order-7');
  });

  it('opens the order list when the order id is missing', () => {
    expect(notificationTarget(makeNotification({ order_id: null }), buyer)).toBe(ACCOUNT_ORDERS_PATH);
    expect(notificationTarget(makeNotification({ order_id: '' }), seller)).toBe(SELLER_ORDERS_PATH);
  });

  it('sends every order-family type to its side’s order page, escaping the id', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NOTIFICATION_ORDER_TYPES),
        fc.boolean(),
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (type, isSellerSide, orderId) => {
          const path = notificationTarget(makeNotification({ type, order_id: orderId }), { isSellerSide });
          expect(path).toBe(`${isSellerSide ? SELLER_ORDERS_PATH : ACCOUNT_ORDERS_PATH}/${encodeURIComponent(orderId)}`);
        },
      ),
    );
  });
});

describe('notificationTarget: deep links', () => {
  it.each([
    ['promotion', 'promo-1', PROMOTION_PATH],
    ['blog', 'blog-1', '/blog/blog-1'],
    ['product', 'product-1', '/san-pham/product-1'],
    ['profile', 'user-9', '/tuong/user-9'],
    ['shop', 'shop-3', '/nguoi-ban/shop-3'],
    ['banner', 'banner-2', '/banner/banner-2'],
  ])('a %s link opens %s', (kind, id, path) => {
    expect(notificationTarget(makeNotification({ type: 'events', target: { kind, id } }), buyer)).toBe(path);
  });

  it('takes the promotion link to /uu-dai, the route the spec calls promotion', () => {
    expect(PROMOTION_PATH).toBe('/uu-dai');
  });

  it('opens nothing for a product, shop or banner link without an id', () => {
    for (const kind of ['product', 'shop', 'banner']) {
      expect(notificationTarget(makeNotification({ type: 'events', target: { kind, id: null } }), buyer)).toBeNull();
    }
  });

  it('prefers an explicit deep link over the type', () => {
    const notification = makeNotification({ type: 'order_shipped', target: { kind: 'product', id: 'p-1' } });
    expect(notificationTarget(notification, buyer)).toBe('/san-pham/p-1');
  });
});

describe('notificationTarget: other types', () => {
  it('opens the seller chat room for a seller and nothing (the chat box) for a buyer', () => {
    const chat = makeNotification({ type: 'chat_message', order_id: null, room_id: 'room-1' });
    expect(notificationTarget(chat, seller)).toBe('/ban-hang/tro-chuyen?id=room-1');
    expect(notificationTarget(chat, buyer)).toBeNull();
  });

  it('opens vouchers for a reward voucher and the seller dashboard for an approved shop', () => {
    expect(notificationTarget(makeNotification({ type: 'reward_voucher' }), buyer)).toBe('/khuyen-mai');
    expect(notificationTarget(makeNotification({ type: 'shop_approved' }), seller)).toBe('/ban-hang/tong-quan');
  });

  it('opens a group-buy room by its id, and nothing without one', () => {
    expect(notificationTarget(makeNotification({ type: 'group_buy', order_id: null, room_id: 'r 1' }), buyer)).toBe('/mua-chung/r%201');
    expect(notificationTarget(makeNotification({ type: 'group_buy', order_id: null, room_id: null }), buyer)).toBeNull();
  });

  it('opens nothing for an unknown type', () => {
    expect(notificationTarget(makeNotification({ type: 'future_type' }), buyer)).toBeNull();
  });

  it('always answers null or an absolute path, for any parsed notification', () => {
    const arb = fc.record({
      _id: fc.string({ minLength: 1 }),
      type: fc.oneof(fc.constantFrom(...NOTIFICATION_TYPES), fc.string()),
      order_id: fc.option(fc.string()),
      room_id: fc.option(fc.string()),
      target: fc.option(fc.record({ kind: fc.string(), id: fc.option(fc.string()) })),
    });
    fc.assert(
      fc.property(arb, fc.boolean(), (raw, isSellerSide) => {
        const parsed = NotificationSchema.parse(raw);
        const path = notificationTarget(parsed, { isSellerSide });
        if (path !== null) expect(path.startsWith('/')).toBe(true);
      }),
    );
  });
});
