import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, httpCheckoutGateway } from '@modavi/adapters';
import type { CheckoutGateway, CheckoutOrderRequest } from '@modavi/core';
import type { Hono } from 'hono';
import { guestSessionCreate } from '../../server/src/sessions/session-store';
import { memoryTestDb, type TestDb } from '../../server/src/testing/test-db';
import { testApi } from '../../server/src/testing/test-api';
import { addressIn, sellable, VN_SHOP_ALL_METHODS, type SellableProbe } from '../../server/src/testing/commerce-probe';

describe('httpCheckoutGateway against the reference server', () => {
  let test: TestDb;
  let app: Hono;
  let probe: SellableProbe;
  let gateway: CheckoutGateway;
  const sent: Headers[] = [];

  const request = (quantity = 1, extra: Partial<CheckoutOrderRequest> = {}): CheckoutOrderRequest => ({
    shops: [{ shop_id: probe.shopId, items: [{ product_id: probe.productId, variant_id: probe.variantId, quantity }] }],
    address: addressIn('01'),
    payment_method: 'CASH',
    voucher_codes: [],
    agreed_terms: true,
    express: false,
    ...extra,
  });

  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
    probe = await sellable(test.db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 3 });
    const session = await guestSessionCreate(test.db);
    gateway = httpCheckoutGateway(
      createHttpClient({
        baseUrl: '',
        context: { token: () => session.token, country: () => 'VN', locale: () => 'kr', sessionId: () => 's', deviceId: () => 'web-test' },
        fetch: (url, init) => {
          sent.push(new Headers(init.headers));
          return Promise.resolve(app.request(url, init));
        },
      }),
    );
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('previews a draft into core’s CheckoutPreview', async () => {
    const preview = await gateway.checkoutPreview(request(2));
    if (!preview.ok) throw new Error(JSON.stringify(preview.error));
    expect(preview.value.issues).toEqual([]);
    expect(preview.value.shops[0]?.totals.subtotal).toBe(probe.price * 2);
    expect(preview.value.totals.payable).toBe(preview.value.totals.subtotal + preview.value.totals.shipping_fee);
  });

  it('lists voucher offers for a selection, empty or not', async () => {
    const offers = await gateway.voucherOffers([]);
    expect(offers.ok && offers.value.some((offer) => offer.voucher.code === 'FREESHIP')).toBe(true);
  });

  it('places an order once per idempotency key, sending the key as a header', async () => {
    const first = await gateway.orderPlace(request(), 'adapter-key-1');
    const again = await gateway.orderPlace(request(), 'adapter-key-1');
    expect(first.ok && again.ok && first.value.order._id === again.value.order._id).toBe(true);
    expect(sent.at(-1)?.get('idempotency-key')).toBe('adapter-key-1');
    expect(sent.at(-1)?.get('language')).toBe('en');
    expect(await gateway.orderPlace(request(), '')).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST', errorCode: 'REQUEST.INVALID' } });
    expect(await gateway.orderPlace(request(probe.stock + 1_000), 'adapter-key-2')).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', status: 409, errorCode: 'CART.OUT_OF_STOCK' },
    });
    expect(await gateway.orderPlace(request(1, { payment_method: 'MOMO', return_url: 'https://evil.example' }), 'adapter-key-3')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_REQUEST', errorCode: 'CHECKOUT.DRAFT_INVALID' },
    });
    const online = await gateway.orderPlace(request(1, { payment_method: 'MOMO' }), 'adapter-key-4');
    expect(online.ok && online.value.payment?.url).toMatch(/\/sandbox\/pay\/[0-9a-f]{24}\?lang=en$/);
  });
});
