import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import ExcelJS from 'exceljs';
import { API_PATHS, DASHBOARD_GUEST_VISITORS_PER_PLACE, chatRoomId, envelopeSchema, SELLER_API_PATHS, SELLER_DASHBOARD_PATHS, SellerDashboardSchema, SheetFileSchema, vietnamDayText, type Order, type SellerDashboard } from '@modavi/core';
import type { Db } from '../db/db.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { signUp } from '../testing/auth-probe.js';
import { chatMessageStore } from '../chat/chat-store.js';
import { probePhone, sellerAccount } from '../testing/seller-probe.js';
import { expectError, guestToken, orderBody, placeOk, sellable, sellerToken, VN_SHOP_ALL_METHODS, type SellableProbe } from '../testing/commerce-probe.js';

const DashboardEnvelope = envelopeSchema(SellerDashboardSchema);
const SheetEnvelope = envelopeSchema(SheetFileSchema);

/** The seller's dashboard (issue 13): its figures are the orders placed, scoped to the caller's shop. */
describe('the seller’s dashboard (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let hanoi: SellableProbe;
  let saigon: SellableProbe;
  let sellerA: string;
  let sellerB: string;
  const today = vietnamDayText(Date.now());
  const query = `from=${today}&to=${today}`;

  const dashboard = async (token: string, search = query): Promise<SellerDashboard> => {
    const result = await call(app, 'GET', `${SELLER_DASHBOARD_PATHS.dashboard}?${search}`, { token });
    if (result.status !== 200) throw new Error(`${result.status} ${JSON.stringify(result.body)}`);
    return DashboardEnvelope.parse(result.body).data;
  };
  const partTotal = (order: Order, shopId: string): number => order.shops.find((part) => part.shop._id === shopId)?.shop_total ?? Number.NaN;

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    app = testApi(db);
    hanoi = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 5 });
    saigon = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('79'), minStock: 5 });
    sellerA = await sellerToken(app, hanoi.shopId);
    sellerB = await sellerToken(app, saigon.shopId);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('counts exactly the orders placed: sales, orders, rates, days, best sellers, waiting work', async () => {
    const [beforeA, beforeB] = [await dashboard(sellerA), await dashboard(sellerB)];
    const guest = await guestToken(app);
    const both = (await placeOk(app, guest, orderBody([{ probe: hanoi }, { probe: saigon }]))).order;
    const cancelled = (await placeOk(app, guest, orderBody([{ probe: hanoi, quantity: 2 }]))).order;
    expect((await call(app, 'POST', SELLER_API_PATHS.sellerOrderCancel(cancelled._id), { token: sellerA, body: { reason: 'Hết hàng' } })).status).toBe(200);
    // Three distinct visitors viewed the shop's product today: two by their analytics events, the
    // second of them again in its tracking session, a third only in a tracking session.
    for (const owner of ['visitor-one', 'visitor-two']) {
      await db.query(
        `INSERT INTO analytics_events (owner_id, owner_kind, event_id, name, object_id, occurred_at) VALUES ($1, 'guest', $2, 'view_item', $3, now())`,
        [owner, `${owner}-view`, hanoi.productId],
      );
    }
    for (const owner of ['visitor-two', 'visitor-three']) {
      await db.query(
        `INSERT INTO tracking_sessions (owner_id, owner_kind, session_id, started_at, ended_at, os_version, device_id, app_version, area, language, conversion_status)
         VALUES ($1, 'guest', 's1', now(), now(), 'Web', $1, 'web', 'VN', 'vi', 'in_progress')`,
        [owner],
      );
      await db.query(`INSERT INTO tracking_events (owner_id, session_id, position, event_id, type, occurred_at, object_id) VALUES ($1, 's1', 0, 'e1', 'view_item', now(), $2)`, [owner, hanoi.productId]);
    }

    const [afterA, afterB] = [await dashboard(sellerA), await dashboard(sellerB)];
    expect(afterA.orders - beforeA.orders).toBe(1);
    expect(afterA.sales - beforeA.sales).toBe(partTotal(both, hanoi.shopId));
    expect(afterA.visitors - beforeA.visitors).toBe(3);
    expect(afterA.waiting.pending_confirmation - beforeA.waiting.pending_confirmation).toBe(1);
    const dayA = afterA.days.find((day) => day.day === today);
    expect(dayA?.orders).toBe(afterA.orders);
    expect(dayA?.sales).toBe(afterA.sales);
    expect(afterA.top_products.map((product) => product.product_id)).toContain(hanoi.productId);
    expect(afterA.cancellation_rate).toBeGreaterThan(0);
    // B sees its own part only: one more order, its own total, and nothing of A's cancel.
    expect(afterB.orders - beforeB.orders).toBe(1);
    expect(afterB.sales - beforeB.sales).toBe(partTotal(both, saigon.shopId));
    expect(afterB.top_products.map((product) => product.product_id)).not.toContain(hanoi.productId);
  });

  it('counts fresh guest tokens from one place as a few visitors, not one each', async () => {
    const before = await dashboard(sellerB);
    for (let i = 0; i < 12; i += 1) {
      const token = await guestToken(app);
      const view = { name: 'view_item', object_id: saigon.productId, event_id: `fresh-${i}`, occurred_at: Date.now() };
      expect((await call(app, 'POST', API_PATHS.analyticsEvents, { token, body: { events: [view] } })).status).toBe(201);
    }
    // A view dated 60 days back is not recorded (it would rewrite a day long past).
    const late = { name: 'view_item', object_id: saigon.productId, event_id: 'late', occurred_at: Date.now() - 60 * 86_400_000 };
    expect((await call(app, 'POST', API_PATHS.analyticsEvents, { token: await guestToken(app), body: { events: [late] } })).body).toMatchObject({ data: { accepted: 0 } });
    const after = await dashboard(sellerB);
    expect(after.visitors - before.visitors).toBeGreaterThan(0);
    expect(after.visitors - before.visitors).toBeLessThanOrEqual(DASHBOARD_GUEST_VISITORS_PER_PLACE);
  });

  it('starts from zero for a new shop, with one zero day per day of the period', async () => {
    const fresh = await sellerAccount(app, db, 'Cửa hàng mới');
    const empty = await dashboard(fresh.token, 'from=2026-01-01&to=2026-01-07');
    expect(empty).toMatchObject({ sales: 0, orders: 0, visitors: 0, conversion: 0, cancellation_rate: 0, refund_rate: 0, top_products: [], inactive: false });
    expect(empty.days.map((day) => day.day)).toEqual(['01', '02', '03', '04', '05', '06', '07'].map((day) => `2026-01-${day}`));
  });

  it('warns a seller whose waiting orders have gone unhandled for more than 7 days, and stops once one is handled', async () => {
    const shop = await sellerAccount(app, db, 'Cửa hàng vắng chủ');
    // A product of neither shop the other tests read, moved to the new shop.
    const probe = await sellable(db, { shopWhere: 's.id <> ALL($3::text[])', params: [[hanoi.shopId, saigon.shopId]] });
    await db.query('UPDATE products SET shop_id = $1 WHERE id = $2', [shop.shopId, probe.productId]);
    const order = (await placeOk(app, await guestToken(app), orderBody([{ probe: { ...probe, shopId: shop.shopId } }]))).order;
    expect((await dashboard(shop.token)).inactive).toBe(false);
    await db.query(`UPDATE orders SET created_at = now() - interval '8 days' WHERE id = $1`, [order._id]);
    expect((await dashboard(shop.token)).inactive).toBe(true);
    expect((await call(app, 'POST', SELLER_API_PATHS.sellerOrderConfirm(order._id), { token: shop.token })).status).toBe(200);
    expect((await dashboard(shop.token)).inactive).toBe(false);
  });

  it('exports the period’s orders as a spreadsheet of the shop’s parts', async () => {
    const order = (await placeOk(app, await guestToken(app), orderBody([{ probe: hanoi }]))).order;
    const result = await call(app, 'GET', `${SELLER_DASHBOARD_PATHS.dashboardExport}?${query}`, { token: sellerA });
    const file = SheetEnvelope.parse(result.body).data;
    expect(file.file_name).toBe(`bao-cao-ban-hang_${today}_${today}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(Buffer.from(file.content_base64, 'base64')).buffer);
    const codes = book.worksheets[0]?.getColumn(1).values ?? [];
    expect(codes).toContain(order._id);
    expect(codes).toContain('Mã đơn hàng');
    const other = SheetEnvelope.parse((await call(app, 'GET', `${SELLER_DASHBOARD_PATHS.dashboardExport}?${query}`, { token: sellerB })).body).data;
    const otherBook = new ExcelJS.Workbook();
    await otherBook.xlsx.load(new Uint8Array(Buffer.from(other.content_base64, 'base64')).buffer);
    expect(otherBook.worksheets[0]?.getColumn(1).values ?? []).not.toContain(order._id);
  });

  it('refuses a visitor (401), a buyer (403) and a period that is not one (400)', async () => {
    expectError(await call(app, 'GET', `${SELLER_DASHBOARD_PATHS.dashboard}?${query}`), 401, 'AUTH.TOKEN_MISSING');
    const buyer = await signUp(app, { destination: probePhone(), name: 'Người Mua' });
    expectError(await call(app, 'GET', `${SELLER_DASHBOARD_PATHS.dashboard}?${query}`, { token: buyer.token }), 403, 'SELLER_DASHBOARD.NOT_ALLOWED');
    expectError(await call(app, 'GET', `${SELLER_DASHBOARD_PATHS.dashboardExport}?${query}`, { token: buyer.token }), 403, 'SELLER_DASHBOARD.NOT_ALLOWED');
    expectError(await call(app, 'GET', `${SELLER_DASHBOARD_PATHS.dashboard}?from=2026-02-30&to=2026-03-01`, { token: sellerA }), 400, 'SELLER_DASHBOARD.PERIOD_INVALID');
    expectError(await call(app, 'GET', `${SELLER_DASHBOARD_PATHS.dashboard}?from=2000-01-01&to=2026-01-01`, { token: sellerA }), 400, 'SELLER_DASHBOARD.PERIOD_INVALID');
  });

  it('reports the chat response rate and median reply time of the period from the stored messages', async () => {
    const shop = await sellerAccount(app, db, 'Tiệm trả lời');
    const say = async (buyerId: string, side: 'buyer' | 'seller', minutesAgo: number) => {
      const roomId = chatRoomId(shop.shopId, buyerId);
      const message = await chatMessageStore(db, { roomId, side, senderId: side === 'buyer' ? buyerId : shop.shopId, draft: { text: 'x', image: null, productId: null } });
      if (typeof message === 'string') throw new Error(message);
      await db.query(`UPDATE chat_messages SET sent_at = now() - make_interval(mins => $2) WHERE id = $1`, [message._id, minutesAgo]);
    };
    const buyers = await Promise.all([1, 2, 3].map(async (n) => (await signUp(app, { destination: probePhone(), name: `Khách ${n}` })).profile._id));
    const [one = '', two = '', three = ''] = buyers;
    // Answered in 10 and 30 minutes; a third asked 13 hours ago and never answered (the week covers all three).
    await say(one, 'buyer', 60);
    await say(one, 'seller', 50);
    await say(two, 'buyer', 40);
    await say(two, 'seller', 10);
    await say(three, 'buyer', 13 * 60);
    const week = `from=${vietnamDayText(Date.now() - 6 * 86_400_000)}&to=${today}`;
    expect((await dashboard(shop.token, week)).chat).toEqual({ conversations: 3, answered: 2, response_rate: 2 / 3, response_time_minutes: 20 });
    // Another shop's figures do not move.
    expect((await dashboard(sellerB, week)).chat.conversations).toBe(0);
  });
});
