import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import ExcelJS from 'exceljs';
import {
  ADMIN_API_PATHS,
  API_PATHS,
  AdminPayoutPageSchema,
  DAY_MS,
  DEV_API_PATHS,
  envelopeSchema,
  IncomeLinePageSchema,
  PAYOUT_BANK_REFERENCE_MAX,
  PayoutDetailSchema,
  PayoutPageSchema,
  PlatformIncomeSchema,
  SELLER_API_PATHS,
  SELLER_INCOME_PATHS,
  SellerIncomeSummarySchema,
  SheetFileSchema,
  type IncomeLine,
  type Order,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { sellerAccount, type SellerProbe } from '../testing/seller-probe.js';
import { adminToken, expectError, guestToken, orderBody, orderOf, placeOk, refundOf, sellable, type SellableProbe } from '../testing/commerce-probe.js';
import { incomeOnOrderStep, incomeLineSync } from './income-writer.js';
import { incomePayableSweep } from './income-payable-sweep.js';
import { payoutsMake } from './payout-make.js';

const SummaryEnvelope = envelopeSchema(SellerIncomeSummarySchema);
const LinesEnvelope = envelopeSchema(IncomeLinePageSchema);
const DetailEnvelope = envelopeSchema(PayoutDetailSchema);
const AdminPageEnvelope = envelopeSchema(AdminPayoutPageSchema);
const PayoutPageEnvelope = envelopeSchema(PayoutPageSchema);
const SheetEnvelope = envelopeSchema(SheetFileSchema);
const PlatformEnvelope = envelopeSchema(PlatformIncomeSchema);

/** Seller income (issue 28): the ledger written by the order's and refund's steps, payouts, and the routes' scoping. */
describe('seller income (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let shop: SellerProbe;
  let other: SellerProbe;
  let probe: SellableProbe;
  let admin: string;

  const post = (path: string, token: string | undefined, body: unknown = {}) => call(app, 'POST', path, token === undefined ? { body } : { token, body });
  const get = async <T>(path: string, token: string, parse: (body: unknown) => T): Promise<T> => {
    const result = await call(app, 'GET', path, { token });
    if (result.status !== 200) throw new Error(`${path}: ${result.status} ${JSON.stringify(result.body)}`);
    return parse(result.body);
  };
  const summary = (token = shop.token) => get(SELLER_INCOME_PATHS.sellerIncomeSummary, token, (b) => SummaryEnvelope.parse(b).data);
  const lines = (query = '') => get(`${SELLER_INCOME_PATHS.sellerIncomeLines}?${query}`, shop.token, (b) => LinesEnvelope.parse(b).data);
  const lineOf = async (orderId: string): Promise<IncomeLine | undefined> => (await lines()).items.find((line) => line.order_id === orderId);
  const entriesOf = (shopId: string) =>
    db.query<{ key: string; kind: string; amount: number }>('SELECT key, kind, amount FROM income_entries WHERE shop_id = $1 ORDER BY id', [shopId]);
  const payoutsOfShop = async (): Promise<number> =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payouts WHERE shop_id = $1', [shop.shopId]))[0]?.n ?? 0;
  const ledgerSum = async (shopId: string): Promise<number> => (await entriesOf(shopId)).reduce((sum, entry) => sum + entry.amount, 0);

  /** A cash order of the shop's product, handed over and delivered by the carrier (receipt confirmed unless told). */
  const delivered = async (buyer: string, quantity = 1, confirm = true): Promise<Order> => {
    const { order } = await placeOk(app, buyer, orderBody([{ probe: { ...probe, shopId: shop.shopId }, quantity }]));
    await post(SELLER_API_PATHS.sellerOrderConfirm(order._id), shop.token);
    await post(SELLER_API_PATHS.sellerOrderHandOver(order._id), shop.token, { waybill: 'GHN-28' });
    for (let step = 0; step < 3; step += 1) await post(DEV_API_PATHS.devCarrierAdvance(order._id), undefined);
    if (!confirm) return orderOf(await call(app, 'GET', API_PATHS.order(order._id), { token: buyer }));
    return orderOf(await post(API_PATHS.orderConfirmReceipt(order._id), buyer));
  };
  /** The carrier remits the cash of a delivered order. */
  const remit = (orderId: string) => post(DEV_API_PATHS.devCarrierAdvance(orderId), undefined, { event: 'reconciled' });

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    app = testApi(db);
    shop = await sellerAccount(app, db, 'Tiệm thu nhập');
    other = await sellerAccount(app, db, 'Tiệm bên cạnh');
    probe = await sellable(db, { minStock: 5 });
    await db.query('UPDATE products SET shop_id = $1, quantity = quantity + 1000, return_period = 7 WHERE id = $2', [shop.shopId, probe.productId]);
    if (probe.variantId) await db.query('UPDATE variants SET quantity = quantity + 1000 WHERE id = $1', [probe.variantId]);
    await db.query(
      `INSERT INTO shop_payment_accounts (shop_id, bank_name, account_number, account_holder, settlement) VALUES ($1, 'Vietcombank', '0011223344556', 'NGUYEN VAN A', 'weekly')`,
      [shop.shopId],
    );
    admin = await adminToken(app);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('writes a delivered part’s income and fees once, even when the step is retried', async () => {
    const order = await delivered(await guestToken(app));
    const first = await entriesOf(shop.shopId);
    const line0 = await lineOf(order._id);
    // The shop's revenue in, the fees of its plan out (a weekly shop in its first year: service fee only).
    expect(first.find((entry) => entry.kind === 'income')?.amount).toBe((line0?.goods ?? 0) - (line0?.shop_discount ?? 0) - (line0?.shop_voucher ?? 0) - (line0?.shop_shipping_voucher ?? 0));
    expect(first.find((entry) => entry.kind === 'fee_service')?.amount).toBe(-(line0?.fees.service ?? Number.NaN));
    expect(first.some((entry) => entry.kind === 'fee_payment')).toBe(false);
    const [part] = await db.query<{ id: string }>('SELECT id FROM order_shops WHERE order_id = $1', [order._id]);
    await db.transaction(async (tx) => {
      await incomeOnOrderStep(tx, { carrier_status: 'delivering' }, { id: order._id, carrier_status: 'delivered' }, Date.now());
      await incomeLineSync(tx, part?.id ?? '', 'delivered', Date.now());
    });
    expect(await entriesOf(shop.shopId)).toEqual(first);
    const line = await lineOf(order._id);
    expect(line).toMatchObject({ status: 'pending', payment_method: 'CASH', payout_id: null });
    expect(line?.net).toBe(first.reduce((sum, entry) => sum + entry.amount, 0));
    // The ledger refuses to be edited.
    await expect(db.query('UPDATE income_entries SET amount = 0 WHERE shop_id = $1', [shop.shopId])).rejects.toThrow(/append-only/);
  });

  it('makes a line payable after its return window with the cash remitted, pays it on Monday, returns a failed payout to the balance', async () => {
    const order = await delivered(await guestToken(app));
    const now = Date.now();
    // Not remitted yet: the window passing is not enough.
    await incomePayableSweep(db, now + 10 * DAY_MS);
    expect((await lineOf(order._id))?.status).toBe('pending');
    await remit(order._id);
    await incomePayableSweep(db, now + 10 * DAY_MS);
    expect((await lineOf(order._id))?.status).toBe('payable');

    // A Monday in Vietnam after the window: one payout, however often the job runs.
    let monday = now + 10 * DAY_MS;
    while (new Date(monday + 7 * 3_600_000).getUTCDay() !== 1) monday += DAY_MS;
    const payable = (await summary()).balance.payable;
    expect(payable).toBeGreaterThan(0);
    await payoutsMake(db, monday);
    await payoutsMake(db, monday);
    expect(await payoutsOfShop()).toBe(1);
    const [payout] = (await get(SELLER_INCOME_PATHS.sellerPayouts, shop.token, (b) => PayoutPageEnvelope.parse(b).data)).items;
    expect(payout?.amount).toBe(payable);
    expect((await summary()).balance).toMatchObject({ payable: 0, processing: payable });
    expect((await lineOf(order._id))?.status).toBe('in_payout');

    // The admin says the transfer failed: the money is back in the balance, the lines payable, the seller told.
    expectError(await post(SELLER_INCOME_PATHS.adminPayoutFailed(payout?._id ?? ''), admin, { reason: '' }), 400, 'SELLER_INCOME.FAILURE_REASON_REQUIRED');
    expect((await post(SELLER_INCOME_PATHS.adminPayoutFailed(payout?._id ?? ''), admin, { reason: 'Sai số tài khoản' })).status).toBe(200);
    expect((await summary()).balance).toMatchObject({ payable, processing: 0 });
    expect((await lineOf(order._id))?.status).toBe('payable');
    const told = await db.query<{ type: string }>(`SELECT type FROM notifications WHERE user_id = $1 AND side = 'seller' ORDER BY created_at`, [shop.userId]);
    expect(told.map((n) => n.type)).toContain('payout_failed');

    // The next Monday pays again; the admin marks it paid with the bank's reference.
    await payoutsMake(db, monday + 7 * DAY_MS);
    expect(await payoutsOfShop()).toBe(2);
    const queue = await get(`${SELLER_INCOME_PATHS.adminPayouts}?status=processing`, admin, (b) => AdminPageEnvelope.parse(b).data);
    const again = queue.items.find((item) => item.shop_id === shop.shopId);
    expect(again?.amount).toBe(payable);
    expect(queue.counts.failed).toBe(1);
    expectError(await post(SELLER_INCOME_PATHS.adminPayoutPaid(again?._id ?? ''), admin, {}), 400, 'SELLER_INCOME.BANK_REFERENCE_REQUIRED');
    expectError(
      await post(SELLER_INCOME_PATHS.adminPayoutPaid(again?._id ?? ''), admin, { bank_reference: 'x'.repeat(PAYOUT_BANK_REFERENCE_MAX + 1) }),
      400,
      'SELLER_INCOME.BANK_REFERENCE_TOO_LONG',
    );
    expect((await post(SELLER_INCOME_PATHS.adminPayoutPaid(again?._id ?? ''), admin, { bank_reference: 'FT26341123456' })).status).toBe(200);
    expectError(await post(SELLER_INCOME_PATHS.adminPayoutPaid(again?._id ?? ''), admin, { bank_reference: 'FT2' }), 409, 'SELLER_INCOME.PAYOUT_NOT_PROCESSING');
    expectError(await post(SELLER_INCOME_PATHS.adminPayoutPaid('nope'), admin, { bank_reference: 'FT2' }), 404, 'SELLER_INCOME.PAYOUT_NOT_FOUND');
    const detail = await get(SELLER_INCOME_PATHS.sellerPayout(again?._id ?? ''), shop.token, (b) => DetailEnvelope.parse(b).data);
    expect(detail).toMatchObject({ status: 'paid', bank_reference: 'FT26341123456', bank: { bank_name: 'Vietcombank', account_number: '0011223344556' } });
    expect(detail.income_lines.map((line) => line.order_id)).toContain(order._id);
    expect((await lineOf(order._id))?.status).toBe('paid');
    expect((await summary()).balance.paid).toBe(payable);
    const paidNotes = await db.query<{ type: string; data: { reference: string } }>(`SELECT type, data FROM notifications WHERE user_id = $1 AND type = 'payout_paid'`, [shop.userId]);
    expect(paidNotes.map((n) => n.data.reference)).toEqual(['FT26341123456']);

    // The bank transfer file and the statement are spreadsheets naming what they hold.
    const book = new ExcelJS.Workbook();
    const statement = SheetEnvelope.parse((await call(app, 'GET', `${SELLER_INCOME_PATHS.sellerIncomeStatement}?from=2026-01-01&to=2026-12-31`, { token: shop.token })).body).data;
    await book.xlsx.load(new Uint8Array(Buffer.from(statement.content_base64, 'base64')).buffer);
    expect(book.worksheets[0]?.getColumn(3).values).toContain(order._id);
    expectError(await call(app, 'GET', `${SELLER_INCOME_PATHS.sellerIncomeStatement}?from=2026-02-30&to=2026-03-01`, { token: shop.token }), 400, 'SELLER_INCOME.PERIOD_INVALID');
    const transfer = SheetEnvelope.parse((await call(app, 'GET', `${SELLER_INCOME_PATHS.adminPayoutsExport}?status=paid`, { token: admin })).body).data;
    const bank = new ExcelJS.Workbook();
    await bank.xlsx.load(new Uint8Array(Buffer.from(transfer.content_base64, 'base64')).buffer);
    expect(bank.worksheets[0]?.getColumn(4).values).toContain('0011223344556');
  });

  it('charges a completed return to the line and gives back its service fee share', async () => {
    const buyer = await guestToken(app);
    const order = await delivered(buyer, 2);
    const before = await lineOf(order._id);
    const item = order.shops[0]?.items[0];
    const refund = refundOf(await post(API_PATHS.orderRefunds(order._id), buyer, { reason: 'Sai size', items: [{ order_item_id: item?._id, quantity: 1 }] }));
    expect((await lineOf(order._id))?.payable_at).toBeNull();
    await post(SELLER_API_PATHS.sellerRefundApprove(refund._id), shop.token);
    await post(ADMIN_API_PATHS.adminRefundApprove(refund._id), admin);
    await post(DEV_API_PATHS.devCarrierRefundAdvance(refund._id), undefined);
    await post(DEV_API_PATHS.devCarrierRefundAdvance(refund._id), undefined);
    await post(SELLER_API_PATHS.sellerRefundReceive(refund._id), shop.token);
    expect(refundOf(await post(ADMIN_API_PATHS.adminRefundComplete(refund._id), admin)).status).toBe('admin_completed');
    const after = await lineOf(order._id);
    const charge = after?.adjustments.find((a) => a.kind === 'refund');
    expect(charge?.amount).toBe(-Math.floor(((before?.goods ?? 0) - (before?.shop_discount ?? 0) - (before?.shop_voucher ?? 0)) / 2));
    expect(after?.fees.service).toBeLessThanOrEqual(before?.fees.service ?? 0);
    const keys = (await entriesOf(shop.shopId)).map((entry) => entry.key).filter((key) => key.includes(`refund:${refund._id}`));
    expect(keys.some((key) => key.startsWith('refund:'))).toBe(true);
    // The closed return lets the cash order's line become payable (no remittance comes for an order in return).
    await incomePayableSweep(db, Date.now() + 10 * DAY_MS);
    expect((await lineOf(order._id))?.status).toBe('payable');
  });

  it('keeps every shop’s balance equal to the sum of its entries', async () => {
    const figures = (await summary()).balance;
    expect(figures.pending + figures.payable).toBe(await ledgerSum(shop.shopId));
    const empty = (await summary(other.token)).balance;
    expect(empty).toEqual({ pending: 0, payable: 0, processing: 0, paid: 0 });
  });

  it('agrees with the dashboard: its sales are the lines’ buyer payments plus the platform’s vouchers and shipping', async () => {
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const dashboard = (await call(app, 'GET', `api/v1/seller/dashboard?from=${today}&to=${today}`, { token: shop.token })).body as { data: { sales: number } };
    const all = await lines(`from=${today}&to=${today}`);
    const counted = all.items.filter((line) => line.status !== 'void');
    expect(dashboard.data.sales).toBe(counted.reduce((sum, line) => sum + line.buyer_paid + line.platform_voucher + line.shipping_platform, 0));
  });

  it('shows a seller its own payouts only and keeps the admin’s routes to admins', async () => {
    const [payout] = await db.query<{ id: string }>('SELECT id FROM payouts WHERE shop_id = $1 LIMIT 1', [shop.shopId]);
    expectError(await call(app, 'GET', SELLER_INCOME_PATHS.sellerPayout(payout?.id ?? ''), { token: other.token }), 404, 'SELLER_INCOME.PAYOUT_NOT_FOUND');
    expectError(await call(app, 'GET', SELLER_INCOME_PATHS.adminPayouts, { token: shop.token }), 403, 'SELLER_INCOME.NOT_ALLOWED');
    expectError(await call(app, 'GET', SELLER_INCOME_PATHS.adminPayout(payout?.id ?? ''), { token: shop.token }), 403, 'SELLER_INCOME.NOT_ALLOWED');
    expectError(await post(SELLER_INCOME_PATHS.adminPayoutPaid(payout?.id ?? ''), shop.token, { bank_reference: 'X' }), 403, 'SELLER_INCOME.NOT_ALLOWED');
    expectError(await call(app, 'GET', `${SELLER_INCOME_PATHS.adminPlatformIncome}?from=2026-01-01&to=2026-12-31`, { token: shop.token }), 403, 'SELLER_INCOME.NOT_ALLOWED');
    expectError(await call(app, 'GET', SELLER_INCOME_PATHS.sellerIncomeSummary), 401, 'AUTH.TOKEN_MISSING');
    const platform = await get(`${SELLER_INCOME_PATHS.adminPlatformIncome}?from=2026-01-01&to=2026-12-31`, admin, (b) => PlatformEnvelope.parse(b).data);
    expect(platform.service_fees).toBeGreaterThan(0);
    expect(platform.paid_to_shops).toBeGreaterThan(0);
  });
});
