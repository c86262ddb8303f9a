import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import {
  AdminRefundPageSchema,
  API_PATHS,
  envelopeSchema,
  maskMiddle,
  REFUND_DESK_PATHS,
  RefundDeskItemSchema,
  SellerRefundPageSchema,
  type AdminRefundPage,
  type RefundDeskItem,
  type SellerRefundPage,
  SELLER_API_PATHS,
  DEV_API_PATHS,
  ADMIN_API_PATHS,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { call, testApi, type CallResult } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { signUp } from '../testing/auth-probe.js';
import { adminAccount, probePhone } from '../testing/seller-probe.js';
import { uploadOnRecord } from '../testing/upload-probe.js';
import { expectError, orderBody, placeOk, sellable, sellerToken, VN_SHOP_ALL_METHODS, type SellableProbe } from '../testing/commerce-probe.js';

const SellerPage = envelopeSchema(SellerRefundPageSchema);
const AdminPage = envelopeSchema(AdminRefundPageSchema);
const DeskItem = envelopeSchema(RefundDeskItemSchema);

const ok = <T>(result: CallResult, parse: (body: unknown) => { data: T }): T => {
  if (result.status !== 200) throw new Error(`${result.status} ${JSON.stringify(result.body)}`);
  return parse(result.body).data;
};

/** The seller's refund list and the admin's refund queue (issue 13): scoped, authorized, through core's machine. */
describe('the refund desk: seller list, admin queue (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let hanoi: SellableProbe;
  let saigon: SellableProbe;
  /** Real accounts: sellers owning the two seeded shops, an admin, a buyer. */
  let sellerA: string;
  let sellerB: string;
  let admin: string;
  let buyer: string;

  const get = (path: string, token?: string) => call(app, 'GET', path, token === undefined ? {} : { token });
  const post = (path: string, token: string | undefined, body: unknown = {}) => call(app, 'POST', path, token === undefined ? { body } : { token, body });
  const sellerList = async (token: string, query = ''): Promise<SellerRefundPage> =>
    ok(await get(`${REFUND_DESK_PATHS.sellerRefunds}?${query}`, token), (body) => SellerPage.parse(body));
  const queue = async (query = ''): Promise<AdminRefundPage> => ok(await get(`${REFUND_DESK_PATHS.adminRefunds}?${query}`, admin), (body) => AdminPage.parse(body));
  const item = (result: CallResult): RefundDeskItem => ok(result, (body) => DeskItem.parse(body));

  /** An account with the seller role that owns an existing (seeded) shop with products. */
  const ownerOf = async (shopId: string): Promise<string> => {
    const grant = await signUp(app, { destination: probePhone(), name: 'Chủ Cửa Hàng' });
    await db.query(`UPDATE users SET roles = ARRAY['buyer', 'seller']::text[] WHERE id = $1`, [grant.profile._id]);
    await db.query('UPDATE shops SET owner_user_id = $2 WHERE id = $1', [shopId, grant.profile._id]);
    return grant.token;
  };

  /** A delivered order of `probe` (arranged with development tokens) and the buyer's return request of it. */
  const returned = async (probe: SellableProbe, buyerName = 'Nguyễn Thị Mai') => {
    const body = orderBody([{ probe }]);
    (body['address'] as Record<string, unknown>)['name'] = buyerName;
    const { order } = await placeOk(app, buyer, body);
    const shopToken = await sellerToken(app, probe.shopId);
    await post(SELLER_API_PATHS.sellerOrderConfirm(order._id), shopToken);
    await post(SELLER_API_PATHS.sellerOrderHandOver(order._id), shopToken, { waybill: 'GHN-1' });
    for (let step = 0; step < 3; step += 1) await post(DEV_API_PATHS.devCarrierAdvance(order._id), undefined);
    const created = await post(API_PATHS.orderRefunds(order._id), buyer, { reason: 'Hàng khác với mô tả', email: 'mai@modavi.vn' });
    expect(created.status).toBe(201);
    return { order, refundId: (created.body as { data: { _id: string } }).data._id };
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
    sellerA = await ownerOf(hanoi.shopId);
    sellerB = await ownerOf(saigon.shopId);
    admin = (await adminAccount(app, db)).token;
    buyer = (await signUp(app, { destination: probePhone(), name: 'Người Mua' })).token;
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('lists a return only to the seller of its shop, under its label’s tab, found by order, buyer or product', async () => {
    const { order, refundId } = await returned(hanoi, 'Phạm Quỳnh Anh');
    const mine = await sellerList(sellerA, `q=${order._id}`);
    expect(mine.items.map((refund) => refund._id)).toEqual([refundId]);
    expect(mine.items[0]).toMatchObject({ status: 'requested', buyer_name: maskMiddle('Phạm Quỳnh Anh'), shop_id: hanoi.shopId });
    expect(mine.counts).toMatchObject({ all: 1, need_handling: 1, rejected: 0 });
    expect((await sellerList(sellerA, 'q=Quỳnh Anh')).items.map((refund) => refund._id)).toContain(refundId);
    const productName = mine.items[0]?.items[0]?.product.name ?? '';
    expect((await sellerList(sellerA, `q=${encodeURIComponent(productName)}`)).items.map((refund) => refund._id)).toContain(refundId);
    expect((await sellerList(sellerA, `q=${order._id}&tab=rejected`)).items).toEqual([]);
    // Seller B neither lists nor counts it.
    const theirs = await sellerList(sellerB, `q=${order._id}`);
    expect(theirs.items).toEqual([]);
    expect(theirs.counts.all).toBe(0);

    const all = await sellerList(sellerA);
    const tabsTotal = Object.entries(all.counts).filter(([tab]) => tab !== 'all').reduce((sum, [, count]) => sum + count, 0);
    expect(tabsTotal).toBe(all.counts.all);
    expect(all.items.every((refund) => refund.shop_id === hanoi.shopId)).toBe(true);
  });

  it('lets seller B neither read nor act on seller A’s return; a buyer is refused, a visitor must log in', async () => {
    const { refundId } = await returned(hanoi);
    for (const path of [SELLER_API_PATHS.sellerRefundApprove(refundId), SELLER_API_PATHS.sellerRefundReceive(refundId), SELLER_API_PATHS.sellerRefundReject(refundId)]) {
      expectError(await post(path, sellerB, { reason: 'x', images: ['/media/uploads/x.png'], email: 'b@modavi.vn' }), 404, 'REFUND.NOT_FOUND');
    }
    expectError(await get(SELLER_API_PATHS.sellerRefund(refundId), sellerB), 404, 'REFUND.NOT_FOUND');
    expect(item(await get(SELLER_API_PATHS.sellerRefund(refundId), sellerA))).toMatchObject({ _id: refundId, status: 'requested' });

    expectError(await get(REFUND_DESK_PATHS.sellerRefunds, buyer), 403, 'REFUND.ACTOR_NOT_ALLOWED');
    expectError(await get(SELLER_API_PATHS.sellerRefund(refundId), buyer), 403, 'REFUND.ACTOR_NOT_ALLOWED');
    expect((await get(REFUND_DESK_PATHS.sellerRefunds)).status).toBe(401);
    expect((await get(SELLER_API_PATHS.sellerRefund(refundId))).status).toBe(401);

    // The admin's routes refuse sellers and buyers.
    expectError(await get(REFUND_DESK_PATHS.adminRefunds, sellerA), 403, 'REFUND.ACTOR_NOT_ALLOWED');
    expectError(await get(REFUND_DESK_PATHS.adminRefund(refundId), sellerA), 403, 'REFUND.ACTOR_NOT_ALLOWED');
    expectError(await post(ADMIN_API_PATHS.adminRefundApprove(refundId), sellerA), 403, 'REFUND.ACTOR_NOT_ALLOWED');
    expectError(await post(ADMIN_API_PATHS.adminRefundReject(refundId), sellerA, { reason: 'x' }), 403, 'REFUND.ACTOR_NOT_ALLOWED');
    expectError(await get(REFUND_DESK_PATHS.adminRefunds, buyer), 403, 'REFUND.ACTOR_NOT_ALLOWED');
    expect((await get(REFUND_DESK_PATHS.adminRefunds)).status).toBe(401);
    expect(item(await get(SELLER_API_PATHS.sellerRefund(refundId), sellerA)).status).toBe('requested');
  });

  it('takes a rejected return through the admin’s queue: review, return, receipt, completion', async () => {
    const { order, refundId } = await returned(hanoi);
    const evidence = await uploadOnRecord(db, { token: sellerA });
    expectError(await post(SELLER_API_PATHS.sellerRefundReject(refundId), sellerA, { reason: '', images: [], email: '' }), 400, 'REFUND.REJECT_REASON_REQUIRED');
    // Evidence is the seller's own upload: another account's picture is refused.
    const theirs = await uploadOnRecord(db, { token: sellerB });
    expectError(
      await post(SELLER_API_PATHS.sellerRefundReject(refundId), sellerA, { reason: 'Đã qua sử dụng', images: [theirs], email: 'shop@modavi.vn' }),
      400,
      'REFUND.REJECT_IMAGE_INVALID',
    );
    const rejection = { reason: 'Sản phẩm đã qua sử dụng', images: [evidence], email: 'shop@modavi.vn' };
    expect(item(await post(SELLER_API_PATHS.sellerRefundReject(refundId), sellerA, rejection))).toMatchObject({ status: 'shop_rejected', rejection });
    expect((await sellerList(sellerA, `q=${order._id}&tab=rejected`)).items.map((refund) => refund._id)).toEqual([refundId]);

    const waiting = await queue(`q=${order._id}`);
    expect(waiting.items.map((refund) => refund._id)).toEqual([refundId]);
    expect(waiting.counts).toMatchObject({ awaiting_admin: 1, shop_rejected: 1, requested: 0 });
    expect(item(await get(REFUND_DESK_PATHS.adminRefund(refundId), admin))).toMatchObject({ rejection, shop_name: expect.any(String), money_back: [] });

    expect(item(await post(ADMIN_API_PATHS.adminRefundApprove(refundId), admin)).status).toBe('admin_approved');
    expect((await queue(`q=${order._id}`)).items).toEqual([]);
    await post(DEV_API_PATHS.devCarrierRefundAdvance(refundId), undefined);
    expect(item(await post(SELLER_API_PATHS.sellerRefundReceive(refundId), sellerA)).status).toBe('shop_received');
    expect((await sellerList(sellerA, `q=${order._id}&tab=money_transferring`)).total).toBe(1);
    expect((await queue(`q=${order._id}`)).items.map((refund) => refund.status)).toEqual(['shop_received']);
    const done = item(await post(ADMIN_API_PATHS.adminRefundComplete(refundId), admin));
    expect(done.history.map((entry) => entry.status)).toEqual(['requested', 'shop_rejected', 'admin_approved', 'shop_received', 'admin_completed']);
    expect((await sellerList(sellerA, `q=${order._id}&tab=refunded`)).total).toBe(1);
    // The admin's review shows the money going back to the buyer (issue 27).
    expect(item(await get(REFUND_DESK_PATHS.adminRefund(refundId), admin)).money_back?.map((back) => back.cause)).toEqual(['return_completed']);
    const seen = await get(API_PATHS.order(order._id), buyer);
    expect((seen.body as { data: { status: string } }).data.status).toBe('return_refund');
    // Spec 4's refund steps reached the buyer and the seller, each what the other did (issue 25).
    const told = await db.query<{ side: string; type: string }>(`SELECT side, type FROM notifications WHERE order_id = $1 AND type LIKE 'refund_%' ORDER BY seq`, [order._id]);
    expect(told.filter((row) => row.side === 'buyer').map((row) => row.type)).toEqual([
      'refund_requested', 'refund_shop_rejected', 'refund_admin_approved', 'refund_shop_received', 'refund_completed',
    ]);
    expect(told.filter((row) => row.side === 'seller').map((row) => row.type)).toEqual(['refund_requested', 'refund_admin_approved', 'refund_completed']);
  });

  it('needs the admin’s reason to refuse, and keeps it for the shop and the buyer', async () => {
    const { order, refundId } = await returned(hanoi);
    await post(SELLER_API_PATHS.sellerRefundApprove(refundId), sellerA);
    expectError(await post(ADMIN_API_PATHS.adminRefundReject(refundId), admin, { reason: '  ' }), 400, 'REFUND.ADMIN_REASON_REQUIRED');
    expect(item(await get(REFUND_DESK_PATHS.adminRefund(refundId), admin)).status).toBe('shop_approved');
    const refused = item(await post(ADMIN_API_PATHS.adminRefundReject(refundId), admin, { reason: ' Hàng không lỗi ' }));
    expect(refused).toMatchObject({ status: 'admin_rejected', admin_reason: 'Hàng không lỗi' });
    expect((await sellerList(sellerA, `q=${order._id}&tab=closed`)).items[0]?.admin_reason).toBe('Hàng không lỗi');
    // The buyer reads why too.
    expect(item(await get(API_PATHS.refund(refundId), buyer)).admin_reason).toBe('Hàng không lỗi');
    expectError(await get(REFUND_DESK_PATHS.adminRefund('nope'), admin), 404, 'REFUND.NOT_FOUND');
  });
});
