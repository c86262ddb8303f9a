import { describe, expect, it } from 'vitest';
import { API_PATHS, DAY_MS, DEV_API_PATHS, ORDER_CANCEL_REASON_MAX, SELLER_MARKETING_PATHS, TEXT_LIMITS } from '@modavi/core';
import { call } from '../testing/test-api.js';
import { testServer } from '../testing/test-server.js';
import { errorCodeOf, guestToken, orderBody, placeCall, placeOk, sellable } from '../testing/commerce-probe.js';
import { sellerAccount } from '../testing/seller-probe.js';
import { JSON_BODY_BYTES_MAX } from './body-limits.js';
import { JSON_DEPTH_MAX, jsonFlaw, jsonNestsDeeperThan } from './input-text.js';

const big = (bytes: number) => 'x'.repeat(bytes);

describe('what a request may carry', () => {
  const server = testServer();

  it('refuses a body above the JSON limit with 413 REQUEST.TOO_LARGE, before parsing it', async () => {
    const login = await call(server.app, 'POST', API_PATHS.authLogin, { body: { identifier: big(JSON_BODY_BYTES_MAX), password: 'x' } });
    expect([login.status, errorCodeOf(login)]).toEqual([413, 'REQUEST.TOO_LARGE']);
    const token = await guestToken(server.app);
    const order = await placeCall(server.app, token, { note: big(20 * 1024 * 1024) });
    expect([order.status, errorCodeOf(order)]).toEqual([413, 'REQUEST.TOO_LARGE']);
  });

  it("refuses a seller note and a cancel reason longer than core's limits", async () => {
    const token = await guestToken(server.app);
    const probe = await sellable(server.db);
    const body = orderBody([{ probe }]);
    const shops = (body['shops'] as Record<string, unknown>[]).map((shop) => ({ ...shop, seller_note: big(TEXT_LIMITS.note + 1) }));
    const noted = await placeCall(server.app, token, { ...body, shops });
    expect([noted.status, errorCodeOf(noted)]).toEqual([400, 'CHECKOUT.DRAFT_INVALID']);
    const { order } = await placeOk(server.app, token, orderBody([{ probe }]));
    const cancel = await call(server.app, 'POST', API_PATHS.orderCancel(order._id), { token, body: { reason: big(ORDER_CANCEL_REASON_MAX + 1) } });
    expect([cancel.status, errorCodeOf(cancel)]).toEqual([400, 'ORDER.CANCEL_REASON_TOO_LONG']);
  });

  it('refuses a NUL character in any text with 400 REQUEST.INVALID, never a 500 with the driver’s words', async () => {
    const token = await guestToken(server.app);
    const probe = await sellable(server.db);
    const placed = await placeCall(server.app, token, orderBody([{ probe }], { voucher_codes: ['A\u0000B'] }));
    expect([placed.status, errorCodeOf(placed)]).toEqual([400, 'REQUEST.INVALID']);
    expect(JSON.stringify(placed.body)).not.toMatch(/invalid byte sequence|0x00|syntax/i);
    const login = await call(server.app, 'POST', API_PATHS.authLogin, { body: { identifier: '0912\u0000345678', password: 'x' } });
    expect([login.status, errorCodeOf(login)]).toEqual([400, 'REQUEST.INVALID']);
    const product = await call(server.app, 'GET', `${API_PATHS.product('abc')}%00`);
    expect([product.status, errorCodeOf(product)]).toEqual([400, 'REQUEST.INVALID']);
    const search = await call(server.app, 'GET', `${API_PATHS.productSearch}?q=%00`);
    expect(search.status).toBe(400);
  });

  it('refuses a broken multipart body on the Apple callback with 400', async () => {
    const response = await server.app.request(`/${API_PATHS.authOauthCallback('apple')}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=----broken' },
      body: '------broken\r\nContent-Disposition: form-data; name="state"\r\n\r\nno end',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'REQUEST.INVALID' });
  });

  it('refuses a body nested 10,000 deep (20 KB) with 400 REQUEST.TOO_DEEP before any walk, not a 500 from a blown stack', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const login = await call(server.app, 'POST', API_PATHS.authLogin, { body: deep });
    expect([login.status, errorCodeOf(login)]).toEqual([400, 'REQUEST.TOO_DEEP']);
    // Up to the limit the route answers as before; brackets inside strings are text.
    const allowed = `{"identifier":"${'['.repeat(100)}","password":"x","extra":${'['.repeat(JSON_DEPTH_MAX - 1)}${']'.repeat(JSON_DEPTH_MAX - 1)}}`;
    const answered = await call(server.app, 'POST', API_PATHS.authLogin, { body: allowed });
    expect(answered.status).toBeLessThan(500);
    expect(errorCodeOf(answered)).not.toBe('REQUEST.TOO_DEEP');
  });

  it('refuses numbers beyond the safe integers and lone surrogates with 400 REQUEST.VALUE_UNSUPPORTED: they reached the database (a 500 on jsonb)', async () => {
    const record = (time: string, userId = 'u') =>
      `{"createdAt":${time},"updatedAt":1,"userId":${JSON.stringify(userId)},"deviceId":"d","lastUsed":1,"timestamp":1,"token":"t"}`;
    for (const body of [record('1', 'a\ud800'), record(String(2 ** 53)), record('1e305'), record('-1e305'), record('1e400')]) {
      const stored = await call(server.app, 'POST', DEV_API_PATHS.devDocuments('probe'), { body });
      expect([stored.status, errorCodeOf(stored)], body).toEqual([400, 'REQUEST.VALUE_UNSUPPORTED']);
    }
    const kept = await call(server.app, 'POST', DEV_API_PATHS.devDocuments('probe'), { body: record(String(Number.MAX_SAFE_INTEGER), 'a\ud83d\ude00') });
    expect(kept.status).toBe(201);
  });

  it('answers a safe integer too large for its column (2^31 in a voucher) with 400 REQUEST.VALUE_UNSUPPORTED, not the database’s 500', async () => {
    const seller = await sellerAccount(server.app, server.db, 'Tiệm Số Lớn');
    const now = Date.now();
    const voucher = (overrides: Record<string, unknown>) => ({
      name: 'Giảm 10.000đ',
      code: `BIG${String(now).slice(-5)}${Object.keys(overrides).length}`,
      kind: 'shop',
      scope: 'whole_shop',
      product_ids: [],
      display: 'public',
      saveable_count: 100,
      usable_count: 50,
      discount_type: 'fixed',
      value: 10_000,
      max_discount: null,
      min_order: 100_000,
      max_budget: 1_000_000,
      start_time: now - DAY_MS,
      end_time: now + 7 * DAY_MS,
      per_customer_limit: 1,
      ...overrides,
    });
    const refused = await call(server.app, 'POST', SELLER_MARKETING_PATHS.vouchers, { token: seller.token, body: voucher({ saveable_count: 2 ** 31 }) });
    expect([refused.status, errorCodeOf(refused)]).toEqual([400, 'REQUEST.VALUE_UNSUPPORTED']);
    // The same voucher within range is made: only the value was refused.
    const made = await call(server.app, 'POST', SELLER_MARKETING_PATHS.vouchers, { token: seller.token, body: voucher({}) });
    expect(made.status).toBe(201);
  });

  it('reads nesting on the text in one pass and walks values without recursion', () => {
    expect(jsonNestsDeeperThan('[[["]]]]]]]\\"]]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":"\\"[[[[","b":[[[[1]]]]}', 3)).toBe(true);
    expect(jsonFlaw(JSON.parse('['.repeat(30_000) + ']'.repeat(30_000)))).toBeNull();
    expect(jsonFlaw({ a: [1.5, -(2 ** 53 - 1), 'ok 😀'] })).toBeNull();
    expect(jsonFlaw({ a: [{ b: 2 ** 53 }] })).toBe('unsafe_number');
    expect(jsonFlaw({ a: '\udc00x' })).toBe('lone_surrogate');
    expect(jsonFlaw({ ['x\u0000']: 1 })).toBe('nul');
  });
});
