import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_PATHS,
  envelopeSchema,
  VoucherOfferSchema,
} from '@modavi/core';
import { call } from '../testing/test-api.js';
import {
  expectError,
  guestToken,
} from '../testing/commerce-probe.js';
import { checkoutFixture } from './checkout-test-setup.js';
import { signUp } from '../testing/auth-probe.js';

const OffersEnvelope = envelopeSchema(z.array(VoucherOfferSchema));

describe('vouchers (PGlite)', () => {
  const fixture = checkoutFixture();
  const { addToCart } = fixture;
  let app = fixture.app;
  let hanoi = fixture.hanoi;
  beforeAll(() => {
    ({ app, hanoi } = fixture);
  });

  describe('GET api/v1/mobile/vouchers', () => {
    it('needs a session', async () => {
      expectError(await call(app, 'GET', API_PATHS.vouchers), 401, 'AUTH.TOKEN_MISSING');
    });

    it('lists public vouchers with why each applies or not to the selected lines', async () => {
      const token = await guestToken(app);
      const empty = OffersEnvelope.parse((await call(app, 'GET', API_PATHS.vouchers, { token })).body).data;
      const byCode = new Map(empty.map((offer) => [offer.voucher.code, offer]));
      // A first-purchase voucher asks a guest to prove a phone (log in with one) first.
      expect(byCode.get('CHAO100K')?.refusal?.code).toBe('VOUCHER.PHONE_PROOF_REQUIRED');
      expect(byCode.get('APP50K')?.refusal?.code).toBe('VOUCHER.APP_ONLY');
      expect(byCode.get('SAPTOI')?.refusal?.code).toBe('VOUCHER.NOT_STARTED');
      // Ended and code-only vouchers are not listed.
      expect(byCode.has('DAUNAM')).toBe(false);
      expect(empty.some((offer) => offer.voucher.display !== 'public')).toBe(false);
      expect(empty.filter((offer) => offer.voucher.shop_id).every((offer) => offer.refusal?.code === 'VOUCHER.NOT_FOR_SHOP')).toBe(true);

      const account = (await signUp(app, { destination: `09${String(Date.now() + 7).slice(-8)}` })).token;
      expect(OffersEnvelope.parse((await call(app, 'GET', API_PATHS.vouchers, { token: account })).body).data.find((offer) => offer.voucher.code === 'CHAO100K')?.refusal?.code).toBe('VOUCHER.MIN_ORDER_NOT_MET');
      const line = await addToCart(account, hanoi, 3);
      const selected = OffersEnvelope.parse((await call(app, 'GET', `${API_PATHS.vouchers}?cart_line_ids=${line}`, { token: account })).body).data;
      const chao = selected.find((offer) => offer.voucher.code === 'CHAO100K');
      const goods = hanoi.price * 3;
      expect(chao?.applicable).toBe(goods >= 300_000);
      if (chao?.applicable) expect(chao.amount).toBe(100_000);
      else expect(chao?.refusal).toEqual({ code: 'VOUCHER.MIN_ORDER_NOT_MET', params: { min: 300_000, missing: 300_000 - goods } });
    });

    it("marks the vouchers the buyer saved to the wallet, so checkout can list them first", async () => {
      const { token } = await signUp(app, { destination: `09${String(Date.now()).slice(-8)}` });
      const before = OffersEnvelope.parse((await call(app, 'GET', API_PATHS.vouchers, { token })).body).data;
      const modavi10 = before.find((offer) => offer.voucher.code === 'MODAVI10');
      if (!modavi10) throw new Error('MODAVI10 is not listed');
      expect(before.every((offer) => !offer.saved)).toBe(true);
      expect((await call(app, 'POST', API_PATHS.voucherWalletSave(modavi10.voucher._id), { token })).status).toBeLessThan(300);
      const after = OffersEnvelope.parse((await call(app, 'GET', API_PATHS.vouchers, { token })).body).data;
      expect(after.filter((offer) => offer.saved).map((offer) => offer.voucher.code)).toEqual(['MODAVI10']);
    });

    it('refuses an app-only voucher whatever device id the request claims: nothing proves a request is the app’s', async () => {
      const token = await guestToken(app);
      for (const deviceId of ['ios-1234', 'android-5678', '']) {
        const offers = OffersEnvelope.parse((await call(app, 'GET', API_PATHS.vouchers, { token, headers: { 'device-id': deviceId } })).body).data;
        expect(offers.find((offer) => offer.voucher.code === 'APP50K')?.refusal?.code).toBe('VOUCHER.APP_ONLY');
      }
      const web = OffersEnvelope.parse((await call(app, 'GET', API_PATHS.vouchers, { token, headers: { 'device-id': 'web-abc' } })).body).data;
      expect(web.find((offer) => offer.voucher.code === 'APP50K')?.refusal?.code).toBe('VOUCHER.APP_ONLY');
    });
  });

});
