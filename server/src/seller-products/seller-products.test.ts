import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { API_PATHS, DAY_MS, type ProductDraft, SELLER_API_PATHS, ADMIN_API_PATHS } from '@modavi/core';
import { makeProductDraft } from '@modavi/core/testing';
import type { Db } from '../db/db.js';
import { call, testApi, type CallResult } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { adminAccount, sellerAccount, type SellerProbe } from '../testing/seller-probe.js';
import { signUp, testClock, type TestClock } from '../testing/auth-probe.js';
import { probePhone } from '../testing/seller-probe.js';
import { uploadOnRecord } from '../testing/upload-probe.js';

type Body = { data?: unknown; error_code?: string; issues?: { field: string; code: string }[] };
const bodyOf = (result: CallResult) => result.body as Body;
const dataOf = <T>(result: CallResult): T => {
  if (result.status >= 300) throw new Error(`${result.status} ${JSON.stringify(result.body)}`);
  return bodyOf(result).data as T;
};
type Detail = { product: { _id: string; approval_status: string; is_draft: boolean; is_hidden: boolean; rejection_reason?: string | null }; price_lock: { remaining: number; next_change_at: number | null } };

describe('a seller’s products and the admin’s queue (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let clock: TestClock;
  let sellerA: SellerProbe;
  let sellerB: SellerProbe;
  let admin: { token: string };
  let categoryId: string;

  /** A draft that passes every rule, with an image the seller uploaded; a unique name to search by. */
  const draftFor = async (seller: SellerProbe, name: string, overrides: Partial<ProductDraft> = {}) => ({
    ...makeProductDraft({ name, category_id: categoryId, images: [await uploadOnRecord(db, { token: seller.token })], ...overrides }),
  });
  const create = async (seller: SellerProbe, name: string, submit: boolean, overrides: Partial<ProductDraft> = {}) =>
    dataOf<Detail>(await call(app, 'POST', SELLER_API_PATHS.sellerProducts, { token: seller.token, body: { draft: await draftFor(seller, name, overrides), submit } }));
  const approve = (id: string) => call(app, 'POST', ADMIN_API_PATHS.adminProductApprove(id), { token: admin.token });
  const publicFound = async (id: string, name: string) => {
    const product = await call(app, 'GET', API_PATHS.product(id));
    const search = dataOf<{ items: { _id: string }[] }>(await call(app, 'GET', `${API_PATHS.productSearch}?q=${encodeURIComponent(name)}`));
    return { page: product.status === 200, search: search.items.some((item) => item._id === id) };
  };

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    clock = testClock(Date.now());
    app = testApi(db, { auth: { clock } });
    sellerA = await sellerAccount(app, db, 'Shop A');
    sellerB = await sellerAccount(app, db, 'Shop B');
    admin = await adminAccount(app, db);
    categoryId = (await db.query<{ id: string }>('SELECT id FROM categories ORDER BY position LIMIT 1'))[0]?.id ?? '';
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('refuses a form that breaks the rules, field by field, with core’s codes', async () => {
    const draft = { ...(await draftFor(sellerA, 'Áo khoác dạ lông cừu')), name: 'short', weight: 5, preparation_time: 40, images: ['https://evil.example/x.png'] };
    const refused = await call(app, 'POST', SELLER_API_PATHS.sellerProducts, { token: sellerA.token, body: { draft, submit: true } });
    expect(refused.status).toBe(400);
    expect(bodyOf(refused).issues?.map((issue) => `${issue.field} ${issue.code}`)).toEqual(
      expect.arrayContaining(['name PRODUCT.INVALID_NAME_LENGTH', 'weight PRODUCT.INVALID_WEIGHT', 'preparation_time PRODUCT.INVALID_PREPARATION_TIME']),
    );
    const foreignImage = await call(app, 'POST', SELLER_API_PATHS.sellerProducts, {
      token: sellerA.token,
      body: { draft: await draftFor(sellerA, 'Áo khoác dạ lông cừu', { images: [await uploadOnRecord(db, { token: sellerB.token })] }), submit: true },
    });
    expect(bodyOf(foreignImage).error_code).toBe('PRODUCT.IMAGE_NOT_UPLOADED');
  });

  it('keeps a draft and a pending product from buyers; approval lists it; rejection gives the reason', async () => {
    const draft = await create(sellerA, 'Váy lụa nháp thử nghiệm', false);
    expect(draft.product).toMatchObject({ is_draft: true });
    const pending = await create(sellerA, 'Váy lụa chờ duyệt thử nghiệm', true);
    expect(pending.product).toMatchObject({ is_draft: false, approval_status: 'waiting_confirmation' });
    expect(await publicFound(pending.product._id, 'Váy lụa chờ duyệt thử nghiệm')).toEqual({ page: false, search: false });

    const queue = dataOf<{ items: { _id: string }[] }>(await call(app, 'GET', ADMIN_API_PATHS.adminProducts, { token: admin.token }));
    expect(queue.items.map((item) => item._id)).toContain(pending.product._id);
    expect(queue.items.map((item) => item._id)).not.toContain(draft.product._id);
    expect((await approve(draft.product._id)).status).toBe(409);

    expect((await approve(pending.product._id)).status).toBe(200);
    expect(await publicFound(pending.product._id, 'Váy lụa chờ duyệt thử nghiệm')).toEqual({ page: true, search: true });

    const other = await create(sellerA, 'Váy lụa bị từ chối thử nghiệm', true);
    const noReason = await call(app, 'POST', ADMIN_API_PATHS.adminProductReject(other.product._id), { token: admin.token, body: { reason: ' ' } });
    expect(bodyOf(noReason).error_code).toBe('PRODUCT.REJECT_REASON_REQUIRED');
    await call(app, 'POST', ADMIN_API_PATHS.adminProductReject(other.product._id), { token: admin.token, body: { reason: 'Ảnh mờ' } });
    const seen = dataOf<Detail>(await call(app, 'GET', SELLER_API_PATHS.sellerProduct(other.product._id), { token: sellerA.token }));
    expect(seen.product).toMatchObject({ approval_status: 'rejected', rejection_reason: 'Ảnh mờ' });
    expect(await publicFound(other.product._id, 'Váy lụa bị từ chối thử nghiệm')).toEqual({ page: false, search: false });

    const list = dataOf<{ counts: Record<string, number>; items: { _id: string }[] }>(
      await call(app, 'GET', `${SELLER_API_PATHS.sellerProducts}?filter=rejected`, { token: sellerA.token }),
    );
    expect(list.items.map((item) => item._id)).toEqual([other.product._id]);
    expect(list.counts).toMatchObject({ draft: 1, rejected: 1, available: 1 });
  });

  it('hides and shows; an edit of an approved product leaves the shop until approved again', async () => {
    const name = 'Áo len cổ lọ ẩn hiện';
    const made = await create(sellerA, name, true);
    await approve(made.product._id);
    const hide = (hidden: boolean) => call(app, 'PUT', SELLER_API_PATHS.sellerProductVisibility(made.product._id), { token: sellerA.token, body: { hidden } });
    expect(dataOf<{ is_hidden: boolean }>(await hide(true)).is_hidden).toBe(true);
    expect(await publicFound(made.product._id, name)).toEqual({ page: false, search: false });
    await hide(false);
    expect(await publicFound(made.product._id, name)).toEqual({ page: true, search: true });

    const edited = await call(app, 'PUT', SELLER_API_PATHS.sellerProduct(made.product._id), {
      token: sellerA.token,
      body: { draft: { ...(await draftFor(sellerA, name)), description: `${makeProductDraft().description} Thêm mô tả.` }, submit: true },
    });
    expect(dataOf<Detail>(edited).product.approval_status).toBe('waiting_confirmation');
    expect(await publicFound(made.product._id, name)).toEqual({ page: false, search: false });
  });

  it('locks the price: three changes in 14 days, the fourth refused until the oldest leaves the span', async () => {
    const name = 'Quần tây khóa giá thử';
    const made = await create(sellerA, name, true, { classifications: [], variants: [] });
    await approve(made.product._id);
    const base = await draftFor(sellerA, name, { classifications: [], variants: [] });
    const reprice = async (price: number) =>
      call(app, 'PUT', SELLER_API_PATHS.sellerProduct(made.product._id), { token: sellerA.token, body: { draft: { ...base, sale_price: price }, submit: true } });
    for (const price of [460_000, 470_000, 480_000]) {
      expect((await reprice(price)).status).toBe(200);
      await approve(made.product._id);
      clock.advance(DAY_MS);
    }
    const lock = dataOf<Detail>(await call(app, 'GET', SELLER_API_PATHS.sellerProduct(made.product._id), { token: sellerA.token })).price_lock;
    expect(lock.remaining).toBe(0);
    const fourth = await reprice(490_000);
    expect(bodyOf(fourth).error_code).toBe('PRODUCT.CANNOT_UPDATE_PRICE');
    // Same price: not a change, the edit passes.
    expect((await reprice(480_000)).status).toBe(200);
    clock.advance(12 * DAY_MS);
    expect((await reprice(490_000)).status).toBe(200);
  });

  it('keeps each shop to its own products; buyers, visitors and sellers are refused where they do not belong', async () => {
    const made = await create(sellerA, 'Túi xách da bò thật', false);
    for (const [method, path] of [
      ['GET', SELLER_API_PATHS.sellerProduct(made.product._id)],
      ['PUT', SELLER_API_PATHS.sellerProductVisibility(made.product._id)],
      ['DELETE', SELLER_API_PATHS.sellerProduct(made.product._id)],
    ] as const) {
      expect((await call(app, method, path, { token: sellerB.token, ...(method === 'PUT' ? { body: { hidden: true } } : {}) })).status).toBe(404);
    }
    const listB = dataOf<{ items: unknown[] }>(await call(app, 'GET', SELLER_API_PATHS.sellerProducts, { token: sellerB.token }));
    expect(listB.items).toEqual([]);
    const buyer = await signUp(app, { destination: probePhone(), name: 'Người Mua' });
    expect((await call(app, 'GET', SELLER_API_PATHS.sellerProducts, { token: buyer.token })).status).toBe(403);
    expect((await call(app, 'GET', SELLER_API_PATHS.sellerProducts)).status).toBe(401);
    expect((await call(app, 'GET', ADMIN_API_PATHS.adminProducts, { token: sellerA.token })).status).toBe(403);
    expect((await approve(made.product._id)).status).toBe(409);
    expect((await call(app, 'POST', ADMIN_API_PATHS.adminProductApprove(made.product._id), { token: sellerA.token })).status).toBe(403);
    expect((await call(app, 'DELETE', SELLER_API_PATHS.sellerProduct(made.product._id), { token: sellerA.token })).status).toBe(200);
  });

  it('offers the platform’s categories and the shop’s own size charts', async () => {
    await db.query(`INSERT INTO size_charts (id, shop_id, name, type) VALUES ('chart-a-1', $1, 'Áo', 'shirt')`, [sellerA.shopId]);
    const options = dataOf<{ categories: unknown[]; size_charts: { _id: string }[] }>(
      await call(app, 'GET', SELLER_API_PATHS.sellerProductFormOptions, { token: sellerA.token }),
    );
    expect(options.categories.length).toBeGreaterThan(0);
    expect(options.size_charts.map((chart) => chart._id)).toEqual(['chart-a-1']);
    const other = await call(app, 'POST', SELLER_API_PATHS.sellerProducts, {
      token: sellerB.token,
      body: { draft: await draftFor(sellerB, 'Áo sơ mi dùng bảng size lạ', { size_chart_id: 'chart-a-1' }), submit: true },
    });
    expect(bodyOf(other).error_code).toBe('PRODUCT.SIZE_CHART_NOT_FOUND');
  });
});
