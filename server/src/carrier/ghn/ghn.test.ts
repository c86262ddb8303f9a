import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { Either } from 'effect';
import { API_PATHS, CheckoutPreviewSchema, SELLER_API_PATHS, type CheckoutPreview } from '@modavi/core';
import { z } from 'zod';
import type { Db } from '../../db/db.js';
import { configFromEnv } from '../../config.js';
import { productionRefusal } from '../../boot/production-refusal.js';
import { jobsEnabled } from '../../jobs/scheduled-job.js';
import { SCHEDULED_JOBS } from '../../jobs/scheduled-jobs.js';
import { providerRun } from '../../providers/provider-call.js';
import { call, testApi, testConfig } from '../../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../../testing/test-db.js';
import { addressIn, expectError, guestToken, orderBody, orderOf, placeOk, sellable, sellerToken, VN_SHOP_ALL_METHODS, type SellableProbe } from '../../testing/commerce-probe.js';
import { carrierOf, ghnAddressCodesJob, ghnStatusSyncJob } from '../carrier-of.js';
import { GHN_STATUS_QUIET_MS } from './ghn-status-sync.js';
import { adminNameBare, adminNameFold } from './address-names.js';
import { ghnAddressOf } from './ghn-address-codes.js';
import { ghnCarrier, ghnPhone } from './ghn-carrier.js';
import { ghnClient } from './ghn-client.js';
import { carrierSettingsFromEnv, type CarrierSettings } from './ghn-config.js';
import { GHN_POLICIES } from './ghn-policies.js';
import { ghnStandIn, ghnStandInFee, type GhnStandIn } from './stand-in.js';

const TOKEN = 'ghn-test-token-0001';
const SHOP_ID = '885';
const SECRET = 'a-webhook-secret-of-some-length';
const ghnEnv = (apiUrl: string) => ({ MODAVI_GHN_TOKEN: TOKEN, MODAVI_GHN_SHOP_ID: SHOP_ID, MODAVI_GHN_API_URL: apiUrl, MODAVI_GHN_WEBHOOK_SECRET: SECRET });
const PRODUCTION = { MODAVI_ENV: 'production', MODAVI_TOKEN_SECRET: 's', MODAVI_CODE_PEPPER: 'p', MODAVI_PUBLIC_URL: 'https://modavi.example' };
const PreviewEnvelope = z.object({ data: CheckoutPreviewSchema });

