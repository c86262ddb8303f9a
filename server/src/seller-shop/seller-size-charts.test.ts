import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, ProductSchema, SellerSizeChartPageSchema, SellerSizeChartSchema, envelopeSchema, sizeChartParse, SELLER_API_PATHS } from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { refusal, signUp } from '../testing/auth-probe.js';
import { probePhone, sellerAccount, type SellerProbe } from '../testing/seller-probe.js';
import { shopProductInsert } from '../testing/shop-product-probe.js';

const ChartEnvelope = envelopeSchema(SellerSizeChartSchema);
const PageEnvelope = envelopeSchema(SellerSizeChartPageSchema);
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

const row = (size_name: string, ...values: string[]) => ({
  size_name,
  size_values: [1, 4, 5].map((attribute_id, index) => ({ attribute_id, values: values[index] ?? '', name: '' })),
});

describe('seller size charts', () => {
  let test: TestDb;
  let app: Hono;
  let seller: SellerProbe;
  let other: SellerProbe;
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
    seller = await sellerAccount(app, test.db, 'Tiệm Size');
    other = await sellerAccount(app, test.db, 'Tiệm Khác');
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const create = (body: unknown, token = seller.token) => call(app, 'POST', SELLER_API_PATHS.sellerSizeCharts, { token, body });

  it('saves a chart that parses for the fit suggestion, shows the products using it, and buyers get it with the product', async () => {
    const created = await create({ name: 'Bảng size áo sơ mi', type: 'tops', rows: [row('S', '80-84', '36', '62-64'), row('M', '88 – 85', '38', '65-67')] });
    expect(created.status).toBe(201);
    const chart = ChartEnvelope.parse(created.body).data;
    expect(chart.rows[1]?.size_values[0]).toEqual({ values: '85-88', attribute_id: 1, name: 'Vòng ngực' });
    expect(sizeChartParse(chart.rows, silent).map((size) => size.size_name)).toEqual(['S', 'M']);

    const product = await shopProductInsert(test.db, seller.shopId);
    await test.db.query('UPDATE products SET size_chart_id = $1 WHERE id = $2', [chart._id, product]);
    const read = ChartEnvelope.parse((await call(app, 'GET', SELLER_API_PATHS.sellerSizeChart(chart._id), { token: seller.token })).body).data;
    expect(read).toMatchObject({ product_count: 1, products: [{ _id: product }] });
    const page = PageEnvelope.parse((await call(app, 'GET', `${SELLER_API_PATHS.sellerSizeCharts}?status=tops&q=sơ mi`, { token: seller.token })).body).data;
    expect(page.items.map((item) => item._id)).toEqual([chart._id]);
    expect(PageEnvelope.parse((await call(app, 'GET', `${SELLER_API_PATHS.sellerSizeCharts}?status=bottoms`, { token: seller.token })).body).data.total).toBe(0);

    const seen = envelopeSchema(ProductSchema).parse((await call(app, 'GET', API_PATHS.product(product))).body).data;
    expect(seen.size_chart?.rows.map((entry) => entry.size_name)).toEqual(['S', 'M']);

    const updated = await call(app, 'PUT', SELLER_API_PATHS.sellerSizeChart(chart._id), { token: seller.token, body: { name: 'Áo', type: 'tops', rows: [row('L', '90-94', '40', '68-70')] } });
    expect(ChartEnvelope.parse(updated.body).data.rows.map((entry) => entry.size_name)).toEqual(['L']);
    expect((await call(app, 'DELETE', SELLER_API_PATHS.sellerSizeChart(chart._id), { token: seller.token })).status).toBe(200);
    const [kept] = await test.db.query<{ size_chart_id: string | null }>('SELECT size_chart_id FROM products WHERE id = $1', [product]);
    expect(kept?.size_chart_id).toBeNull();
  });

  it.each([
    [{ type: 'tops', rows: [row('S', '1', '2', '3')] }, 'SIZE_CHART.NAME_REQUIRED'],
    [{ name: 'Áo', type: 'hats', rows: [row('S', '1', '2', '3')] }, 'SIZE_CHART.TYPE_INVALID'],
    [{ name: 'Áo', type: 'tops', rows: [] }, 'SIZE_CHART.ROWS_REQUIRED'],
    [{ name: 'Áo', type: 'tops', rows: [row('S', '80-84', 'rộng', '62')] }, 'SIZE_CHART.RANGE_INVALID'],
    [{ name: 'Áo', type: 'tops', rows: [row('S', '1', '2', '3'), row('s', '1', '2', '3')] }, 'SIZE_CHART.SIZE_NAME_DUPLICATE'],
  ])('refuses %j with %s', async (body, code) => {
    expect(refusal(await create(body))).toEqual({ status: 400, code });
  });

  it("keeps each shop to its own charts; buyers and visitors are refused", async () => {
    const mine = ChartEnvelope.parse((await create({ name: 'Của tôi', type: 'tops', rows: [row('S', '1', '2', '3')] })).body).data;
    for (const method of ['GET', 'DELETE']) {
      expect(refusal(await call(app, method, SELLER_API_PATHS.sellerSizeChart(mine._id), { token: other.token }))).toEqual({ status: 404, code: 'SIZE_CHART.NOT_FOUND' });
    }
    expect(refusal(await call(app, 'PUT', SELLER_API_PATHS.sellerSizeChart(mine._id), { token: other.token, body: { name: 'X', type: 'tops', rows: [row('S', '1', '2', '3')] } }))).toEqual({
      status: 404,
      code: 'SIZE_CHART.NOT_FOUND',
    });
    const buyer = await signUp(app, { destination: probePhone() });
    expect(refusal(await call(app, 'GET', SELLER_API_PATHS.sellerSizeCharts, { token: buyer.token }))).toEqual({ status: 403, code: 'SELLER_SHOP.NOT_ALLOWED' });
    expect((await call(app, 'PUT', SELLER_API_PATHS.sellerSizeChart(mine._id))).status).toBe(401);
  });
});
