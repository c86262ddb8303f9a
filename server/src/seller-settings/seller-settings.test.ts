import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  ProductSchema,
  SELLER_SETTINGS_PATHS,
  SellerPaymentSettingsSchema,
  SellerReturnPolicySchema,
  SellerShippingSettingsSchema,
  SellerShopInfoSchema,
  ShopPauseSchema,
  ShopProfileSchema,
  envelopeSchema,
} from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { refusal, signUp } from '../testing/auth-probe.js';
import { probePhone, sellerAccount, type SellerProbe } from '../testing/seller-probe.js';
import { shopProductInsert } from '../testing/shop-product-probe.js';
import { uploadOnRecord } from '../testing/upload-probe.js';
import { shopSettings } from '../checkout/shop-settings.js';
import { guestToken, orderBody } from '../testing/commerce-probe.js';
import { CheckoutPreviewSchema } from '@modavi/core';

const DAY_MS = 86_400_000;
/** A calendar day in Vietnam `days` from now, as the date field writes it. */
const dayAhead = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
const DESCRIPTION = 'Tiệm chuyên áo sơ mi lụa may tại Hà Nội, vải nhập từ Bảo Lộc, giao hàng toàn quốc trong ba ngày và đổi trả miễn phí.';

const payment = {
  bank_name: 'Vietcombank',
  account_number: '0123 456 789',
  account_holder: 'Trần Văn Bán',
  branch: 'Hà Nội',
  settlement: 'monthly',
  payment_methods: ['MOMO', 'CASH'],
};

