import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { envelopeSchema, SellerOrderBatchSchema, SellerOrderPageSchema, type Order, type SellerOrderPage, SELLER_API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { call, testApi, type CallResult } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { signUp } from '../testing/auth-probe.js';
import { probePhone, sellerAccount } from '../testing/seller-probe.js';
import { expectError, guestToken, orderBody, placeOk, sellable, sellerToken, VN_SHOP_ALL_METHODS, type SellableProbe } from '../testing/commerce-probe.js';

const PageEnvelope = envelopeSchema(SellerOrderPageSchema);
const BatchEnvelope = envelopeSchema(SellerOrderBatchSchema);

/** The seller's order list and batch steps (issue 13): scoped to the caller's shop and part. */
describe('the seller’s order list and batch steps (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let hanoi: SellableProbe;
  let saigon: SellableProbe;
  let sellerA: string;
  let sellerB: string;

  const pageOf = (result: CallResult): SellerOrderPage => {
    if (result.status !== 200) throw new Error(`${result.status} ${JSON.stringify(result.body)}`);
    return PageEnvelope.parse(result.body).data;
  };
  const list = async (token: string, query: string) => pageOf(await call(app, 'GET', `${SELLER_API_PATHS.sellerOrders}?${query}`, { token }));
  const twoShopOrder = async (): Promise<Order> => {
    const body = orderBody([{ probe: hanoi }, { probe: saigon }]);
    const shops = body.shops as { shop_id: string; seller_note?: string }[];
    for (const shop of shops) if (shop.shop_id === saigon.shopId) shop.seller_note = 'Ghi chú riêng cho B';
    return (await placeOk(app, await guestToken(app), body)).order;
  };

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    app = testApi(db);
    hanoi = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 5 });
    saigon = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('79'), minStock: 5 });
    for (const probe of [hanoi, saigon]) {
      if (probe.variantId) await db.query('UPDATE variants SET quantity = 10000 WHERE id = $1', [probe.variantId]);
      await db.query('UPDATE products SET quantity = quantity + 10000 WHERE id = $1', [probe.productId]);
    }
    sellerA = await sellerToken(app, hanoi.shopId);
    sellerB = await sellerToken(app, saigon.shopId);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('lists only the seller’s own part of a multi-shop order, found by its code', async () => {
    const order = await twoShopOrder();
    const pageA = await list(sellerA, `q=${order._id}`);
    expect(pageA.items.map((item) => item._id)).toEqual([order._id]);
    expect(pageA.items[0]?.shops.map((part) => part.shop._id)).toEqual([hanoi.shopId]);
    expect(JSON.stringify(pageA)).not.toContain('Ghi chú riêng cho B');
    expect(pageA.counts).toMatchObject({ all: 1, pending_confirmation: 1, shipping: 0 });
    // A shop with no part in it does not find it at all.
    const stranger = await sellerAccount(app, db, 'Cửa hàng lạ');
    expect((await list(stranger.token, `q=${order._id}`)).items).toEqual([]);
    expect((await list(stranger.token, '')).counts.all).toBe(0);
  });

  it('files orders under tabs by the status the seller sees, with counts, dates and paging', async () => {
    const order = await twoShopOrder();
    await call(app, 'POST', SELLER_API_PATHS.sellerOrderCancel(order._id), { token: sellerA, body: { reason: 'Hết hàng' } });
    const cancelledA = await list(sellerA, `q=${order._id}&tab=cancelled`);
    expect(cancelledA.items.map((item) => item.status)).toEqual(['cancelled']);
    expect((await list(sellerB, `q=${order._id}&tab=pending_confirmation`)).items.map((item) => item._id)).toEqual([order._id]);

    const all = await list(sellerA, '');
    const tabsTotal = Object.entries(all.counts).filter(([tab]) => tab !== 'all').reduce((sum, [, count]) => sum + count, 0);
    expect(tabsTotal).toBe(all.counts.all);
    expect(all.items.length).toBeLessThanOrEqual(all.limit);
    expect((await list(sellerA, 'from=2000-01-01&to=2000-01-02')).counts.all).toBe(0);
    const today = new Date(order.created_at + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await list(sellerA, `from=${today}&to=${today}&q=${order._id}`)).total).toBe(1);
  });

  it('shows each seller its own part’s step of a two-shop order, in the list and the detail alike', async () => {
    const order = await twoShopOrder();
    const detail = async (token: string) => (await call(app, 'GET', SELLER_API_PATHS.sellerOrder(order._id), { token })).body as { data: Order };
    const tabOf = async (token: string) => (await list(token, `q=${order._id}`)).items[0]?.status;
    expect((await call(app, 'POST', SELLER_API_PATHS.sellerOrderConfirm(order._id), { token: sellerA })).status).toBe(200);
    // A confirmed its part: it waits for the pickup; B has still to confirm; the order waits for B.
    expect([await tabOf(sellerA), (await detail(sellerA)).data.status]).toEqual(['pending_pickup', 'pending_pickup']);
    expect([await tabOf(sellerB), (await detail(sellerB)).data.status]).toEqual(['pending_confirmation', 'pending_confirmation']);
    expect((await list(sellerA, `q=${order._id}&tab=pending_pickup`)).items.map((item) => item._id)).toEqual([order._id]);
    // A hands its parcel over without waiting for B, and cannot confirm or hand over again.
    expect((await call(app, 'POST', SELLER_API_PATHS.sellerOrderHandOver(order._id), { token: sellerA, body: { waybill: 'GHN123456789' } })).status).toBe(200);
    expect([await tabOf(sellerA), (await detail(sellerA)).data.status]).toEqual(['shipping', 'shipping']);
    expectError(await call(app, 'POST', SELLER_API_PATHS.sellerOrderConfirm(order._id), { token: sellerA }), 409, 'ORDER.TRANSITION_NOT_ALLOWED');
    // B cannot hand over what it has not confirmed; once it confirms and hands over, the order ships.
    expectError(await call(app, 'POST', SELLER_API_PATHS.sellerOrderHandOver(order._id), { token: sellerB, body: { waybill: 'VTP987654' } }), 409, 'ORDER.TRANSITION_NOT_ALLOWED');
    const orderStatus = async () => (await db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [order._id]))[0]?.status;
    expect(await orderStatus()).toBe('pending_confirmation');
    await call(app, 'POST', SELLER_API_PATHS.sellerOrderConfirm(order._id), { token: sellerB });
    expect([await tabOf(sellerB), await orderStatus()]).toEqual(['pending_pickup', 'pending_pickup']);
    await call(app, 'POST', SELLER_API_PATHS.sellerOrderHandOver(order._id), { token: sellerB, body: { waybill: 'VTP987654' } });
    expect(await orderStatus()).toBe('shipping');
  });

  it('confirms and hands over several orders, each through the machine, answering per order', async () => {
    const [first, second] = [await twoShopOrder(), await twoShopOrder()];
    const foreign = (await placeOk(app, await guestToken(app), orderBody([{ probe: saigon }]))).order;
    const confirm = await call(app, 'POST', SELLER_API_PATHS.sellerOrdersConfirm, { token: sellerA, body: { ids: [first._id, second._id, foreign._id] } });
    const confirmed = BatchEnvelope.parse(confirm.body).data.results;
    expect(confirmed.map((result) => [result.order_id, result.ok, result.error_code ?? null])).toEqual([
      [first._id, true, null],
      [second._id, true, null],
      [foreign._id, false, 'ORDER.NOT_FOUND'],
    ]);
    expect(confirmed[0]?.order?.shops.map((part) => part.shop._id)).toEqual([hanoi.shopId]);
    await call(app, 'POST', SELLER_API_PATHS.sellerOrdersConfirm, { token: sellerB, body: { ids: [first._id, second._id] } });

    const handOver = await call(app, 'POST', SELLER_API_PATHS.sellerOrdersHandOver, {
      token: sellerA,
      body: { orders: [{ id: first._id, waybill: 'GHN-100' }, { id: second._id, waybill: ' ' }] },
    });
    const handed = BatchEnvelope.parse(handOver.body).data.results;
    expect(handed.map((result) => [result.ok, result.error_code ?? null])).toEqual([[true, null], [false, 'ORDER.WAYBILL_REQUIRED']]);
    expect(handed[0]?.order?.shops[0]?.tracking_code).toBe('GHN-100');
    // Shop A sees its own parcel on the way; the order itself waits for shop B's hand-over.
    expect(handed[0]?.order?.status).toBe('shipping');
    const [orderRow] = await db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [first._id]);
    expect(orderRow?.status).toBe('pending_pickup');
  });

  it('refuses a malformed batch', async () => {
    expectError(await call(app, 'POST', SELLER_API_PATHS.sellerOrdersConfirm, { token: sellerA, body: { ids: [] } }), 400, 'REQUEST.INVALID');
    expectError(await call(app, 'POST', SELLER_API_PATHS.sellerOrdersConfirm, { token: sellerA, body: { ids: ['a', 'a'] } }), 400, 'REQUEST.INVALID');
    expectError(await call(app, 'POST', SELLER_API_PATHS.sellerOrdersHandOver, { token: sellerA, body: { orders: ['a'] } }), 400, 'REQUEST.INVALID');
  });

  it('answers a visitor 401 and a buyer 403', async () => {
    const buyer = await signUp(app, { destination: probePhone(), name: 'Người Mua' });
    for (const [method, path] of [
      ['GET', SELLER_API_PATHS.sellerOrders],
      ['POST', SELLER_API_PATHS.sellerOrdersConfirm],
      ['POST', SELLER_API_PATHS.sellerOrdersHandOver],
    ] as const) {
      const body = method === 'POST' ? { body: { ids: ['x'] } } : {};
      expect((await call(app, method, path, body)).status).toBe(401);
      expect((await call(app, method, path, { token: buyer.token, ...body })).status).toBe(403);
    }
  });
});
