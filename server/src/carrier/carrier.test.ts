import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { API_PATHS, HOUR_MS, MINUTE_MS, SELLER_API_PATHS, DEV_API_PATHS, ADMIN_API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
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
  stockOf,
  VN_SHOP_ALL_METHODS,
  type SellableProbe,
} from '../testing/commerce-probe.js';
import { orderDeadlines } from '../ordering/order-deadlines.js';
import { lifecycleTickMs } from '../ordering/lifecycle-tick.js';
import { carrierTick, CARRIER_NEXT } from './carrier-simulator.js';
import { shippingQuotes, SHIPPING_TARIFF } from './shipping-fee.js';
import { PROVINCE_COUNT, provinceRegion } from './provinces.js';

describe('shipping tariff', () => {
  it('knows the 63 provinces and their regions', () => {
    expect(PROVINCE_COUNT).toBe(63);
    expect([provinceRegion('01'), provinceRegion('48'), provinceRegion('79'), provinceRegion('99')]).toEqual(['north', 'central', 'south', null]);
  });

  it('prices by zone and weight, and runs express only within a region', () => {
    const province = (code: string) => ({ overseas: false as const, provinceCode: code });
    expect(shippingQuotes('01', province('01'), 1_000).map((quote) => quote.fee)).toEqual([15_000, 35_000]);
    expect(shippingQuotes('01', province('31'), 1_001)[0]?.fee).toBe(SHIPPING_TARIFF.sameRegion + 5_000);
    expect(shippingQuotes('01', province('31'), 1_000)[1]).toMatchObject({ fee: 57_000, available: true });
    expect(shippingQuotes('01', province('79'), 2_600)[0]?.fee).toBe(SHIPPING_TARIFF.otherRegion + 4 * 5_000);
    expect(shippingQuotes('01', province('79'), 500)[1]).toMatchObject({ available: false, refusal_code: 'CHECKOUT.SHIPPING_NOT_AVAILABLE_AT_ADDRESS' });
    expect(shippingQuotes(null, province('79'), 900)[0]?.fee).toBe(SHIPPING_TARIFF.fromKorea + SHIPPING_TARIFF.fromKoreaPerStep);
    expect(shippingQuotes('79', { overseas: true }, 500).map((quote) => quote.available)).toEqual([true, false]);
  });
});

