import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { API_HEADERS, envelopeSchema, NOTIFICATION_API_PATHS, NOTIFICATION_COMMUNITY_PATHS, NotificationSchema, SELLER_API_PATHS } from '@modavi/core';
import * as z from 'zod';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { signUp } from '../testing/auth-probe.js';
import { expectError, guestToken, orderBody, placeOk, sellable, sellerToken, VN_SHOP_ALL_METHODS, type SellableProbe } from '../testing/commerce-probe.js';
import { notificationAdd, NOTIFICATIONS_PAGE_SIZE } from './notification-store.js';

const PageEnvelope = envelopeSchema(
  z.object({ items: z.array(NotificationSchema), next_before: z.string().nullable(), unread: z.number() }),
);

/** Notifications (spec section 7): an account's own inbox, filled by the order steps. */
describe('notifications (PGlite)', () => {
  let test: TestDb;
  let app: Hono;
  let shop: SellableProbe;
  let seller: string;

  const listOf = async (token: string, query = '', headers: Record<string, string> = {}) => {
    const result = await call(app, 'GET', `${NOTIFICATION_API_PATHS.list}${query}`, { token, headers });
    expect(result.status).toBe(200);
    return PageEnvelope.parse(result.body).data;
  };
  const unreadOf = async (token: string) => (await call(app, 'GET', NOTIFICATION_API_PATHS.unreadCount, { token })).body as { data: number };
  const buyer = async (destination: string) => signUp(app, { channel: 'email', destination });

  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
    shop = await sellable(test.db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 5 });
    seller = await sellerToken(app, shop.shopId);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('tells an account’s buyer that the seller confirmed and cancelled, in the reader’s language, newest first', async () => {
    const account = await buyer('thong.bao.1@modavi.test');
    const first = await placeOk(app, account.token, orderBody([{ probe: shop }]));
    const second = await placeOk(app, account.token, orderBody([{ probe: shop }]));
    expect((await call(app, 'POST', SELLER_API_PATHS.sellerOrderConfirm(first.order._id), { token: seller })).status).toBe(200);
    expect((await call(app, 'POST', SELLER_API_PATHS.sellerOrderCancel(second.order._id), { token: seller, body: { reason: 'Hết hàng' } })).status).toBe(200);

    const page = await listOf(account.token);
    expect(page.items.map((item) => [item.type, item.order_id])).toEqual([
      ['order_cancelled', second.order._id],
      ['order_accept', first.order._id],
    ]);
    expect(page.items[1]?.content).toBe(`Người bán đã xác nhận đơn hàng ${first.order._id} và đang chuẩn bị hàng.`);
    expect(page.unread).toBe(2);
    const english = await listOf(account.token, '', { [API_HEADERS.language]: 'en' });
    expect(english.items[1]?.title).toBe('Order confirmed');
    expect((await unreadOf(account.token)).data).toBe(2);
  });

  it('marks one read and then all, only the caller’s own', async () => {
    const owner = await buyer('thong.bao.2@modavi.test');
    const stranger = await buyer('thong.bao.3@modavi.test');
    const userId = owner.profile._id;
    for (const code of ['A', 'B', 'C']) await notificationAdd(test.db, { userId, type: 'order_shipped', data: { code }, orderId: code });
    const [newest] = (await listOf(owner.token)).items;
    if (!newest) throw new Error('no notification');

    expectError(await call(app, 'PUT', NOTIFICATION_API_PATHS.markRead, { token: stranger.token, body: { id: newest._id } }), 404, 'NOTIFICATION.NOT_FOUND');
    expect((await call(app, 'PUT', NOTIFICATION_API_PATHS.markRead, { token: owner.token, body: { id: newest._id } })).body).toMatchObject({ data: { unread: 2 } });
    expect((await listOf(owner.token)).items[0]?.is_read).toBe(true);
    expect((await call(app, 'PUT', NOTIFICATION_COMMUNITY_PATHS.readAll, { token: owner.token })).status).toBe(200);
    expect((await unreadOf(owner.token)).data).toBe(0);
    expect((await listOf(stranger.token)).items).toEqual([]);
    expectError(await call(app, 'PUT', NOTIFICATION_API_PATHS.markRead, { token: owner.token, body: { id: '' } }), 400, 'REQUEST.INVALID');
  });

  it('pages with before, and the community path lists the same inbox', async () => {
    const owner = await buyer('thong.bao.4@modavi.test');
    for (let i = 0; i < NOTIFICATIONS_PAGE_SIZE + 3; i += 1) {
      await notificationAdd(test.db, { userId: owner.profile._id, type: 'group_buy', data: { event: 'joined', product: `Áo ${i}` }, roomId: 'room-1' });
    }
    const first = await listOf(owner.token);
    expect(first.items).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.items[0]?.content).toContain(`Áo ${NOTIFICATIONS_PAGE_SIZE + 2}`);
    const rest = await listOf(owner.token, `?before=${first.next_before}`);
    expect(rest.items.map((item) => item.content)).toEqual([2, 1, 0].map((i) => expect.stringContaining(`Áo ${i}`)));
    expect(rest.next_before).toBeNull();
    const community = await call(app, 'GET', NOTIFICATION_COMMUNITY_PATHS.getAll, { token: owner.token });
    expect(PageEnvelope.parse(community.body).data.items[0]?._id).toBe(first.items[0]?._id);
  });

  it('asks a guest to log in', async () => {
    const guest = await guestToken(app);
    expectError(await call(app, 'GET', NOTIFICATION_API_PATHS.list, { token: guest }), 401, 'NOTIFICATION.LOGIN_REQUIRED');
    expectError(await call(app, 'GET', NOTIFICATION_API_PATHS.unreadCount, { token: guest }), 401, 'NOTIFICATION.LOGIN_REQUIRED');
  });
});
