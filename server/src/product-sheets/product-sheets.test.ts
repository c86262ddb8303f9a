import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import ExcelJS from 'exceljs';
import { API_HEADERS, API_PATHS, AUTH_SCHEME, DAY_MS, IMAGE_UPLOAD_FIELD, type ProductDraft, SELLER_API_PATHS, ADMIN_API_PATHS } from '@modavi/core';
import { makeProductDraft } from '@modavi/core/testing';
import type { Db } from '../db/db.js';
import { call, testApi, type CallResult } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { adminAccount, probePhone, sellerAccount, type SellerProbe } from '../testing/seller-probe.js';
import { signUp, testClock, type TestClock } from '../testing/auth-probe.js';
import { uploadOnRecord } from '../testing/upload-probe.js';

type Body = { data?: unknown; error_code?: string };
const dataOf = <T>(result: CallResult): T => {
  if (result.status >= 300) throw new Error(`${result.status} ${JSON.stringify(result.body)}`);
  return (result.body as Body).data as T;
};
type Item = { product_id: string; variant_id: string | null; variant_name: string | null; price: number; stock: number };
type Outcome = { line: number; status: string; issues: { code: string; field: string }[] };
type Result = { rows: Outcome[]; saved: number };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('bulk edit and the product list download (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let clock: TestClock;
  let sellerA: SellerProbe;
  let sellerB: SellerProbe;
  let admin: { token: string };
  let categoryId: string;

  const create = async (seller: SellerProbe, name: string, overrides: Partial<ProductDraft> = {}) => {
    const draft = makeProductDraft({ name, category_id: categoryId, images: [await uploadOnRecord(db, { token: seller.token })], ...overrides });
    const made = dataOf<{ product: { _id: string } }>(await call(app, 'POST', SELLER_API_PATHS.sellerProducts, { token: seller.token, body: { draft, submit: true } }));
    await call(app, 'POST', ADMIN_API_PATHS.adminProductApprove(made.product._id), { token: admin.token });
    return made.product._id;
  };
  const items = async (seller: SellerProbe, q = '') =>
    dataOf<{ items: Item[]; total: number }>(await call(app, 'GET', `${SELLER_API_PATHS.sellerProductBulk}?q=${encodeURIComponent(q)}`, { token: seller.token }));
  const save = async (seller: SellerProbe, rows: unknown[]) =>
    dataOf<Result>(await call(app, 'PUT', SELLER_API_PATHS.sellerProductBulk, { token: seller.token, body: { rows } }));
  const upload = async (seller: SellerProbe, bytes: ArrayBuffer | Uint8Array<ArrayBuffer>) => {
    const form = new FormData();
    form.append(IMAGE_UPLOAD_FIELD, new Blob([bytes], { type: XLSX }), 'sua-hang-loat.xlsx');
    const response = await app.request(`/${SELLER_API_PATHS.sellerProductBulkSheet}`, {
      method: 'POST',
      headers: { [API_HEADERS.authorization]: `${AUTH_SCHEME} ${seller.token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Body & { data?: Result } };
  };
  const workbookOf = async (base64: string) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(Buffer.from(base64, 'base64')).buffer);
    return book;
  };

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    clock = testClock(Date.now());
    app = testApi(db, { auth: { clock } });
    sellerA = await sellerAccount(app, db, 'Shop Bulk A');
    sellerB = await sellerAccount(app, db, 'Shop Bulk B');
    admin = await adminAccount(app, db);
    categoryId = (await db.query<{ id: string }>('SELECT id FROM categories ORDER BY position LIMIT 1'))[0]?.id ?? '';
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('lists the shop’s products and variants, saves the good lines of a table save and reports each refused one', async () => {
    const plain = await create(sellerA, 'Quần jean ống đứng hàng loạt', { classifications: [], variants: [] });
    const varied = await create(sellerA, 'Áo sơ mi lụa hàng loạt');
    const other = await create(sellerB, 'Váy của shop khác hàng loạt', { classifications: [], variants: [] });
    const listed = await items(sellerA, 'hàng loạt');
    expect(listed.items.map((item) => item.product_id).sort()).toEqual([plain, varied, varied].sort());
    expect((await items(sellerB)).items.map((item) => item.product_id)).toEqual([other]);
    const [red, white] = listed.items.filter((item) => item.product_id === varied);

    const result = await save(sellerA, [
      { product_id: plain, variant_id: null, price: '350.000', stock: 12 },
      { product_id: varied, variant_id: red?.variant_id, price: 300_000, stock: 4 },
      { product_id: varied, variant_id: white?.variant_id, price: 410_000, stock: -2 },
      { product_id: other, variant_id: null, price: 1, stock: 1 },
      { product_id: plain, variant_id: null, price: 'abc', stock: 1 },
    ]);
    expect(result.saved).toBe(2);
    expect(result.rows.map((row) => [row.line, row.status, row.issues.map((found) => found.code).join()])).toEqual([
      [1, 'changed', ''],
      [2, 'changed', ''],
      [3, 'refused', 'PRODUCT.INVALID_QUANTITY'],
      [4, 'refused', 'BULK.UNKNOWN_ID'],
      [5, 'refused', 'PRODUCT.INVALID_PRICE,BULK.DUPLICATE_ROW'],
    ]);
    const product = dataOf<{ product: { sale_price: number; quantity: number; approval_status: string }; form: ProductDraft }>(
      await call(app, 'GET', SELLER_API_PATHS.sellerProduct(varied), { token: sellerA.token }),
    );
    // The "from" price follows the cheapest variant, the stock their sum; the approval stays.
    expect(product.product).toMatchObject({ sale_price: 300_000, quantity: 4 + (white?.stock ?? 0), approval_status: 'confirmed' });
    expect(product.form.variants.map((variant) => variant.price)).toContain(300_000);
    expect((await call(app, 'GET', API_PATHS.product(varied))).status).toBe(200);
    expect(dataOf<{ sale_price: number }>(await call(app, 'GET', API_PATHS.product(plain))).sale_price).toBe(350_000);
  });

  it('applies the price lock per product: the fourth price change in 14 days is refused, its stock-only lines still saved', async () => {
    const id = await create(sellerA, 'Áo khoác gió khóa giá loạt', { classifications: [], variants: [] });
    for (const price of [410_000, 420_000, 430_000]) {
      expect((await save(sellerA, [{ product_id: id, variant_id: null, price, stock: 5 }])).saved).toBe(1);
      clock.advance(DAY_MS);
    }
    const tooMany = await call(app, 'PUT', SELLER_API_PATHS.sellerProductBulk, { token: sellerA.token, body: { rows: Array.from({ length: 1001 }, () => ({ product_id: id, variant_id: null, price: 1, stock: 1 })) } });
    expect([tooMany.status, (tooMany.body as Body).error_code]).toEqual([400, 'BULK.TOO_MANY_ROWS']);
    const fourth = await save(sellerA, [{ product_id: id, variant_id: null, price: 440_000, stock: 5 }]);
    expect(fourth.rows[0]).toMatchObject({ status: 'refused', issues: [{ field: 'price', code: 'PRODUCT.CANNOT_UPDATE_PRICE' }] });
    expect((await save(sellerA, [{ product_id: id, variant_id: null, price: 430_000, stock: 9 }])).saved).toBe(1);
    const detail = dataOf<{ price_lock: { remaining: number } }>(await call(app, 'GET', SELLER_API_PATHS.sellerProduct(id), { token: sellerA.token }));
    expect(detail.price_lock.remaining).toBe(0);
  });

  it('gives a template of the shop’s items; an uploaded sheet is checked line by line and nothing is saved', async () => {
    const id = await create(sellerA, 'Mũ bucket vải kaki loạt', { classifications: [], variants: [] });
    const template = dataOf<{ file_name: string; content_base64: string }>(await call(app, 'GET', SELLER_API_PATHS.sellerProductBulkTemplate, { token: sellerA.token }));
    expect(template.file_name).toMatch(/\.xlsx$/);
    const book = await workbookOf(template.content_base64);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).getCell(1).value).toBe('Mã sản phẩm');
    let line = 0;
    sheet.eachRow((row, at) => {
      if (row.getCell(1).value === id) line = at;
    });
    expect(line).toBeGreaterThan(1);
    sheet.getRow(line).getCell(5).value = 199_000;
    sheet.addRow(['khong-co-ma-nay', '', 'Sai mã', '', 100_000, 1]);
    sheet.addRow([id, '', 'Lặp lại', '', 150_000, -1]);
    const filled = new Uint8Array(await book.xlsx.writeBuffer());

    const checked = await upload(sellerA, filled);
    expect(checked.status).toBe(200);
    const rows = checked.body.data?.rows ?? [];
    expect(rows.find((row) => row.line === line)?.status).toBe('changed');
    expect(rows.at(-2)).toMatchObject({ status: 'refused', issues: [{ code: 'BULK.UNKNOWN_ID' }] });
    expect(rows.at(-1)?.issues.map((found) => found.code)).toEqual(['PRODUCT.INVALID_QUANTITY', 'BULK.DUPLICATE_ROW']);
    expect(checked.body.data?.saved).toBe(0);
    expect((await items(sellerA, 'Mũ bucket')).items[0]?.price).not.toBe(199_000);
    // Sheet B holds seller A's ids: all unknown to B.
    expect((await upload(sellerB, filled)).body.data?.rows.every((row) => row.issues.some((found) => found.code === 'BULK.UNKNOWN_ID'))).toBe(true);

    const wrong = new ExcelJS.Workbook();
    wrong.addWorksheet('x').addRow(['tên', 'giá']);
    expect((await upload(sellerA, new Uint8Array(await wrong.xlsx.writeBuffer()))).body.error_code).toBe('FILE.LIST_NOT_CORRECT');
    expect((await upload(sellerA, new TextEncoder().encode('không phải bảng tính'))).body.error_code).toBe('FILE.READ_ERROR');
  });

  it('makes a download of the filtered list, keeps it 30 days for its shop only, then neither lists nor serves it', async () => {
    await create(sellerA, 'Túi tote canvas tải xuống', { classifications: [], variants: [] });
    const made = dataOf<{ _id: string; rows: number; filter: string; q: string }>(
      await call(app, 'POST', SELLER_API_PATHS.sellerProductExports, { token: sellerA.token, body: { filter: 'available', q: 'tải xuống' } }),
    );
    expect(made).toMatchObject({ rows: 1, filter: 'available', q: 'tải xuống' });
    const history = dataOf<{ _id: string }[]>(await call(app, 'GET', SELLER_API_PATHS.sellerProductExports, { token: sellerA.token }));
    expect(history.map((entry) => entry._id)).toContain(made._id);
    expect(dataOf<unknown[]>(await call(app, 'GET', SELLER_API_PATHS.sellerProductExports, { token: sellerB.token }))).toEqual([]);
    const file = dataOf<{ content_base64: string }>(await call(app, 'GET', SELLER_API_PATHS.sellerProductExportFile(made._id), { token: sellerA.token }));
    const sheet = (await workbookOf(file.content_base64)).worksheets[0];
    expect(sheet?.getRow(2).getCell(2).value).toBe('Túi tote canvas tải xuống');
    expect(sheet?.getRow(2).getCell(3).value).toBe('Đang bán');
    expect((await call(app, 'GET', SELLER_API_PATHS.sellerProductExportFile(made._id), { token: sellerB.token })).status).toBe(404);

    clock.advance(30 * DAY_MS);
    expect(dataOf<unknown[]>(await call(app, 'GET', SELLER_API_PATHS.sellerProductExports, { token: sellerA.token }))).toEqual([]);
    const gone = await call(app, 'GET', SELLER_API_PATHS.sellerProductExportFile(made._id), { token: sellerA.token });
    expect([gone.status, (gone.body as Body).error_code]).toEqual([404, 'EXPORT.NOT_FOUND']);
    expect(await db.query('SELECT id FROM product_exports WHERE id = $1', [made._id])).toEqual([]);
  });

  it('refuses buyers (403) and visitors (401) on every bulk and download route', async () => {
    const buyer = await signUp(app, { destination: probePhone(), name: 'Người Mua Loạt' });
    const routes: [string, string, unknown?][] = [
      ['GET', SELLER_API_PATHS.sellerProductBulk],
      ['PUT', SELLER_API_PATHS.sellerProductBulk, { rows: [] }],
      ['GET', SELLER_API_PATHS.sellerProductBulkTemplate],
      ['POST', SELLER_API_PATHS.sellerProductBulkSheet, {}],
      ['GET', SELLER_API_PATHS.sellerProductExports],
      ['POST', SELLER_API_PATHS.sellerProductExports, {}],
      ['GET', SELLER_API_PATHS.sellerProductExportFile('abc')],
    ];
    for (const [method, path, body] of routes) {
      const asBuyer = await call(app, method, path, { token: buyer.token, ...(body === undefined ? {} : { body }) });
      const asVisitor = await call(app, method, path, body === undefined ? {} : { body });
      expect([path, asBuyer.status, asVisitor.status]).toEqual([path, 403, 401]);
    }
  });
});