describe('GHN settings', () => {
  it('is the built-in tariff without them, GHN with all of them, and production refuses half of them', () => {
    expect(carrierSettingsFromEnv({})).toEqual({ ghn: null, ghnMissing: [] });
    expect(carrierSettingsFromEnv(ghnEnv('https://dev-online-gateway.ghn.vn/shiip/public-api/')).ghn).toMatchObject({ shopId: SHOP_ID, apiUrl: 'https://dev-online-gateway.ghn.vn/shiip/public-api' });
    const half = { MODAVI_GHN_TOKEN: TOKEN, MODAVI_GHN_SHOP_ID: 'shop-885', MODAVI_GHN_WEBHOOK_SECRET: 'short' };
    expect(carrierSettingsFromEnv(half)).toEqual({ ghn: null, ghnMissing: ['MODAVI_GHN_SHOP_ID', 'MODAVI_GHN_API_URL', 'MODAVI_GHN_WEBHOOK_SECRET'] });
    expect(productionRefusal(configFromEnv({ ...PRODUCTION, ...half }))).toMatch(/GHN is half set up: MODAVI_GHN_SHOP_ID, MODAVI_GHN_API_URL/);
    expect(productionRefusal(configFromEnv({ ...PRODUCTION, ...ghnEnv('https://online-gateway.ghn.vn/shiip/public-api') }))).toBeNull();
    expect(productionRefusal(configFromEnv(PRODUCTION))).toBeNull();
  });

  it('runs the simulator only without GHN, and GHN’s address codes only with it', () => {
    const names = (env: Record<string, string>) => jobsEnabled(SCHEDULED_JOBS, configFromEnv(env)).map((job) => job.name);
    expect(names({})).toContain('carrier-tick');
    expect(names({})).not.toContain('ghn-address-codes');
    expect(names(ghnEnv('http://127.0.0.1:1'))).toContain('ghn-address-codes');
    expect(names(ghnEnv('http://127.0.0.1:1'))).not.toContain('carrier-tick');
    expect(names({ ...PRODUCTION, ...ghnEnv('https://online-gateway.ghn.vn/shiip/public-api') })).not.toContain('carrier-tick');
  });

  it('folds unit names as GHN and the GSO write them', () => {
    expect(adminNameFold('Thành phố Hồ Chí Minh')).toBe('thanh pho ho chi minh');
    expect(adminNameBare('Thành phố Hồ Chí Minh')).toBe(adminNameBare('Hồ Chí Minh'));
    expect(adminNameBare('Phường 011')).toBe('11');
    expect(adminNameBare('Thị Xã Sơn Tây')).toBe(adminNameBare('Thị xã Sơn Tây'));
    expect(adminNameFold('Thị xã Kỳ Anh')).not.toBe(adminNameFold('Huyện Kỳ Anh'));
    expect(adminNameBare('Đống Đa')).toBe('dong da');
    expect([ghnPhone('+84912345678'), ghnPhone('0912 345 678'), ghnPhone('84912345678')]).toEqual(['0912345678', '0912345678', '0912345678']);
  });
});

