import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, ShopCategoryPageSchema, ShopCategorySchema, ShopProfileSchema, envelopeSchema, SELLER_API_PATHS, DEV_API_PATHS } from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { refusal, signUp } from '../testing/auth-probe.js';
import { probePhone, sellerAccount, type SellerProbe } from '../testing/seller-probe.js';
import { shopProductInsert } from '../testing/shop-product-probe.js';

const CategoryEnvelope = envelopeSchema(ShopCategorySchema);
const PageEnvelope = envelopeSchema(ShopCategoryPageSchema);
const ProfileEnvelope = envelopeSchema(ShopProfileSchema);

describe('seller shop categories', () => {
  let test: TestDb;
  let app: Hono;
  let seller: SellerProbe;
  let other: SellerProbe;
  let product: string;
  let otherProduct: string;
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
    seller = await sellerAccount(app, test.db, 'Tiệm Danh Mục');
    other = await sellerAccount(app, test.db, 'Tiệm Khác');
    product = await shopProductInsert(test.db, seller.shopId);
    otherProduct = await shopProductInsert(test.db, other.shopId);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const create = (body: unknown, token = seller.token) => call(app, 'POST', SELLER_API_PATHS.sellerShopCategories, { token, body });
  const shownOnShopPage = async (shopId: string) =>
    ProfileEnvelope.parse((await call(app, 'GET', API_PATHS.shop(shopId))).body).data.categories.map((category) => category.title);

  it('creates a category with its products, lists it, and buyers see it until it is hidden', async () => {
    const created = await create({ title: '  Áo sơ mi ', products: [product] });
    expect(created.status).toBe(201);
    const category = CategoryEnvelope.parse(created.body).data;
    expect(category).toMatchObject({ title: 'Áo sơ mi', status: 'show', products: [product] });
    expect(Date.parse(category.created_at)).not.toBeNaN();
    expect(await shownOnShopPage(seller.shopId)).toEqual(['Áo sơ mi']);

    const hidden = await call(app, 'PUT', SELLER_API_PATHS.sellerShopCategory(category._id), { token: seller.token, body: { status: 'hide' } });
    expect(CategoryEnvelope.parse(hidden.body).data).toMatchObject({ title: 'Áo sơ mi', status: 'hide', products: [product] });
    expect(await shownOnShopPage(seller.shopId)).toEqual([]);

    const list = PageEnvelope.parse((await call(app, 'GET', `${SELLER_API_PATHS.sellerShopCategories}?status=hide&q=sơ`, { token: seller.token })).body).data;
    expect(list.items.map((item) => item._id)).toEqual([category._id]);
    const shown = PageEnvelope.parse((await call(app, 'GET', `${SELLER_API_PATHS.sellerShopCategories}?status=show`, { token: seller.token })).body).data;
    expect(shown.total).toBe(0);
  });

  it('pages the list newest first', async () => {
    for (const title of ['Danh mục 1', 'Danh mục 2', 'Danh mục 3']) expect((await create({ title }, other.token)).status).toBe(201);
    const page = PageEnvelope.parse((await call(app, 'GET', `${SELLER_API_PATHS.sellerShopCategories}?limit=2&page=2`, { token: other.token })).body).data;
    expect(page).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(page.items.map((item) => item.title)).toEqual(['Danh mục 1']);
  });

  it.each([
    [{}, 'SHOP_CATEGORY.TITLE_REQUIRED'],
    [{ title: 'Váy' }, 'SHOP_CATEGORY.TITLE_TOO_SHORT'],
    [{ title: 'V'.repeat(101) }, 'SHOP_CATEGORY.TITLE_TOO_LONG'],
    [{ title: 'Áo khoác', status: 'visible' }, 'SHOP_CATEGORY.INVALID_FIELD'],
    ['[1]', 'REQUEST.INVALID'],
  ])('refuses %j with %s', async (body, code) => {
    expect(refusal(await create(body))).toEqual({ status: 400, code });
  });

  it("never lets a seller see, change or fill its category with another shop's", async () => {
    const mine = CategoryEnvelope.parse((await create({ title: 'Của tôi thôi' })).body).data;
    expect(refusal(await create({ title: 'Hàng người khác', products: [otherProduct] }))).toEqual({ status: 400, code: 'SHOP_CATEGORY.PRODUCT_NOT_IN_SHOP' });
    expect(refusal(await call(app, 'PUT', SELLER_API_PATHS.sellerShopCategory(mine._id), { token: seller.token, body: { products: [product, otherProduct] } }))).toEqual({
      status: 400,
      code: 'SHOP_CATEGORY.PRODUCT_NOT_IN_SHOP',
    });
    for (const method of ['GET', 'PUT', 'DELETE']) {
      expect(refusal(await call(app, method, SELLER_API_PATHS.sellerShopCategory(mine._id), { token: other.token, ...(method === 'PUT' ? { body: { title: 'Chiếm lấy' } } : {}) }))).toEqual({
        status: 404,
        code: 'SHOP_CATEGORY.NOT_FOUND',
      });
    }
    const list = PageEnvelope.parse((await call(app, 'GET', SELLER_API_PATHS.sellerShopCategories, { token: other.token })).body).data;
    expect(list.items.some((item) => item._id === mine._id)).toBe(false);
    expect((await call(app, 'DELETE', SELLER_API_PATHS.sellerShopCategory(mine._id), { token: seller.token })).status).toBe(200);
    expect(refusal(await call(app, 'GET', SELLER_API_PATHS.sellerShopCategory(mine._id), { token: seller.token }))).toEqual({ status: 404, code: 'SHOP_CATEGORY.NOT_FOUND' });
  });

  it('refuses buyers (403) and visitors (401)', async () => {
    const buyer = await signUp(app, { destination: probePhone() });
    expect(refusal(await call(app, 'GET', SELLER_API_PATHS.sellerShopCategories, { token: buyer.token }))).toEqual({ status: 403, code: 'SELLER_SHOP.NOT_ALLOWED' });
    expect(refusal(await create({ title: 'Áo khoác' }, buyer.token))).toEqual({ status: 403, code: 'SELLER_SHOP.NOT_ALLOWED' });
    expect((await call(app, 'GET', SELLER_API_PATHS.sellerShopCategories)).status).toBe(401);
    expect((await call(app, 'DELETE', SELLER_API_PATHS.sellerShopCategory('x'))).status).toBe(401);
  });

  it('copies a seeded product into a shop for journeys (development helper)', async () => {
    const copied = await call(app, 'POST', DEV_API_PATHS.devShopProductCopy, { body: { shopId: other.shopId, name: 'Váy hoa nhí dạo phố' } });
    expect(copied.status).toBe(201);
    const id = (copied.body as { data: { _id: string } }).data._id;
    expect((await call(app, 'GET', API_PATHS.product(id))).status).toBe(200);
    expect(refusal(await call(app, 'POST', DEV_API_PATHS.devShopProductCopy, { body: { shopId: 'nope' } }))).toEqual({ status: 404, code: 'SHOP.NOT_FOUND' });
  });

  it("lists the shop's own products for the picker", async () => {
    const options = (await call(app, 'GET', `${SELLER_API_PATHS.sellerShopProductOptions}?q=lụa`, { token: seller.token })).body as { data: { _id: string }[] };
    expect(options.data.map((option) => option._id)).toEqual([product]);
    const chosen = (await call(app, 'GET', `${SELLER_API_PATHS.sellerShopProductOptions}?ids=${otherProduct},${product}`, { token: seller.token })).body as { data: { _id: string }[] };
    expect(chosen.data.map((option) => option._id)).toEqual([product]);
  });
});
