import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { API_PATHS, DAY_MS, SELLER_MARKETING_PATHS, SellerVoucherPageSchema, SellerVoucherSchema, envelopeSchema } from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { refusal, signUp } from '../testing/auth-probe.js';
import { probePhone, sellerAccount, type SellerProbe } from '../testing/seller-probe.js';
import { shopProductInsert } from '../testing/shop-product-probe.js';
import { orderBody, placeOk } from '../testing/commerce-probe.js';

const VoucherEnvelope = envelopeSchema(SellerVoucherSchema);
const PageEnvelope = envelopeSchema(SellerVoucherPageSchema);
const paths = SELLER_MARKETING_PATHS;
let codeSeq = 0;
const freshCode = () => `SV${process.pid % 1000}${(codeSeq += 1)}`.slice(0, 9);

describe('seller vouchers', () => {
  let test: TestDb;
  let app: Hono;
  let seller: SellerProbe;
  let other: SellerProbe;
  let product: string;
  let otherProduct: string;
  const now = Date.now();
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
    seller = await sellerAccount(app, test.db, 'Tiệm Voucher');
    other = await sellerAccount(app, test.db, 'Tiệm Khác');
    product = await shopProductInsert(test.db, seller.shopId);
    otherProduct = await shopProductInsert(test.db, other.shopId);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Giảm 10% cả shop',
    code: freshCode(),
    kind: 'shop',
    scope: 'whole_shop',
    product_ids: [],
    display: 'public',
    saveable_count: 100,
    usable_count: 50,
    discount_type: 'percent',
    value: 10,
    max_discount: 20_000,
    min_order: 100_000,
    max_budget: 1_000_000,
    start_time: now - DAY_MS,
    end_time: now + 7 * DAY_MS,
    per_customer_limit: 1,
    ...overrides,
  });
  const create = async (body: unknown, token = seller.token) => call(app, 'POST', paths.vouchers, { token, body });
  const made = async (overrides: Record<string, unknown> = {}) => VoucherEnvelope.parse((await create(form(overrides))).body).data;
  const list = async (query: string) => PageEnvelope.parse((await call(app, 'GET', `${paths.vouchers}?${query}`, { token: seller.token })).body).data;

  it('is the voucher checkout applies: a buyer saves it and an order takes its discount, which the detail then counts', async () => {
    const voucher = await made({ code: 'tet26a', scope: 'specific_products', product_ids: [product] });
    expect(voucher).toMatchObject({ code: 'TET26A', status: 'running', shop_id: seller.shopId, usage: { saved_count: 0, used_count: 0, discount_given: 0 } });

    const buyer = await signUp(app, { destination: probePhone() });
    expect((await call(app, 'POST', API_PATHS.voucherWalletSave(voucher._id), { token: buyer.token })).status).toBeLessThan(300);
    const lines = [{ probe: { productId: product, variantId: null, shopId: seller.shopId }, quantity: 2 }];
    const placed = await placeOk(app, buyer.token, orderBody(lines, { voucher_codes: ['TET26A'] }));
    // 2 x 250.000đ = 500.000đ; 10% is 50.000đ, capped at 20.000đ.
    expect(placed.order.vouchers?.map((used) => [used.code, used.amount])).toEqual([['TET26A', 20_000]]);

    const detail = VoucherEnvelope.parse((await call(app, 'GET', paths.voucher(voucher._id), { token: seller.token })).body).data;
    expect(detail.usage).toEqual({ saved_count: 1, used_count: 1, discount_given: 20_000 });
    // What buyers took is a floor: usable 0 is below the one use.
    expect(refusal(await call(app, 'PUT', paths.voucher(voucher._id), { token: seller.token, body: form({ ...detail, usable_count: 0 }) }))).toMatchObject({ status: 400 });
  });

  it('lists by tab with counts, searches by name or code, ends early and deletes', async () => {
    const before = (await list('')).counts;
    const running = await made({ name: 'Đang chạy' });
    const upcoming = await made({ name: 'Sắp tới', start_time: now + 2 * DAY_MS });
    const counts = (await list('')).counts;
    expect(counts.running - before.running).toBe(1);
    expect(counts.upcoming - before.upcoming).toBe(1);
    expect((await list('status=upcoming')).items.map((item) => item._id)).toContain(upcoming._id);
    expect((await list('status=upcoming')).items.map((item) => item._id)).not.toContain(running._id);
    expect((await list(`q=${running.code}`)).items.map((item) => item._id)).toEqual([running._id]);

    expect(refusal(await call(app, 'POST', paths.voucherEnd(upcoming._id), { token: seller.token }))).toEqual({ status: 409, code: 'VOUCHER.NOT_RUNNING' });
    expect(refusal(await call(app, 'DELETE', paths.voucher(running._id), { token: seller.token }))).toEqual({ status: 409, code: 'VOUCHER.DELETE_RUNNING' });
    const ended = VoucherEnvelope.parse((await call(app, 'POST', paths.voucherEnd(running._id), { token: seller.token })).body).data;
    expect(ended.status).toBe('ended_early');
    expect((await list('status=ended')).items.map((item) => item._id)).toContain(running._id);
    expect(refusal(await call(app, 'PUT', paths.voucher(running._id), { token: seller.token, body: form({ code: running.code }) }))).toEqual({
      status: 409,
      code: 'VOUCHER.NOT_EDITABLE',
    });
    expect((await call(app, 'DELETE', paths.voucher(upcoming._id), { token: seller.token })).status).toBe(200);
    expect((await list('')).items.map((item) => item._id)).not.toContain(upcoming._id);
    expect((await call(app, 'GET', paths.voucher(upcoming._id), { token: seller.token })).status).toBe(404);
  });

  it('keeps a running voucher to its terms and an upcoming one open to change', async () => {
    const running = await made();
    expect(refusal(await call(app, 'PUT', paths.voucher(running._id), { token: seller.token, body: form({ code: running.code, value: 30 }) }))).toEqual({
      status: 400,
      code: 'VOUCHER.LOCKED_WHILE_RUNNING',
    });
    const renamed = await call(app, 'PUT', paths.voucher(running._id), {
      token: seller.token,
      body: form({ code: running.code, start_time: running.start_time, name: 'Tên mới', usable_count: 80 }),
    });
    expect(VoucherEnvelope.parse(renamed.body).data).toMatchObject({ name: 'Tên mới', usable_count: 80 });
  });

  it.each([
    [{ name: 'N'.repeat(41) }, 400, 'VOUCHER.NAME_TOO_LONG'],
    [{ code: 'ABCDEFGHIJ' }, 400, 'VOUCHER.CODE_TOO_LONG'],
    [{ code: 'SALE-1' }, 400, 'VOUCHER.CODE_INVALID'],
    [{ code: 'CHAO100K' }, 409, 'VOUCHER.CODE_TAKEN'],
    [{ discount_type: 'percent', value: 120 }, 400, 'VOUCHER.PERCENT_RANGE'],
    [{ scope: 'specific_products', product_ids: [] }, 400, 'VOUCHER.PRODUCTS_REQUIRED'],
    [{ end_time: now - 1, start_time: now - DAY_MS }, 400, 'VOUCHER.END_IN_PAST'],
    [{ usable_count: 0 }, 400, 'VOUCHER.COUNT_INVALID'],
  ])('refuses %j with %s %s', async (overrides, status, code) => {
    expect(refusal(await create(form(overrides)))).toEqual({ status, code });
  });

  it("keeps each shop to its own vouchers, products and customers", async () => {
    const mine = await made();
    expect(refusal(await create(form({ scope: 'specific_products', product_ids: [otherProduct] })))).toEqual({ status: 400, code: 'VOUCHER.PRODUCT_NOT_IN_SHOP' });
    const stranger = await signUp(app, { destination: probePhone() });
    expect(refusal(await create(form({ user_ids: [stranger.profile._id] })))).toEqual({ status: 400, code: 'VOUCHER.USER_NOT_CUSTOMER' });
    for (const [method, path] of [
      ['GET', paths.voucher(mine._id)],
      ['PUT', paths.voucher(mine._id)],
      ['DELETE', paths.voucher(mine._id)],
      ['POST', paths.voucherEnd(mine._id)],
    ] as const) {
      expect(refusal(await call(app, method, path, method === 'GET' ? { token: other.token } : { token: other.token, body: form() }))).toEqual({ status: 404, code: 'VOUCHER.NOT_FOUND' });
    }
    expect((await call(app, 'GET', paths.vouchers, { token: other.token })).body).not.toMatchObject({ data: { items: [{ _id: mine._id }] } });
    // A platform voucher is no shop's either.
    const [platform] = await test.db.query<{ id: string }>('SELECT id FROM vouchers WHERE shop_id IS NULL LIMIT 1');
    expect((await call(app, 'GET', paths.voucher(platform?.id ?? ''), { token: seller.token })).status).toBe(404);
  });

  it('offers the shop\'s followers and buyers as chosen users, masked', async () => {
    const fan = await signUp(app, { destination: probePhone(), name: 'Lê Thị Hoa' });
    await test.db.query('INSERT INTO shop_follows (owner_id, shop_id) VALUES ($1, $2)', [fan.profile._id, seller.shopId]);
    const Options = envelopeSchema(z.array(z.object({ _id: z.string(), name: z.string() })));
    const options = Options.parse((await call(app, 'GET', paths.voucherCustomers, { token: seller.token })).body).data;
    const found = options.find((option) => option._id === fan.profile._id);
    expect(found?.name).not.toBe('Lê Thị Hoa');
    const voucher = await made({ user_ids: [fan.profile._id] });
    expect(voucher.user_ids).toEqual([fan.profile._id]);
    expect((await call(app, 'GET', paths.voucherCustomers, { token: other.token })).body).not.toMatchObject({ data: [{ _id: fan.profile._id }] });
  });

  it('refuses buyers (403) and visitors (401)', async () => {
    const buyer = await signUp(app, { destination: probePhone() });
    expect(refusal(await create(form(), buyer.token))).toEqual({ status: 403, code: 'SELLER_SHOP.NOT_ALLOWED' });
    expect(refusal(await call(app, 'GET', paths.vouchers, { token: buyer.token }))).toEqual({ status: 403, code: 'SELLER_SHOP.NOT_ALLOWED' });
    expect((await call(app, 'GET', paths.vouchers)).status).toBe(401);
    expect((await call(app, 'PUT', paths.voucher('x'), { body: form() })).status).toBe(401);
  });
});