describe('GHN as the carrier, against its stand-in (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let ghn: GhnStandIn;
  let carrier: CarrierSettings;
  let hanoi: SellableProbe;

  const preview = async (token: string, body: unknown): Promise<CheckoutPreview> => {
    const response = await call(app, 'POST', API_PATHS.checkoutPreview, { token, body });
    expect(response.status).toBe(200);
    return PreviewEnvelope.parse(response.body).data;
  };
  const webhook = (body: unknown, secret = SECRET) => call(app, 'POST', `${API_PATHS.carrierWebhook}?secret=${encodeURIComponent(secret)}`, { body });
  const orderState = async (orderId: string) =>
    (await db.query<{ status: string; carrier_status: string | null }>('SELECT status, carrier_status FROM orders WHERE id = $1', [orderId]))[0];
  const trackingOf = async (orderId: string) => (await db.query<{ tracking_code: string | null }>('SELECT tracking_code FROM order_shops WHERE order_id = $1', [orderId]))[0]?.tracking_code;

  /** A cash order of the Hà Nội shop to Ba Đình (GSO 01/001/00001), confirmed by its seller. */
  const confirmed = async () => {
    const buyer = await guestToken(app);
    const { order } = await placeOk(app, buyer, orderBody([{ probe: hanoi }]));
    const seller = await sellerToken(app, hanoi.shopId);
    await call(app, 'POST', SELLER_API_PATHS.sellerOrderConfirm(order._id), { token: seller, body: {} });
    return { orderId: order._id, buyer, seller };
  };
  const handedOver = async () => {
    const placed = await confirmed();
    const answer = await call(app, 'POST', SELLER_API_PATHS.sellerOrderHandOver(placed.orderId), { token: placed.seller, body: { waybill: '' } });
    expect(answer.status).toBe(200);
    const waybill = await trackingOf(placed.orderId);
    if (!waybill) throw new Error('no waybill');
    return { ...placed, waybill };
  };

  beforeAll(async () => {
    ghn = await ghnStandIn({ token: TOKEN, shopId: SHOP_ID });
    carrier = carrierSettingsFromEnv(ghnEnv(ghn.url));
    test = await memoryTestDb();
    db = test.db;
    app = testApi(db, { config: { commerce: { ...testConfig().commerce, carrier } } });
    hanoi = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 5 });
    if (hanoi.variantId) await db.query('UPDATE variants SET quantity = 10000 WHERE id = $1', [hanoi.variantId]);
    await db.query('UPDATE products SET quantity = quantity + 10000 WHERE id = $1', [hanoi.productId]);
  });
  afterAll(async () => {
    await test?.dispose();
    await ghn?.close();
  });

  it('fetches GHN’s address codes and matches them to the GSO’s by name', async () => {
    expect(await ghnAddressCodesJob(db, Date.now(), carrier)).toBe(true);
    // Fresh: the next run leaves them.
    expect(await ghnAddressCodesJob(db, Date.now(), carrier)).toBe(false);
    const rows = await db.query<{ level: string; ghn_code: string; gso_code: string | null }>('SELECT level, ghn_code, gso_code FROM ghn_address_codes ORDER BY level, ghn_code');
    const gsoOf = (level: string, code: string) => rows.find((row) => row.level === level && row.ghn_code === code)?.gso_code;
    expect([gsoOf('province', '201'), gsoOf('province', '202'), gsoOf('province', '286')]).toEqual(['01', '79', null]);
    expect([gsoOf('district', '1484'), gsoOf('district', '1711'), gsoOf('district', '1442'), gsoOf('district', '1444')]).toEqual(['001', '269', '760', '770']);
    expect([gsoOf('ward', '1A0101'), gsoOf('ward', '20311'), gsoOf('ward', '20399')]).toEqual(['00001', '27133', null]);
    expect(await ghnAddressOf(db, { district_code: '001', ward_code: '00001' })).toEqual({ districtId: 1484, wardCode: '1A0101' });
    // A ward of another district is no address.
    expect(await ghnAddressOf(db, { district_code: '001', ward_code: '27133' })).toBeNull();
    expect(ghn.calls.every((request) => request.problem === '')).toBe(true);
  });

  it('quotes checkout’s standard option at GHN’s fee, no express, and not at an address GHN has no code for', async () => {
    const token = await guestToken(app);
    const result = await preview(token, orderBody([{ probe: hanoi }]));
    const feeCall = ghn.calls.filter((request) => request.path.endsWith('/v2/shipping-order/fee')).at(-1);
    expect(feeCall?.problem).toBe('');
    expect(feeCall?.body).toMatchObject({ to_district_id: 1484, to_ward_code: '1A0101', service_type_id: 2 });
    expect(result.shops[0]?.shipping_quotes).toEqual([
      { option: 'standard', fee: ghnStandInFee(Number(feeCall?.body['weight'])), available: true, refusal_code: null },
      { option: 'express', fee: 0, available: false, refusal_code: 'CHECKOUT.SHIPPING_NOT_AVAILABLE_AT_ADDRESS' },
    ]);
    const unknown = await preview(token, orderBody([{ probe: hanoi }], { address: addressIn('01', { district_code: '003', ward_code: '00091' }) }));
    expect(unknown.issues.map((issue) => issue.code)).toContain('CHECKOUT.SHIPPING_NOT_AVAILABLE_AT_ADDRESS');
  });

  it('creates the shipment at the hand-over and keeps GHN’s order code as the tracking code', async () => {
    const { orderId, waybill } = await handedOver();
    expect(waybill).toMatch(/^GHN\d{5}VN$/);
    const create = ghn.calls.filter((request) => request.path.endsWith('/v2/shipping-order/create')).at(-1);
    expect(create?.problem).toBe('');
    const [part] = await db.query<{ id: string; shop_total: number; expected: string | null }>('SELECT id, shop_total, carrier_expected_at::text AS expected FROM order_shops WHERE order_id = $1', [orderId]);
    expect(create?.body).toMatchObject({ client_order_code: part?.id, cod_amount: part?.shop_total, to_district_id: 1484, to_ward_code: '1A0101', payment_type_id: 1 });
    expect(part?.expected).not.toBeNull();
    expect(await orderState(orderId)).toEqual({ status: 'shipping', carrier_status: 'pickup_scheduled' });
  });

  it('creates one shipment per order of a batch hand-over, and none again for a repeat', async () => {
    const first = await confirmed();
    const second = await confirmed();
    const batch = { orders: [{ id: first.orderId, waybill: '' }, { id: second.orderId, waybill: '' }] };
    const answer = await call(app, 'POST', SELLER_API_PATHS.sellerOrdersHandOver, { token: first.seller, body: batch });
    expect((answer.body as { data: { results: { ok: boolean }[] } }).data.results.map((result) => result.ok)).toEqual([true, true]);
    const codes = [await trackingOf(first.orderId), await trackingOf(second.orderId)];
    expect(codes.every((code) => code && ghn.parcels.has(code))).toBe(true);
    expect(new Set(codes).size).toBe(2);
    const creates = ghn.calls.filter((request) => request.path.endsWith('/v2/shipping-order/create')).length;
    await call(app, 'POST', SELLER_API_PATHS.sellerOrderHandOver(first.orderId), { token: first.seller, body: {} });
    expect(ghn.calls.filter((request) => request.path.endsWith('/v2/shipping-order/create')).length).toBe(creates);
    expect(await trackingOf(first.orderId)).toBe(codes[0]);
  });

  it('moves the order by GHN’s callbacks: once each, catching up, refusing strangers, keeping unknown statuses', async () => {
    const { orderId, waybill, buyer } = await handedOver();
    const picked = ghn.move(waybill, 'picked');
    expect((await webhook(picked)).status).toBe(200);
    expect(await orderState(orderId)).toEqual({ status: 'shipping', carrier_status: 'picked_up' });
    // The same callback again changes nothing.
    expect((await webhook(picked)).body).toMatchObject({ code: 200, message: 'Already taken.' });
    expect((await db.query('SELECT id FROM carrier_webhook_events WHERE waybill = $1', [waybill])).length).toBe(1);
    // A wrong secret or another shop is refused; nothing moves.
    expect((await webhook(ghn.move(waybill, 'delivering'), 'not-the-secret')).status).toBe(401);
    expect((await webhook({ ...ghn.move(waybill, 'delivering'), ShopID: 999 })).status).toBe(401);
    expect((await webhook({ nonsense: true })).status).toBe(400);
    expect((await webhook({ ...picked, Description: 'x'.repeat(20_000) })).status).toBe(413);
    expect(await orderState(orderId)).toEqual({ status: 'shipping', carrier_status: 'picked_up' });
    // A status this version does not know is kept as GHN wrote it.
    expect((await webhook(ghn.move(waybill, 'teleported'))).body).toMatchObject({ code: 200, message: 'unknown_status' });
    const [kept] = await db.query<{ status: string; outcome: string }>("SELECT status, outcome FROM carrier_webhook_events WHERE waybill = $1 AND status = 'teleported'", [waybill]);
    expect(kept).toEqual({ status: 'teleported', outcome: 'unknown_status' });
    // 'delivered' straight after 'picked' (the 'delivering' callback was lost): the order catches up.
    expect((await webhook(ghn.move(waybill, 'delivered'))).body).toMatchObject({ message: 'moved' });
    expect(await orderState(orderId)).toEqual({ status: 'shipping', carrier_status: 'delivered' });
    // An older status arriving late moves nothing back.
    expect((await webhook(ghn.move(waybill, 'transporting'))).body).toMatchObject({ message: 'stale' });
    // The buyer confirms; GHN's COD transfer settles with the seller.
    await call(app, 'POST', API_PATHS.orderConfirmReceipt(orderId), { token: buyer, body: {} });
    expect((await webhook(ghn.move(waybill, 'delivered', '2026-12-10T03:00:00Z'))).body).toMatchObject({ message: 'moved' });
    expect(await orderState(orderId)).toEqual({ status: 'delivered', carrier_status: 'settled' });
  });

  it('refuses the hand-over when GHN cannot create the shipment, and records nothing', async () => {
    const { orderId, seller } = await confirmed();
    ghn.modes.create = 'refuse';
    try {
      expectError(await call(app, 'POST', SELLER_API_PATHS.sellerOrderHandOver(orderId), { token: seller, body: { waybill: '' } }), 502, 'ORDER.CARRIER_SHIPMENT_FAILED');
    } finally {
      delete ghn.modes.create;
    }
    expect(await orderState(orderId)).toEqual({ status: 'pending_pickup', carrier_status: null });
    expect(await trackingOf(orderId)).toBeNull();
    // Tried again once GHN takes it.
    expect(orderOf(await call(app, 'POST', SELLER_API_PATHS.sellerOrderHandOver(orderId), { token: seller, body: {} })).status).toBe('shipping');
  });

  it('cancels a shipment not picked up yet, and reads its status', async () => {
    const port = carrierOf(carrier);
    const { waybill } = await handedOver();
    expect(await port.shipmentStatus(waybill)).toEqual({ ok: true, value: { carrierStatus: null, raw: 'ready_to_pick' } });
    expect(await port.cancelShipment(waybill)).toEqual({ ok: true, value: null });
    expect(await port.shipmentStatus(waybill)).toEqual({ ok: true, value: { carrierStatus: 'failed', raw: 'cancel' } });
    const other = await handedOver();
    ghn.move(other.waybill, 'picked');
    expect(await port.cancelShipment(other.waybill)).toEqual({ ok: false, error: 'refused' });
  });

  it('asks GHN about a parcel it has been quiet about, and moves the order as a callback would', async () => {
    const { orderId, waybill } = await handedOver();
    ghn.move(waybill, 'delivering');
    // Not quiet long enough yet: not asked.
    expect(await ghnStatusSyncJob(db, Date.now() + GHN_STATUS_QUIET_MS / 2, carrier)).toBe(0);
    expect(await orderState(orderId)).toEqual({ status: 'shipping', carrier_status: 'pickup_scheduled' });
    expect(await ghnStatusSyncJob(db, Date.now() + GHN_STATUS_QUIET_MS + 60_000, carrier)).toBeGreaterThanOrEqual(1);
    expect(await orderState(orderId)).toEqual({ status: 'shipping', carrier_status: 'delivering' });
  });

  it('gives up on a silent GHN at the time-out, and stops calling once the breaker opens', async () => {
    const fast = { timeoutMs: 150, retry: null };
    const client = ghnClient(carrier.ghn ?? (() => { throw new Error('no GHN'); })(), { ...GHN_POLICIES, fee: fast, breaker: { failures: 2, openMs: 60_000 } });
    const port = ghnCarrier(client);
    const fee = { to_district_id: 1484, to_ward_code: '1A0101', weight: 500, length: 10, width: 10, height: 10, insurance_value: 0 };
    ghn.modes.fee = 'hang';
    try {
      const first = await providerRun(client.fee(fee));
      expect(Either.isLeft(first) && first.left._tag).toBe('ProviderTimeout');
      await providerRun(client.fee(fee));
      const before = ghn.calls.length;
      const open = await providerRun(client.fee(fee));
      expect(Either.isLeft(open) && open.left._tag).toBe('ProviderCircuitOpen');
      expect(ghn.calls.length).toBe(before);
      // Checkout with GHN down: the standard option is not available, the spec's message.
      const quotes = await port.quote(db, { origin: '01', destination: addressIn('01'), grams: 500, size: { length: 10, width: 10, height: 10 }, value: 0 });
      expect(quotes[0]).toMatchObject({ option: 'standard', available: false, refusal_code: 'CHECKOUT.SHIPPING_NOT_AVAILABLE_AT_ADDRESS' });
    } finally {
      delete ghn.modes.fee;
    }
  });
});
