import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  cartPayable,
  orderIsInternational,
  ProductSchema,
  shopShipsFromAbroad,
} from '@modavi/core';
import { SHIPPING_TARIFF } from '../carrier/shipping-fee.js';
import { call } from '../testing/test-api.js';
import {
  addressIn,
  expectError,
  guestToken,
  orderBody,
} from '../testing/commerce-probe.js';
import { checkoutFixture } from './checkout-test-setup.js';


describe('checkout preview (PGlite)', () => {
  const fixture = checkoutFixture();
  const { preview, issueCodes } = fixture;
  let app = fixture.app;
  let hanoi = fixture.hanoi;
  let saigon = fixture.saigon;
  let korean = fixture.korean;
  beforeAll(() => {
    ({ app, hanoi, saigon, korean } = fixture);
  });

  describe('POST api/v1/mobile/checkout/preview', () => {
    it('prices the selection per shop with core cartPayable and says what is still missing', async () => {
      const token = await guestToken(app);
      const result = await preview(token, orderBody([{ probe: hanoi, quantity: 2 }, { probe: saigon }], { address: null, payment_method: null }));
      expect(issueCodes(result)).toEqual(['CHECKOUT.ADDRESS_REQUIRED', 'CHECKOUT.PAYMENT_METHOD_REQUIRED']);
      expect(result.shops.map((shop) => shop.totals.subtotal)).toEqual([hanoi.price * 2, saigon.price]);
      expect(result.shops.every((shop) => shop.shipping_quotes.length === 0 && shop.totals.shipping_fee === 0)).toBe(true);
      expect(result.totals.payable).toBe(hanoi.price * 2 + saigon.price);
      expect(result.payment_methods).toContain('CASH');
    });

    it('quotes the tariff by province and weight, and express only within a region', async () => {
      const token = await guestToken(app);
      const result = await preview(token, orderBody([{ probe: hanoi }, { probe: saigon }], { address: addressIn('01') }));
      expect(result.issues).toEqual([]);
      const [fromHanoi, fromSaigon] = result.shops;
      const steps = (grams: number) => Math.max(0, Math.ceil((grams - 1_000) / 500));
      expect(fromHanoi?.shipping_quotes).toEqual([
        { option: 'standard', fee: SHIPPING_TARIFF.sameProvince + steps(hanoi.weight) * 5_000, available: true, refusal_code: null },
        { option: 'express', fee: SHIPPING_TARIFF.sameProvince + steps(hanoi.weight) * 5_000 + SHIPPING_TARIFF.expressSameProvince, available: true, refusal_code: null },
      ]);
      expect(fromSaigon?.shipping_quotes[0]?.fee).toBe(SHIPPING_TARIFF.otherRegion + steps(saigon.weight) * 5_000);
      expect(fromSaigon?.shipping_quotes[1]).toMatchObject({ option: 'express', available: false, refusal_code: 'CHECKOUT.SHIPPING_NOT_AVAILABLE_AT_ADDRESS' });
      // The totals are core's cartPayable over the priced lines: an app summing the preview gets the server's numbers.
      const shippingFee = (fromHanoi?.totals.shipping_fee ?? 0) + (fromSaigon?.totals.shipping_fee ?? 0);
      expect(result.totals).toMatchObject({ subtotal: hanoi.price + saigon.price, shipping_fee: shippingFee, payable: hanoi.price + saigon.price + shippingFee });
      const cart = {
        valid: result.shops.map((shop) => ({
          shop: shop.shop,
          items: shop.items.map((item, index) => ({
            _id: `line-${index}`,
            product: { _id: item.product_id, name: item.name, images: [], sale_price: item.unit_price, sale_price_original: null, variant: null },
            quantity: item.quantity,
            sale_price: item.unit_price,
            price: item.unit_price,
            price_original: null,
            variant_id: item.variant_id ?? null,
            is_selected: true,
            store_quantity: item.stock,
          })),
        })),
        invalid: [],
      };
      const shopsPricing = Object.fromEntries(result.shops.map((shop) => [shop.shop._id, { shippingFee: shop.totals.shipping_fee }]));
      expect(cartPayable(cart, { shops: shopsPricing }).payable).toBe(result.totals.payable);
      expect(result.is_international).toBe(false);
    });

    it('marks an order from a Korean shop international, without cash on delivery', async () => {
      const token = await guestToken(app);
      const result = await preview(token, orderBody([{ probe: korean }]));
      expect(result.is_international).toBe(true);
      expect(result.payment_methods).not.toContain('CASH');
      expect(issueCodes(result)).toEqual(['CHECKOUT.PAYMENT_METHOD_NOT_AVAILABLE']);
      expect(result.shops[0]?.shipping_quotes[0]?.fee).toBeGreaterThanOrEqual(SHIPPING_TARIFF.fromKorea);
      // The product page reads the same rule from the shop the product API sends.
      const product = ProductSchema.parse(((await call(app, 'GET', API_PATHS.product(korean.productId))).body as { data: unknown }).data);
      expect(product.shop.ships_from_abroad).toBe(true);
      expect(orderIsInternational([shopShipsFromAbroad(product.shop)], false)).toBe(result.is_international);
      const domestic = ProductSchema.parse(((await call(app, 'GET', API_PATHS.product(hanoi.productId))).body as { data: unknown }).data);
      expect(orderIsInternational([shopShipsFromAbroad(domestic.shop)], false)).toBe(false);
    });

    it('applies voucher codes or says why not, and applies the best shop discount', async () => {
      const token = await guestToken(app);
      const result = await preview(
        token,
        orderBody([{ probe: hanoi, quantity: 3 }], { voucher_codes: ['freeship', 'NOPE', 'APP50K', 'HOANXU5'] }),
      );
      const byCode = new Map(result.vouchers.map((outcome) => [outcome.code, outcome]));
      expect(byCode.get('NOPE')?.refusal?.code).toBe('VOUCHER.NOT_FOUND');
      expect(byCode.get('APP50K')?.refusal?.code).toBe('VOUCHER.APP_ONLY');
      const goods = hanoi.price * 3;
      expect(byCode.get('FREESHIP')?.applied).toBe(goods >= 150_000);
      if (goods >= 200_000) expect(byCode.get('HOANXU5')?.voucher?.amount).toBe(Math.min(50_000, Math.floor(goods * 0.05)));
      expect(result.totals.cash_back).toBe(byCode.get('HOANXU5')?.voucher?.amount ?? 0);
      expect(issueCodes(result)).toContain('VOUCHER.NOT_FOUND');
    });

    it('refuses a body that is not a draft', async () => {
      const token = await guestToken(app);
      expectError(await call(app, 'POST', API_PATHS.checkoutPreview, { token, body: { shops: 'x' } }), 400, 'CHECKOUT.DRAFT_INVALID');
    });
  });

});