describe('carrier simulator and platform deadlines (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let hanoi: SellableProbe;

  const post = (path: string, token: string | undefined, body: unknown = {}) => call(app, 'POST', path, token === undefined ? { body } : { token, body });
  const statusOf = async (orderId: string) =>
    (await db.query<{ status: string; carrier_status: string | null }>('SELECT status, carrier_status FROM orders WHERE id = $1', [orderId]))[0];

  /** An order handed over to the carrier at `Date.now()`. */
  const shipped = async (buyer: string) => {
    const { order } = await placeOk(app, buyer, orderBody([{ probe: hanoi }]));
    const seller = await sellerToken(app, hanoi.shopId);
    await post(SELLER_API_PATHS.sellerOrderConfirm(order._id), seller);
    expect(orderOf(await post(SELLER_API_PATHS.sellerOrderHandOver(order._id), seller, { waybill: 'GHN-9' })).carrier_status).toBe('pickup_scheduled');
    return order._id;
  };

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    app = testApi(db);
    hanoi = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 5 });
    if (hanoi.variantId) await db.query('UPDATE variants SET quantity = 10000 WHERE id = $1', [hanoi.variantId]);
    await db.query('UPDATE products SET quantity = quantity + 10000 WHERE id = $1', [hanoi.productId]);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('moves a shipped order along its schedule, faster with a higher speed', async () => {
    const buyer = await guestToken(app);
    const orderId = await shipped(buyer);
    const start = Date.now();
    const pickup = (CARRIER_NEXT.pickup_scheduled?.minutes ?? 0) * MINUTE_MS;
    expect(await carrierTick(db, start + pickup - 60_000, 1)).toBe(0);
    expect((await statusOf(orderId))?.carrier_status).toBe('pickup_scheduled');
    expect(await carrierTick(db, start + pickup + 1_000, 1)).toBeGreaterThanOrEqual(1);
    expect((await statusOf(orderId))?.carrier_status).toBe('picked_up');
    // At 60 times the speed, the two hours on the road take two minutes.
    const later = start + pickup + 1_000 + 2 * MINUTE_MS + 1_000;
    await carrierTick(db, later, 60);
    expect((await statusOf(orderId))?.carrier_status).toBe('delivering');
    await carrierTick(db, later + 2 * MINUTE_MS, 60);
    expect(await statusOf(orderId)).toEqual({ status: 'shipping', carrier_status: 'delivered' });
    // The buyer has the parcel; nothing moves until they confirm, then settlement runs.
    await carrierTick(db, later + 10 * HOUR_MS, 60);
    expect(await statusOf(orderId)).toEqual({ status: 'shipping', carrier_status: 'delivered' });
    await post(API_PATHS.orderConfirmReceipt(orderId), buyer);
    const received = Date.now();
    await carrierTick(db, received + 2 * HOUR_MS, 1);
    expect(await statusOf(orderId)).toEqual({ status: 'delivered', carrier_status: 'reconciled' });
    await carrierTick(db, received + 5 * HOUR_MS, 1);
    expect(await statusOf(orderId)).toEqual({ status: 'delivered', carrier_status: 'settled' });
    expect(lifecycleTickMs(1)).toBe(60_000);
    expect(lifecycleTickMs(600)).toBe(500);
  });

  it('plays any carrier report on demand, refused out of turn by the order machine', async () => {
    const buyer = await guestToken(app);
    const orderId = await shipped(buyer);
    expectError(await post(DEV_API_PATHS.devCarrierAdvance(orderId), undefined, { event: 'delivered' }), 409, 'ORDER.TRANSITION_NOT_ALLOWED');
    expectError(await post(DEV_API_PATHS.devCarrierAdvance(orderId), undefined, { event: 'teleported' }), 400, 'REQUEST.INVALID');
    for (const [event, state] of [['pickedUp', 'picked_up'], ['delivering', 'delivering'], ['delayed', 'delayed'], ['notDelivered', 'not_delivered'], ['delivering', 'delivering']] as const) {
      expect(orderOf(await post(DEV_API_PATHS.devCarrierAdvance(orderId), undefined, { event })).carrier_status).toBe(state);
    }
    expectError(await post(DEV_API_PATHS.devCarrierAdvance('0'.repeat(24)), undefined), 404, 'ORDER.NOT_FOUND');
    // A buyer cannot cancel what is on its way.
    expectError(await post(API_PATHS.orderCancel(orderId), buyer, { reason: 'x' }), 409, 'ORDER.TRANSITION_NOT_ALLOWED');
  });

  it('lets the platform close an order the carrier could not deliver, giving the stock back', async () => {
    const buyer = await guestToken(app);
    const orderId = await shipped(buyer);
    const stock = await stockOf(db, hanoi);
    await post(DEV_API_PATHS.devCarrierAdvance(orderId), undefined, { event: 'failed' });
    const failedAt = Date.now();
    expect(await orderDeadlines(db, failedAt + 10 * MINUTE_MS, { paymentTimeoutMinutes: 30, carrierSpeed: 1 })).toBe(0);
    expect(await orderDeadlines(db, failedAt + 31 * MINUTE_MS, { paymentTimeoutMinutes: 30, carrierSpeed: 1 })).toBeGreaterThanOrEqual(1);
    const closed = orderOf(await call(app, 'GET', API_PATHS.order(orderId), { token: buyer }));
    expect(closed).toMatchObject({ status: 'cancelled', cancelled_by: 'system', carrier_status: 'failed', cancel_reason: 'Đơn vị vận chuyển không giao được hàng' });
    expect(await stockOf(db, hanoi)).toBe(stock + 1);
  });

  it('cancels online orders left unpaid past the timeout, and approves refunds the seller did not answer', async () => {
    const buyer = await guestToken(app);
    const { order } = await placeOk(app, buyer, orderBody([{ probe: hanoi }], { payment_method: 'ONEPAY' }));
    const cash = await placeOk(app, buyer, orderBody([{ probe: hanoi }]));
    const placedAt = Date.now();
    await orderDeadlines(db, placedAt + 29 * MINUTE_MS, { paymentTimeoutMinutes: 30, carrierSpeed: 1 });
    expect((await statusOf(order._id))?.status).toBe('pending_approval');
    await orderDeadlines(db, placedAt + 31 * MINUTE_MS, { paymentTimeoutMinutes: 30, carrierSpeed: 1 });
    const expired = orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token: buyer }));
    expect(expired).toMatchObject({ status: 'cancelled', cancelled_by: 'system', payment_status: 'cancelled', cancel_reason: 'Quá hạn thanh toán trực tuyến' });
    expect((await statusOf(cash.order._id))?.status).toBe('pending_confirmation');

    // A delivered order's return request that the seller leaves for more than 48 hours.
    const orderId = await shipped(buyer);
    for (let step = 0; step < 3; step += 1) await post(DEV_API_PATHS.devCarrierAdvance(orderId), undefined);
    const refund = refundOf(await post(API_PATHS.orderRefunds(orderId), buyer, { reason: 'Hàng lỗi' }));
    const asked = Date.now();
    await orderDeadlines(db, asked + 47 * HOUR_MS, { paymentTimeoutMinutes: 30, carrierSpeed: 1 });
    expect(refundOf(await call(app, 'GET', API_PATHS.refund(refund._id), { token: buyer })).status).toBe('requested');
    await orderDeadlines(db, asked + 49 * HOUR_MS, { paymentTimeoutMinutes: 30, carrierSpeed: 1 });
    expect(refundOf(await call(app, 'GET', API_PATHS.refund(refund._id), { token: buyer })).status).toBe('shop_approved');

    // The return parcel then follows the carrier's schedule too.
    await post(ADMIN_API_PATHS.adminRefundApprove(refund._id), await adminToken(app));
    const approved = Date.now();
    await carrierTick(db, approved + 61 * MINUTE_MS, 1);
    expect(refundOf(await call(app, 'GET', API_PATHS.refund(refund._id), { token: buyer })).return_status).toBe('returning');
    await carrierTick(db, approved + 61 * MINUTE_MS + 181 * MINUTE_MS, 1);
    expect(refundOf(await call(app, 'GET', API_PATHS.refund(refund._id), { token: buyer })).return_status).toBe('arrived');
  });
});
