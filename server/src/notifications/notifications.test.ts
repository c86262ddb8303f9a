import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import {
  API_HEADERS,
  API_PATHS,
  envelopeSchema,
  NOTIFICATION_API_PATHS,
  NOTIFICATION_COMMUNITY_PATHS,
  NotificationSchema,
  SELLER_API_PATHS,
  DEV_API_PATHS,
  SELLER_NOTIFICATION_API_PATHS,
  notificationTarget,
} from '@modavi/core';
import * as z from 'zod';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { signUp } from '../testing/auth-probe.js';
import { expectError, guestToken, orderBody, placeOk, sellable, sellerToken, VN_SHOP_ALL_METHODS, type SellableProbe } from '../testing/commerce-probe.js';
import { notificationAdd, NOTIFICATIONS_PAGE_SIZE } from './notification-store.js';
import { reviewRemindersSend } from './review-reminders.js';

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

  it('tells the shop’s seller of a new order and of the buyer’s cancel, in the seller inbox only', async () => {
    const owner = await buyer('nguoi.ban.thong.bao@modavi.test');
    await test.db.query(`UPDATE users SET roles = array_append(roles, 'seller') WHERE id = $1`, [owner.profile._id]);
    await test.db.query('UPDATE shops SET owner_user_id = $1 WHERE id = $2', [owner.profile._id, shop.shopId]);
    const account = await buyer('nguoi.mua.huy@modavi.test');
    const placed = await placeOk(app, account.token, orderBody([{ probe: shop }]));
    expect((await call(app, 'POST', SELLER_API_PATHS.sellerOrderConfirm(placed.order._id), { token: seller })).status).toBe(200);
    // Confirmed, so the buyer's cancel is a request the seller answers.
    expect((await call(app, 'POST', API_PATHS.orderCancel(placed.order._id), { token: account.token, body: { reason: 'Đổi ý' } })).status).toBe(200);
    const sellerList = async () => {
      const result = await call(app, 'GET', SELLER_NOTIFICATION_API_PATHS.list, { token: owner.token });
      expect(result.status).toBe(200);
      return PageEnvelope.parse(result.body).data;
    };
    const page = await sellerList();
    expect(page.items.map((item) => [item.type, item.order_id])).toEqual([
      ['order_cancelling', placed.order._id],
      ['order_created', placed.order._id],
    ]);
    expect(page.items.at(-1)?.content).toBe(`Cửa hàng có đơn hàng mới ${placed.order._id} cần xác nhận.`);
    const created = page.items.at(-1);
    if (!created) throw new Error('no notification');
    // Spec 2: a seller-side notification leads to the seller's order page.
    expect(notificationTarget(created, { isSellerSide: true })).toBe(`/ban-hang/quan-ly-don-hang/${placed.order._id}`);
    // The seller's buyer inbox stays apart, and the buyer's holds no seller news.
    expect((await listOf(owner.token)).items).toEqual([]);
    expect((await listOf(account.token)).items.map((item) => item.type)).not.toContain('order_created');

    expect((await call(app, 'PUT', SELLER_NOTIFICATION_API_PATHS.markRead, { token: owner.token, body: { id: created._id } })).status).toBe(200);
    expect((await call(app, 'GET', SELLER_NOTIFICATION_API_PATHS.unreadCount, { token: owner.token })).body).toMatchObject({ data: page.items.length - 1 });
    expectError(await call(app, 'PUT', SELLER_NOTIFICATION_API_PATHS.markRead, { token: owner.token, body: { id: (await listOf(account.token)).items[0]?._id ?? 'x' } }), 404, 'NOTIFICATION.NOT_FOUND');
    expect((await call(app, 'PUT', SELLER_NOTIFICATION_API_PATHS.markReadAll, { token: owner.token })).body).toMatchObject({ data: { unread: 0 } });
    // A buyer's token is not a seller's; a visitor's neither.
    expect((await call(app, 'GET', SELLER_NOTIFICATION_API_PATHS.list, { token: account.token })).status).toBeGreaterThanOrEqual(401);
    expect((await call(app, 'GET', SELLER_NOTIFICATION_API_PATHS.list, { token: await guestToken(app) })).status).toBeGreaterThanOrEqual(401);
  });

  it('reminds a buyer once to review an order delivered three days ago, not one already reviewed nor one too fresh (spec 4: remind feedback)', async () => {
    const account = await buyer('nhac.danh.gia@modavi.test');
    const orders = await Promise.all([0, 1, 2].map(() => placeOk(app, account.token, orderBody([{ probe: shop }]))));
    const ids = orders.map((placed) => placed.order._id);
    const DAY = 86_400_000;
    const deliveredAgo = async (id: string, days: number) =>
      test.db.query(`UPDATE orders SET status = 'delivered', carrier_status = 'delivered', carrier_updated_at = now() - ($2::int * interval '1 day') WHERE id = $1`, [id, days]);
    await deliveredAgo(ids[0] ?? '', 4);
    await deliveredAgo(ids[1] ?? '', 4);
    await deliveredAgo(ids[2] ?? '', 1);
    const [item] = await test.db.query<{ id: string; product_id: string; shop_id: string }>(
      `SELECT i.id, i.product_id, os.shop_id FROM order_items i JOIN order_shops os ON os.id = i.order_shop_id WHERE i.order_id = $1`,
      [ids[1]],
    );
    await test.db.query(`INSERT INTO reviews (id, order_item_id, order_id, product_id, shop_id, owner_id, rating) VALUES ('rv-remind', $1, $2, $3, $4, $5, 5)`, [item?.id, ids[1], item?.product_id, item?.shop_id, account.profile._id]);

    expect(await reviewRemindersSend(test.db, Date.now())).toBeGreaterThanOrEqual(1);
    await reviewRemindersSend(test.db, Date.now() + DAY / 24);
    const reminded = (await listOf(account.token)).items.filter((one) => one.type === 'order_remind_feedback').map((one) => one.order_id);
    expect(reminded).toEqual([ids[0]]);
  });

  it('tells the buyer of their cash back when the carrier delivers an order that earned one (spec 4: cash back)', async () => {
    const account = await buyer('hoan.tien@modavi.test');
    const placed = await placeOk(app, account.token, orderBody([{ probe: shop }]));
    const id = placed.order._id;
    await test.db.query(`UPDATE orders SET cash_back = 15000 WHERE id = $1`, [id]);
    expect((await call(app, 'POST', SELLER_API_PATHS.sellerOrderConfirm(id), { token: seller })).status).toBe(200);
    expect((await call(app, 'POST', SELLER_API_PATHS.sellerOrderHandOver(id), { token: seller, body: { waybill: 'GHN000777' } })).status).toBe(200);
    for (let step = 0; step < 3; step += 1) expect((await call(app, 'POST', DEV_API_PATHS.devCarrierAdvance(id), { body: {} })).status).toBe(200);
    const mine = (await listOf(account.token)).items.filter((one) => one.order_id === id);
    expect(mine.map((one) => one.type)).toEqual(['cash_back', 'order_carrier', 'order_shipped', 'order_accept']);
    expect(mine[0]?.content).toContain('15.000');
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
