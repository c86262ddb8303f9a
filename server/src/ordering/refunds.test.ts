import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import {
  API_PATHS,
  refundNext,
  refundTransitionAllowed,
  type RefundEvent,
  type RefundStatus,
  type ReturnShippingStatus,
  ADMIN_API_PATHS,
  SELLER_API_PATHS,
  DEV_API_PATHS,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { call, testApi, type CallResult } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { uploadOnRecord } from '../testing/upload-probe.js';
import {
  adminToken,
  expectError,
  guestToken,
  orderBody,
  orderOf,
  placeOk,
  refundOf,
  sellable,
  sellerToken,
  VN_SHOP_ALL_METHODS,
  type SellableProbe,
} from '../testing/commerce-probe.js';

/** The seller's evidence: an upload on record (the id is inserted in beforeAll). */
const EVIDENCE_ID = 'e'.repeat(24);
const REJECTION = { reason: 'Sản phẩm đã qua sử dụng', images: [`/media/uploads/${EVIDENCE_ID}.png`], email: 'shop@modavi.vn' };

describe('refunds (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let hanoi: SellableProbe;
  let korean: SellableProbe;

  const post = (path: string, token: string | undefined, body: unknown = {}) => call(app, 'POST', path, token === undefined ? { body } : { token, body });

  /** An order of `probe` that the carrier has delivered (not yet confirmed by the buyer). */
  const delivered = async (buyer: string, probe: SellableProbe, extra: Record<string, unknown> = {}, quantity = 2) => {
    const { order } = await placeOk(app, buyer, orderBody([{ probe, quantity }], extra));
    const seller = await sellerToken(app, probe.shopId);
    if (order.status === 'pending_approval') await post(ADMIN_API_PATHS.adminOrderApprove(order._id), await adminToken(app));
    await post(SELLER_API_PATHS.sellerOrderConfirm(order._id), seller);
    await post(SELLER_API_PATHS.sellerOrderHandOver(order._id), seller, { waybill: 'GHN-1' });
    for (let step = 0; step < 3; step += 1) await post(DEV_API_PATHS.devCarrierAdvance(order._id), undefined);
    const now = orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token: buyer }));
    expect(now).toMatchObject({ status: 'shipping', carrier_status: 'delivered' });
    return now;
  };

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    app = testApi(db);
    await db.query(`INSERT INTO uploads (id, owner_id, file_name, mime, bytes) VALUES ($1, 'seller-evidence', 'e.png', 'image/png', 68)`, [EVIDENCE_ID]);
    hanoi = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 5 });
    korean = await sellable(db, { shopWhere: `s.country = 'KR' AND (SELECT count(*) FROM shop_payment_methods m WHERE m.shop_id = s.id) = 8` });
    for (const probe of [hanoi, korean]) {
      if (probe.variantId) await db.query('UPDATE variants SET quantity = 10000 WHERE id = $1', [probe.variantId]);
      await db.query('UPDATE products SET quantity = quantity + 10000 WHERE id = $1', [probe.productId]);
    }
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('runs a return from request to refund: shop, admin, carrier, shop, admin', async () => {
    const buyer = await guestToken(app);
    const order = await delivered(buyer, hanoi);
    const seller = await sellerToken(app, hanoi.shopId);
    const admin = await adminToken(app);
    expectError(await post(API_PATHS.orderRefunds(order._id), buyer, { images: [] }), 400, 'REFUND.REQUEST_REASON_REQUIRED');
    expectError(await post(API_PATHS.orderRefunds(order._id), buyer, { reason: 'x', email: 'not-an-email' }), 400, 'REFUND.REQUEST_EMAIL_INVALID');
    const item = order.shops[0]?.items[0];
    expectError(
      await post(API_PATHS.orderRefunds(order._id), buyer, { reason: 'x', items: [{ order_item_id: item?._id, quantity: 99 }] }),
      400,
      'REFUND.REQUEST_ITEMS_INVALID',
    );
    // The refused request changed nothing.
    expect(orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token: buyer })).status).toBe('shipping');

    const created = await post(API_PATHS.orderRefunds(order._id), buyer, {
      reason: 'Hàng bị lỗi, hư hỏng hoặc bể vỡ',
      images: [await uploadOnRecord(db, { token: buyer })],
      email: 'mai@modavi.vn',
      items: [{ order_item_id: item?._id, quantity: 1 }],
    });
    expect(created.status).toBe(201);
    const refund = refundOf(created);
    const goodsPaid = order.total_order_payment - ((order.totals?.shipping_fee ?? 0) - (order.totals?.shipping_discount ?? 0));
    expect(refund).toMatchObject({ order_id: order._id, status: 'requested', amount: Math.floor(goodsPaid / 2), email: 'mai@modavi.vn' });
    expect(refund.items).toEqual([{ order_item_id: item?._id, product: item?.product, quantity: 1, sale_price: item?.sale_price }]);
    const afterRequest = orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token: buyer }));
    expect(afterRequest).toMatchObject({ status: 'return_refund', refund_id: refund._id });
    expect(refundOf(await call(app, 'GET', API_PATHS.refund(refund._id), { token: buyer }))).toEqual(refund);
    expectError(await call(app, 'GET', API_PATHS.refund(refund._id), { token: await guestToken(app) }), 404, 'REFUND.NOT_FOUND');

    expectError(await post(SELLER_API_PATHS.sellerRefundReject(refund._id), seller, { reason: 'x', images: [], email: 'shop@modavi.vn' }), 400, 'REFUND.REJECT_IMAGES_REQUIRED');
    expectError(await post(SELLER_API_PATHS.sellerRefundApprove(refund._id), await sellerToken(app, korean.shopId)), 404, 'REFUND.NOT_FOUND');
    expectError(await post(ADMIN_API_PATHS.adminRefundApprove(refund._id), seller), 403, 'REFUND.ACTOR_NOT_ALLOWED');
    expect(refundOf(await post(SELLER_API_PATHS.sellerRefundApprove(refund._id), seller)).status).toBe('shop_approved');
    expect(refundOf(await post(ADMIN_API_PATHS.adminRefundApprove(refund._id), admin))).toMatchObject({ status: 'admin_approved', return_status: 'awaiting_pickup' });
    expect(refundOf(await post(DEV_API_PATHS.devCarrierRefundAdvance(refund._id), undefined)).return_status).toBe('returning');
    expectError(await post(API_PATHS.refundCancel(refund._id), buyer), 409, 'REFUND.TRANSITION_NOT_ALLOWED');
    expect(refundOf(await post(DEV_API_PATHS.devCarrierRefundAdvance(refund._id), undefined)).return_status).toBe('arrived');
    expect(refundOf(await post(SELLER_API_PATHS.sellerRefundReceive(refund._id), seller)).status).toBe('shop_received');
    const done = refundOf(await post(ADMIN_API_PATHS.adminRefundComplete(refund._id), admin));
    expect(done.status).toBe('admin_completed');
    expect(done.history.map((entry) => entry.status)).toEqual(['requested', 'shop_approved', 'admin_approved', 'shop_received', 'admin_completed']);
  });

  it('lets the buyer withdraw before the goods travel back, and keeps the seller’s rejection for the admin', async () => {
    const buyer = await guestToken(app);
    const order = await delivered(buyer, hanoi);
    const refund = refundOf(await post(API_PATHS.orderRefunds(order._id), buyer, { reason: 'Hàng khác với mô tả' }));
    expect(refund.items.map((line) => line.quantity)).toEqual([2]);
    const seller = await sellerToken(app, hanoi.shopId);
    const rejected = refundOf(await post(SELLER_API_PATHS.sellerRefundReject(refund._id), seller, REJECTION));
    expect(rejected).toMatchObject({ status: 'shop_rejected', rejection: REJECTION });
    expect(refundOf(await call(app, 'GET', SELLER_API_PATHS.sellerRefund(refund._id), { token: seller })).rejection).toEqual(REJECTION);
    expect(refundOf(await post(API_PATHS.refundCancel(refund._id), buyer)).status).toBe('buyer_cancelled');
    expectError(await post(API_PATHS.orderRefunds(order._id), buyer, { reason: 'again' }), 409, 'ORDER.TRANSITION_NOT_ALLOWED');
  });

  it('refuses returns of international orders (spec section 8)', async () => {
    const buyer = await guestToken(app);
    const order = await delivered(buyer, korean, { payment_method: 'MOMO' }, 1);
    expect(order.is_international).toBe(true);
    expectError(await post(API_PATHS.orderRefunds(order._id), buyer, { reason: 'Hàng lỗi' }), 422, 'ORDER.INTERNATIONAL_NO_RETURN');
    expect(orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token: buyer })).status).toBe('shipping');
  });

  it('allows exactly what refundTransitionAllowed allows and refuses with refundNext’s code', async () => {
    const buyer = await guestToken(app);
    const seller = await sellerToken(app, hanoi.shopId);
    const admin = await adminToken(app);
    const order = await delivered(buyer, hanoi);
    const refund = refundOf(await post(API_PATHS.orderRefunds(order._id), buyer, { reason: 'Hàng lỗi' }));
    const positions: readonly (readonly [RefundStatus, ReturnShippingStatus | null])[] = [
      ['requested', null],
      ['shop_approved', null],
      ['shop_rejected', null],
      ['admin_approved', 'awaiting_pickup'],
      ['admin_approved', 'returning'],
      ['admin_approved', 'arrived'],
      ['shop_received', null],
      ['buyer_cancelled', null],
      ['admin_rejected', null],
      ['admin_completed', null],
    ];
    const actions: readonly { name: string; event: RefundEvent; run: () => Promise<CallResult> }[] = [
      { name: 'buyer withdraws', event: { type: 'refund.cancel', role: 'buyer' }, run: () => post(API_PATHS.refundCancel(refund._id), buyer) },
      { name: 'shop approves', event: { type: 'refund.shopApprove', role: 'seller' }, run: () => post(SELLER_API_PATHS.sellerRefundApprove(refund._id), seller) },
      { name: 'shop rejects', event: { type: 'refund.shopReject', role: 'seller', rejection: REJECTION }, run: () => post(SELLER_API_PATHS.sellerRefundReject(refund._id), seller, REJECTION) },
      {
        name: 'shop rejects without evidence',
        event: { type: 'refund.shopReject', role: 'seller', rejection: { ...REJECTION, images: [] } },
        run: () => post(SELLER_API_PATHS.sellerRefundReject(refund._id), seller, { ...REJECTION, images: [] }),
      },
      { name: 'shop receives', event: { type: 'refund.receive', role: 'seller' }, run: () => post(SELLER_API_PATHS.sellerRefundReceive(refund._id), seller) },
      { name: 'admin approves', event: { type: 'refund.adminApprove', role: 'admin' }, run: () => post(ADMIN_API_PATHS.adminRefundApprove(refund._id), admin) },
      { name: 'admin rejects', event: { type: 'refund.adminReject', role: 'admin' }, run: () => post(ADMIN_API_PATHS.adminRefundReject(refund._id), admin, { reason: 'Không đủ bằng chứng' }) },
      { name: 'admin completes', event: { type: 'refund.complete', role: 'admin' }, run: () => post(ADMIN_API_PATHS.adminRefundComplete(refund._id), admin) },
    ];
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [status, returnStatus] of positions) {
      for (const action of actions) {
        await db.query('UPDATE refunds SET status = $2, return_status = $3, rejection = NULL WHERE id = $1', [refund._id, status, returnStatus]);
        const [stored] = await db.query<{ created_ms: number }>('SELECT (extract(epoch FROM created_at) * 1000)::float8 AS created_ms FROM refunds WHERE id = $1', [refund._id]);
        const record = { status, return_status: returnStatus, rejection: null, created_at: stored?.created_ms ?? 0 };
        const decided = refundNext(record, action.event);
        const result = await action.run();
        const where = `${status}/${returnStatus ?? '-'} ${action.name}`;
        if (refundTransitionAllowed(record, action.event) && decided.ok) {
          expected.push(`${where}: ${decided.value.status}/${decided.value.return_status ?? '-'}`);
          outcomes.push(result.status < 300 ? `${where}: ${refundOf(result).status}/${refundOf(result).return_status ?? '-'}` : `${where}: refused ${result.status}`);
        } else {
          expected.push(`${where}: refused ${decided.ok ? '?' : decided.error}`);
          outcomes.push(`${where}: ${result.status < 300 ? 'allowed' : `refused ${(result.body as { error_code: string }).error_code}`}`);
        }
      }
    }
    expect(outcomes).toEqual(expected);
    expect(expected.filter((line) => !line.includes('refused')).length).toBeGreaterThan(10);
  });
});
