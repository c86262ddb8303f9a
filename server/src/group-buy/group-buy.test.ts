import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  GROUP_BUY_API_PATHS,
  GROUP_BUY_DURATION_HOURS_MIN,
  GROUP_BUY_GOAL_MAX,
  HOUR_MS,
  NOTIFICATION_API_PATHS,
  SELLER_API_PATHS,
  type GroupBuyProduct,
  type GroupBuyRoomView,
  type SellerGroupBuy,
} from '@modavi/core';
import { call, testApi, type CallResult } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { signUp, testClock } from '../testing/auth-probe.js';
import { probePhone, sellerAccount, type SellerProbe } from '../testing/seller-probe.js';
import { shopProductInsert } from '../testing/shop-product-probe.js';
import { groupBuySweep } from './group-buy-rooms.js';
import { expectError, guestToken, orderBody, orderOf, placeCall, placeOk, sandboxApprove } from '../testing/commerce-probe.js';

const P = GROUP_BUY_API_PATHS;
const dataOf = <T>(result: CallResult): T => (result.body as { data: T }).data;

describe('group-buy (mua chung)', () => {
  let test: TestDb;
  let app: Hono;
  let seller: SellerProbe;
  let other: SellerProbe;
  const clock = testClock(Date.now());

  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db, { auth: { clock } });
    seller = await sellerAccount(app, test.db, 'Tiệm Mua Chung');
    other = await sellerAccount(app, test.db, 'Tiệm Bên Cạnh');
    // Cash and one online gateway, so a share can be paid either way.
    await test.db.query(`INSERT INTO shop_payment_methods (shop_id, method) VALUES ($1, 'CASH'), ($1, 'VNPAY')`, [seller.shopId]);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const setUp = (token: string, productId: string, body: Record<string, unknown>) => call(app, 'PUT', P.seller(productId), { token, body });
  const offer = (overrides: Record<string, unknown> = {}) => ({ enabled: true, group_price: 199_000, goal: 2, duration_hours: 24, starts_at: null, ends_at: null, ...overrides });
  const buyer = async () => (await signUp(app, { destination: probePhone(), name: 'Lê Thị Hoa' })).token;
  const productWithOffer = async (overrides: Record<string, unknown> = {}) => {
    const productId = await shopProductInsert(test.db, seller.shopId);
    expect((await setUp(seller.token, productId, offer(overrides))).status).toBe(200);
    return productId;
  };
  const open = async (token: string, productId: string) => {
    const opened = await call(app, 'POST', P.open(productId), { token, body: {} });
    expect(opened.status).toBe(200);
    return dataOf<GroupBuyRoomView>(opened);
  };
  const room = async (token: string, roomId: string) => dataOf<GroupBuyRoomView>(await call(app, 'GET', P.room(roomId), { token }));
  const share = (productId: string, roomId: string, extra: Record<string, unknown> = {}) =>
    orderBody([{ probe: { productId, variantId: null, shopId: seller.shopId } }], { group_buy_room_id: roomId, ...extra });
  const payApprove = (paymentId: string) => sandboxApprove(app, paymentId);

  it('a seller sets up its own product with core\'s rule; another seller never reads or changes it', async () => {
    const productId = await shopProductInsert(test.db, seller.shopId);
    expectError(await setUp(seller.token, productId, offer({ group_price: 250_000 })), 400, 'GROUP_BUY.PRICE_INVALID');
    expectError(await setUp(seller.token, productId, offer({ goal: GROUP_BUY_GOAL_MAX + 1 })), 400, 'GROUP_BUY.GOAL_INVALID');
    expectError(await setUp(seller.token, productId, offer({ duration_hours: GROUP_BUY_DURATION_HOURS_MIN - 1 })), 400, 'GROUP_BUY.DURATION_INVALID');
    const saved = await setUp(seller.token, productId, offer());
    expect(dataOf<SellerGroupBuy>(saved)).toMatchObject({ offer: { product_id: productId, group_price: 199_000, goal: 2 }, sale_prices: [250_000] });
    expectError(await call(app, 'GET', P.seller(productId), { token: other.token }), 404, 'PRODUCT.NOT_FOUND');
    expectError(await setUp(other.token, productId, offer({ group_price: 1_000 })), 404, 'PRODUCT.NOT_FOUND');
    expect(dataOf<SellerGroupBuy>(await call(app, 'GET', P.seller(productId), { token: seller.token })).offer?.group_price).toBe(199_000);
    expect((await call(app, 'GET', P.seller(productId), { token: await buyer() })).status).toBe(403);
  });

  it('opens, joins and pays by cash through checkout at the group price; the seller waits for the room, then confirms', async () => {
    const productId = await productWithOffer();
    const host = await buyer();
    const opened = await open(host, productId);
    expect(opened).toMatchObject({ status: 'open', goal: 2, missing: 1, group_price: 199_000, my_role: 'host', my_paid: false });
    const listed = dataOf<GroupBuyProduct>(await call(app, 'GET', P.product(productId)));
    expect(listed.offer?.group_price).toBe(199_000);
    expect(listed.rooms).toEqual([expect.objectContaining({ _id: opened._id, missing: 1 })]);
    expect(listed.rooms[0]?.host_name).not.toBe('Lê Thị Hoa');

    const hostOrder = await placeOk(app, host, share(productId, opened._id));
    expect(hostOrder.order.shops[0]?.items[0]?.sale_price).toBe(199_000);
    expect(await room(host, opened._id)).toMatchObject({ my_paid: true, my_order_id: hostOrder.order._id, status: 'open' });
    expectError(await placeCall(app, host, share(productId, opened._id)), 409, 'GROUP_BUY.ALREADY_PAID');
    expectError(await call(app, 'POST', SELLER_API_PATHS.sellerOrderConfirm(hostOrder.order._id), { token: seller.token, body: {} }), 409, 'GROUP_BUY.ROOM_OPEN');

    const member = await buyer();
    expectError(await placeCall(app, member, share(productId, opened._id)), 403, 'GROUP_BUY.NOT_MEMBER');
    expect(dataOf<GroupBuyRoomView>(await call(app, 'POST', P.join(opened._id), { token: member, body: {} })).missing).toBe(0);
    expectError(await call(app, 'POST', P.join(opened._id), { token: await buyer(), body: {} }), 409, 'GROUP_BUY.ROOM_FULL');
    const two = orderBody([{ probe: { productId, variantId: null, shopId: seller.shopId }, quantity: 2 }], { group_buy_room_id: opened._id });
    expectError(await placeCall(app, member, two), 400, 'GROUP_BUY.ORDER_INVALID');
    await placeOk(app, member, share(productId, opened._id));
    expect(await room(member, opened._id)).toMatchObject({ status: 'completed', missing: 0, my_paid: true });
    const confirmed = await call(app, 'POST', SELLER_API_PATHS.sellerOrderConfirm(hostOrder.order._id), { token: seller.token, body: {} });
    expect(confirmed.status).toBe(200);

    // The room's notices went to the inbox (type group_buy, the room as target), worded from the event.
    const events = async (token: string) => {
      const page = dataOf<{ items: { type: string; room_id: string | null; title: string }[] }>(await call(app, 'GET', NOTIFICATION_API_PATHS.list, { token }));
      return page.items.filter((item) => item.type === 'group_buy' && item.room_id === opened._id).map((item) => item.title).reverse();
    };
    expect(await events(host)).toEqual([
      'Phòng mua chung đã mở',
      'Chủ phòng đã thanh toán',
      'Mời thêm bạn bè',
      'Có người tham gia',
      'Thành viên đã thanh toán',
      'Mua chung thành công',
    ]);
    expect(await events(member)).toEqual(['Có người tham gia', 'Thành viên đã thanh toán', 'Mua chung thành công']);
  });

  it('expires a room past its deadline: the paid online share is refunded, the unpaid one cancelled', async () => {
    const productId = await productWithOffer({ goal: 3, duration_hours: 2 });
    const host = await buyer();
    const member = await buyer();
    const opened = await open(host, productId);
    await call(app, 'POST', P.join(opened._id), { token: member, body: {} });
    const paidOnline = await placeOk(app, host, share(productId, opened._id, { payment_method: 'VNPAY' }));
    expect((await room(host, opened._id)).my_paid).toBe(false);
    await payApprove(paidOnline.payment?._id ?? '');
    expect((await room(host, opened._id)).my_paid).toBe(true);
    const unpaid = await placeOk(app, member, share(productId, opened._id, { payment_method: 'VNPAY' }));

    clock.advance(2 * HOUR_MS + 1);
    // A step that meets the deadline closes the room for good, though the step itself is refused.
    expectError(await call(app, 'POST', P.join(opened._id), { token: await buyer(), body: {} }), 409, 'GROUP_BUY.ROOM_CLOSED');
    const [stored] = await test.db.query<{ status: string }>('SELECT status FROM group_buy_rooms WHERE id = $1', [opened._id]);
    expect(stored?.status).toBe('cancelled');
    expect((await room(host, opened._id)).status).toBe('cancelled');
    expect(orderOf(await call(app, 'GET', API_PATHS.order(paidOnline.order._id), { token: host }))).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(orderOf(await call(app, 'GET', API_PATHS.order(unpaid.order._id), { token: member }))).toMatchObject({ status: 'cancelled' });
    expect(dataOf<GroupBuyProduct>(await call(app, 'GET', P.product(productId))).rooms).toEqual([]);
  });

  it('the host cancels while a member is paying: the member\'s payment that lands afterwards is refunded at once', async () => {
    const productId = await productWithOffer({ goal: 2 });
    const host = await buyer();
    const member = await buyer();
    const opened = await open(host, productId);
    await call(app, 'POST', P.join(opened._id), { token: member, body: {} });
    const paying = await placeOk(app, member, share(productId, opened._id, { payment_method: 'VNPAY' }));
    expect(dataOf<GroupBuyRoomView>(await call(app, 'POST', P.cancel(opened._id), { token: host, body: {} })).status).toBe('cancelled');
    // The member was still on the gateway's page; the gateway takes the money and reports it.
    await payApprove(paying.payment?._id ?? '');
    expect(orderOf(await call(app, 'GET', API_PATHS.order(paying.order._id), { token: member }))).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    const refunds = await test.db.query<{ cause: string; amount: number }>('SELECT cause, amount FROM payment_refunds WHERE order_id = $1', [paying.order._id]);
    expect(refunds).toEqual([{ cause: 'late_payment', amount: paying.order.total_order_payment }]);
    expect((await room(host, opened._id)).status).toBe('cancelled');
  });

  it('the lifecycle sweep closes every open room past its deadline, and nothing else', async () => {
    const productId = await productWithOffer({ goal: 3, duration_hours: 1 });
    const due = await open(await buyer(), productId);
    clock.advance(HOUR_MS / 2);
    const later = await open(await buyer(), productId);
    clock.advance(HOUR_MS / 2 + 1);
    expect(await groupBuySweep(test.db, clock.now())).toBeGreaterThanOrEqual(1);
    const statuses = await test.db.query<{ id: string; status: string }>('SELECT id, status FROM group_buy_rooms WHERE id = ANY($1::text[]) ORDER BY created_at', [[due._id, later._id]]);
    expect(statuses).toEqual([{ id: due._id, status: 'cancelled' }, { id: later._id, status: 'open' }]);
  });

  it('only the host cancels; invitations name an account; guests and the seller itself cannot open a room', async () => {
    const productId = await productWithOffer({ goal: 3 });
    const host = await buyer();
    const opened = await open(host, productId);
    const hostOrder = await placeOk(app, host, share(productId, opened._id));
    const member = await buyer();
    await call(app, 'POST', P.join(opened._id), { token: member, body: {} });
    const friendPhone = probePhone();
    const friend = await signUp(app, { destination: friendPhone });
    const invited = await call(app, 'POST', P.invite(opened._id), { token: member, body: { contact: friendPhone } });
    expect(invited.status).toBe(200);
    // No account has this phone: answered as an invitation is (issue 24), nothing is stored or sent.
    const nobody = await call(app, 'POST', P.invite(opened._id), { token: member, body: { contact: '0899999999' } });
    expect([nobody.status, JSON.stringify(nobody.body)]).toEqual([200, JSON.stringify(invited.body)]);
    expectError(await call(app, 'POST', P.invite(opened._id), { token: member, body: { contact: 'not a contact' } }), 404, 'GROUP_BUY.INVITEE_NOT_FOUND');
    // An outsider hears NOT_MEMBER whether or not an account has the contact.
    const outsider = await buyer();
    for (const contact of ['0899999999', friendPhone]) {
      expectError(await call(app, 'POST', P.invite(opened._id), { token: outsider, body: { contact } }), 403, 'GROUP_BUY.NOT_MEMBER');
    }
    // The invitee hears of it; one short of three people, the room is told.
    const [friendInbox] = await test.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE type = 'group_buy' AND room_id = $1 AND data->>'event' = 'invited' AND user_id = $2`,
      [opened._id, friend.profile._id],
    );
    expect(friendInbox?.n).toBe(1);
    const [oneShort] = await test.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE room_id = $1 AND data->>'event' = 'missing_one'`,
      [opened._id],
    );
    expect(oneShort?.n).toBe(2);
    expectError(await call(app, 'POST', P.cancel(opened._id), { token: member, body: {} }), 403, 'GROUP_BUY.HOST_ONLY');
    expect(dataOf<GroupBuyRoomView>(await call(app, 'POST', P.cancel(opened._id), { token: host, body: {} })).status).toBe('cancelled');
    expect(orderOf(await call(app, 'GET', API_PATHS.order(hostOrder.order._id), { token: host })).status).toBe('cancelled');
    const [closedNotices] = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE room_id = $1 AND data->>'event' = 'cancelled'`, [opened._id]);
    expect(closedNotices?.n).toBe(2);

    expectError(await call(app, 'POST', P.open(productId), { token: await guestToken(app), body: {} }), 401, 'AUTH.LOGIN_REQUIRED');
    expectError(await call(app, 'POST', P.open(productId), { token: seller.token, body: {} }), 403, 'GROUP_BUY.OWN_PRODUCT');
    const otherProduct = await shopProductInsert(test.db, other.shopId);
    expectError(await call(app, 'POST', P.open(otherProduct), { token: host, body: {} }), 409, 'GROUP_BUY.OFFER_NOT_ACTIVE');
    // A visitor with the link reads the room, without a role.
    expect(await room(await guestToken(app), opened._id)).toMatchObject({ my_role: null, status: 'cancelled' });
  });
});