describe('seller settings', () => {
  let test: TestDb;
  let app: Hono;
  let seller: SellerProbe;
  let other: SellerProbe;
  let buyer: string;
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
    seller = await sellerAccount(app, test.db, 'Tiệm Cài Đặt');
    other = await sellerAccount(app, test.db, 'Tiệm Bên Cạnh');
    buyer = (await signUp(app, { destination: probePhone() })).token;
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const put = (path: string, body: unknown, token = seller.token) => call(app, 'PUT', path, { token, body });
  const get = (path: string, token = seller.token) => call(app, 'GET', path, { token });

  it('keeps the carriers (checkout reads them) and at least one return reason of the platform', async () => {
    const before = envelopeSchema(SellerShippingSettingsSchema).parse((await get(SELLER_SETTINGS_PATHS.shipping)).body).data;
    expect(before).toMatchObject({ shipping_companies: ['standard', 'express'], saved: false });
    const reason = before.reason_choices[0]?._id ?? '';
    const saved = await put(SELLER_SETTINGS_PATHS.shipping, { shipping_companies: ['express'], return_reasons: [reason] });
    expect(envelopeSchema(SellerShippingSettingsSchema).parse(saved.body).data).toMatchObject({ shipping_companies: ['express'], return_reasons: [reason], saved: true });
    expect((await shopSettings(test.db, [seller.shopId])).get(seller.shopId)?.shippingOptions).toEqual(['express']);
    expect(refusal(await put(SELLER_SETTINGS_PATHS.shipping, { shipping_companies: ['express'], return_reasons: [] }))).toEqual({ status: 400, code: 'SHOP_SETTINGS.RETURN_REASON_REQUIRED' });
    expect(refusal(await put(SELLER_SETTINGS_PATHS.shipping, { shipping_companies: [], return_reasons: [reason] }))).toEqual({ status: 400, code: 'SHOP_SETTINGS.SHIPPING_COMPANY_REQUIRED' });
    expect(refusal(await put(SELLER_SETTINGS_PATHS.shipping, { shipping_companies: ['standard'], return_reasons: ['nope'] }))).toEqual({ status: 400, code: 'SHOP_SETTINGS.RETURN_REASON_UNKNOWN' });
  });

  it('keeps the return policy within 1-15 days', async () => {
    const policy = { accepts_returns: false, return_period: 7, return_conditions: ['Còn nguyên tem mác'] };
    expect(envelopeSchema(SellerReturnPolicySchema).parse((await put(SELLER_SETTINGS_PATHS.returnPolicy, policy)).body).data).toEqual({ ...policy, saved: true });
    expect(refusal(await put(SELLER_SETTINGS_PATHS.returnPolicy, { ...policy, return_period: 16 }))).toEqual({ status: 400, code: 'SHOP_SETTINGS.RETURN_PERIOD_INVALID' });
  });

  it("saves the bank account, and the methods become the ones checkout applies to the shop", async () => {
    const before = envelopeSchema(SellerPaymentSettingsSchema).parse((await get(SELLER_SETTINGS_PATHS.payment)).body).data;
    expect(before).toMatchObject({ payment_methods: ['CASH'], saved: false });
    const saved = envelopeSchema(SellerPaymentSettingsSchema).parse((await put(SELLER_SETTINGS_PATHS.payment, payment)).body).data;
    expect(saved).toMatchObject({ account_number: '0123456789', account_holder: 'TRẦN VĂN BÁN', payment_methods: ['CASH', 'MOMO'], saved: true });
    expect((await shopSettings(test.db, [seller.shopId])).get(seller.shopId)?.paymentMethods).toEqual(['CASH', 'MOMO']);
    expect(refusal(await put(SELLER_SETTINGS_PATHS.payment, { ...payment, account_number: '12ab' }))).toEqual({ status: 400, code: 'SHOP_SETTINGS.ACCOUNT_NUMBER_INVALID' });
    expect(refusal(await put(SELLER_SETTINGS_PATHS.payment, { ...payment, payment_methods: [] }))).toEqual({ status: 400, code: 'SHOP_SETTINGS.PAYMENT_METHOD_REQUIRED' });
  });

  it('changes the shop information buyers read on the seller page', async () => {
    const avatar = await uploadOnRecord(test.db, { token: seller.token });
    const info = {
      name: 'Tiệm Lụa Mới',
      avatar,
      cover: '',
      description: DESCRIPTION,
      address: { street: '12 Phúc Xá', province: 'Thành phố Hà Nội', district: 'Quận Ba Đình', ward: 'Phường Phúc Xá' },
      country: 'VN',
    };
    const saved = await put(SELLER_SETTINGS_PATHS.shopInfo, info);
    expect(saved.status).toBe(200);
    expect(envelopeSchema(SellerShopInfoSchema).parse(saved.body).data).toEqual(info);
    const page = envelopeSchema(ShopProfileSchema).parse((await call(app, 'GET', API_PATHS.shop(seller.shopId))).body).data;
    expect(page).toMatchObject({ name: 'Tiệm Lụa Mới', avatar, description: DESCRIPTION, province: 'Thành phố Hà Nội' });
    expect(refusal(await put(SELLER_SETTINGS_PATHS.shopInfo, { ...info, description: 'ngắn' }))).toEqual({ status: 400, code: 'SHOP_SETTINGS.DESCRIPTION_LENGTH' });
    expect(refusal(await put(SELLER_SETTINGS_PATHS.shopInfo, { ...info, address: { ...info.address, ward: 'Phường Không Có' } }))).toEqual({ status: 400, code: 'SHOP_SETTINGS.ADDRESS_UNKNOWN' });
    expect(refusal(await put(SELLER_SETTINGS_PATHS.shopInfo, { ...info, cover: '/media/uploads/ffffffffffffffffffffffff.png' }))).toEqual({ status: 400, code: 'SHOP_SETTINGS.IMAGE_NOT_UPLOADED' });
  });

  it("pauses the shop: buyers read until when, and adding its products to a cart is refused until it reopens", async () => {
    const product = await shopProductInsert(test.db, seller.shopId);
    const until = dayAhead(3);
    const paused = envelopeSchema(ShopPauseSchema).parse((await put(SELLER_SETTINGS_PATHS.pause, { until, note: 'Nghỉ Tết' })).body).data;
    expect(paused.note).toBe('Nghỉ Tết');
    expect(paused.until?.length).toBeGreaterThan(0);
    const seen = envelopeSchema(ProductSchema).parse((await call(app, 'GET', API_PATHS.product(product))).body).data;
    expect(seen.shop).toMatchObject({ paused_until: paused.until, pause_note: 'Nghỉ Tết' });
    const add = () => call(app, 'POST', API_PATHS.cartAdd, { token: buyer, body: { product_id: product, quantity: 1 } });
    expect(refusal(await add())).toEqual({ status: 409, code: 'SHOP.PAUSED' });
    expect(refusal(await put(SELLER_SETTINGS_PATHS.pause, { until: dayAhead(0) }))).toEqual({ status: 400, code: 'SHOP_SETTINGS.PAUSE_UNTIL_INVALID' });
    expect(refusal(await put(SELLER_SETTINGS_PATHS.pause, { until: dayAhead(120) }))).toEqual({ status: 400, code: 'SHOP_SETTINGS.PAUSE_UNTIL_INVALID' });
    const open = envelopeSchema(ShopPauseSchema).parse((await call(app, 'DELETE', SELLER_SETTINGS_PATHS.pause, { token: seller.token })).body).data;
    expect(open).toEqual({ until: null, note: '' });
    expect((await add()).status).toBeLessThan(300);
  });

  it("checkout reads the settings: a paused shop's item, a method the shop does not take, a carrier it does not ship with", async () => {
    const productId = await shopProductInsert(test.db, seller.shopId, 'Áo lụa cho thanh toán');
    const probe = { productId, variantId: null, shopId: seller.shopId, stock: 10, price: 250_000, weight: 300 };
    const token = await guestToken(app);
    const preview = async (extra: Record<string, unknown>) => {
      const answer = await call(app, 'POST', API_PATHS.checkoutPreview, { token, body: orderBody([{ probe }], extra) });
      return envelopeSchema(CheckoutPreviewSchema).parse(answer.body).data.issues.map((found) => found.code);
    };
    await put(SELLER_SETTINGS_PATHS.payment, payment);
    const reason = envelopeSchema(SellerShippingSettingsSchema).parse((await get(SELLER_SETTINGS_PATHS.shipping)).body).data.reason_choices[0]?._id;
    await put(SELLER_SETTINGS_PATHS.shipping, { shipping_companies: ['express'], return_reasons: [reason] });
    expect(await preview({ payment_method: 'CASH', shops: [{ shop_id: seller.shopId, shipping_company: 'express', items: [{ product_id: productId, quantity: 1 }] }] })).toEqual([]);
    expect(await preview({ payment_method: 'VNPAY' })).toContain('CHECKOUT.PAYMENT_METHOD_NOT_APPLIED_BY_SHOP');
    const standard = { payment_method: 'CASH', shops: [{ shop_id: seller.shopId, shipping_company: 'standard', items: [{ product_id: productId, quantity: 1 }] }] };
    expect(await preview(standard)).toContain('SHOP.SHIPPING_OPTION_NOT_OFFERED');
    // A buyer who chose nothing gets the first option the shop ships with.
    const unchosen = await call(app, 'POST', API_PATHS.checkoutPreview, { token, body: orderBody([{ probe }], { payment_method: 'CASH' }) });
    expect(envelopeSchema(CheckoutPreviewSchema).parse(unchosen.body).data).toMatchObject({ issues: [], shops: [{ shipping_option: 'express' }] });
    await put(SELLER_SETTINGS_PATHS.pause, { until: dayAhead(5) });
    expect(await preview({ payment_method: 'CASH', shops: [{ shop_id: seller.shopId, shipping_company: 'express', items: [{ product_id: productId, quantity: 1 }] }] })).toEqual(['SHOP.PAUSED']);
    await call(app, 'DELETE', SELLER_SETTINGS_PATHS.pause, { token: seller.token });
  });

  it("keeps every seller to its own shop's settings; buyers get 403 and visitors 401 on every route", async () => {
    await put(SELLER_SETTINGS_PATHS.payment, payment);
    const theirs = envelopeSchema(SellerPaymentSettingsSchema).parse((await get(SELLER_SETTINGS_PATHS.payment, other.token)).body).data;
    expect(theirs).toMatchObject({ saved: false, bank_name: '' });
    await put(SELLER_SETTINGS_PATHS.pause, { until: dayAhead(2) }, other.token);
    expect(envelopeSchema(ShopPauseSchema).parse((await get(SELLER_SETTINGS_PATHS.pause)).body).data.until).toBeNull();
    const routes = Object.values(SELLER_SETTINGS_PATHS).flatMap((path) => [
      ['GET', path],
      ['PUT', path],
      ...(path === SELLER_SETTINGS_PATHS.pause ? [['DELETE', path]] : []),
    ]);
    for (const [method, path] of routes as [string, string][]) {
      const body = method === 'PUT' ? {} : undefined;
      expect(refusal(await call(app, method, path, { token: buyer, ...(body ? { body } : {}) })), `${method} ${path}`).toEqual({ status: 403, code: 'SHOP_SETTINGS.NOT_ALLOWED' });
      expect((await call(app, method, path, body ? { body } : {})).status, `${method} ${path}`).toBe(401);
    }
  });
});
