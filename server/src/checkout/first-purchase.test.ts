import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Hono } from 'hono';
import type { Db } from '../db/db.js';
import { testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { signUp } from '../testing/auth-probe.js';
import {
  addressIn,
  expectError,
  guestToken,
  orderBody,
  placeCall,
  placeOk,
  sellable,
  VN_SHOP_ALL_METHODS,
  type SellableProbe,
} from '../testing/commerce-probe.js';

/** Voucher conditions rest on facts the server can stand behind (security issue, item 3). */
describe('first-purchase and app-only vouchers (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  let app: Hono;
  let probe: SellableProbe;
  let quantity: number;

  /** An order big enough for CHAO100K (300K minimum), to this address, with these codes. */
  const body = (address: ReturnType<typeof addressIn>, codes: string[] = ['CHAO100K']) =>
    orderBody([{ probe, quantity }], { voucher_codes: codes, address });

  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
    app = testApi(db);
    probe = await sellable(db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 2 });
    if (probe.variantId) await db.query('UPDATE variants SET quantity = 10000 WHERE id = $1', [probe.variantId]);
    await db.query('UPDATE products SET quantity = quantity + 10000 WHERE id = $1', [probe.productId]);
    quantity = Math.max(1, Math.ceil(300_000 / probe.price));
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('gives the first-purchase voucher only to a proven phone: a guest is asked to log in with one (issue 24)', async () => {
    const home = addressIn('01', { phone: '0987100001', detail: '5 Hàng Bài' });
    expectError(await placeCall(app, await guestToken(app), body(home)), 422, 'VOUCHER.PHONE_PROOF_REQUIRED');
    // The guest's order goes through without it.
    await placeOk(app, await guestToken(app), body(home, []));
  });

  it('keys the house by ward, house number and street, so other spellings of a house that bought are no first purchase', async () => {
    await placeOk(app, await guestToken(app), body(addressIn('01', { phone: '0987100011', detail: '12 Hàng Bạc' }), []));
    for (const [n, detail] of ['12 Hàng Bạc, tầng 2', 'Số 12 Hàng Bạc', '12A Hàng Bạc', 'số 12 phố Hàng Bạc'].entries()) {
      const buyer = await signUp(app, { destination: `098710002${n}`, name: 'Người Mới' });
      expectError(await placeCall(app, buyer.token, body(addressIn('01', { phone: `098710002${n}`, detail }))), 422, 'VOUCHER.FIRST_PURCHASE_ONLY');
    }
    // Someone new with a proven phone at a new house is a first purchase.
    const newcomer = await signUp(app, { destination: '0987100031', name: 'Người Mới Thật' });
    await placeOk(app, newcomer.token, body(addressIn('01', { phone: '0987100031', detail: '7 Tràng Tiền' })));
  });

  it('decides an account by its own orders and its proven phone', async () => {
    // A guest already bought with this phone; the account that proves the phone is no first buyer.
    await placeOk(app, await guestToken(app), body(addressIn('01', { phone: '0987200001', detail: '1 Đinh Tiên Hoàng' }), []));
    const owner = await signUp(app, { destination: '0987200001', name: 'Phạm Thu Hà' });
    const elsewhere = addressIn('01', { phone: '0987299999', detail: '2 Lê Thái Tổ' });
    expectError(await placeCall(app, owner.token, body(elsewhere)), 422, 'VOUCHER.FIRST_PURCHASE_ONLY');

    const newcomer = await signUp(app, { destination: '0987200002', name: 'Đỗ Minh Anh' });
    await placeOk(app, newcomer.token, body(addressIn('01', { phone: '0987200002', detail: '3 Lê Lai' })));
    expectError(await placeCall(app, newcomer.token, body(addressIn('01', { phone: '0987200003', detail: '4 Lê Lai' }))), 422, 'VOUCHER.FIRST_PURCHASE_ONLY');
  });

  it('refuses an app-only voucher from a request claiming an app device id', async () => {
    const address = addressIn('01', { phone: '0987300001', detail: '8 Nhà Chung' });
    for (const deviceId of ['android-1f2e3d', 'ios-1234']) {
      const refused = await call(deviceId, address);
      expectError(refused, 422, 'VOUCHER.APP_ONLY');
    }
  });

  const call = (deviceId: string, address: ReturnType<typeof addressIn>) =>
    guestToken(app).then((token) => placeCall(app, token, body(address, ['APP50K']), undefined, { 'device-id': deviceId }));
});
