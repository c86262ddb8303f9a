import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_PATHS,
  envelopeSchema,
  ReasonSchema,
  SELLER_CANCEL_OTHER_REASON_ID,
} from '@modavi/core';
import { call } from '../testing/test-api.js';
import {
  expectError,
} from '../testing/commerce-probe.js';
import { checkoutFixture } from './checkout-test-setup.js';

const ReasonsEnvelope = envelopeSchema(z.array(ReasonSchema));

describe('reasons (PGlite)', () => {
  const fixture = checkoutFixture();
  let app = fixture.app;
  beforeAll(() => {
    ({ app } = fixture);
  });

  describe('GET api/v1/public/reasons', () => {
    it('lists cancel and refund reasons in Vietnamese by default and in English for en/ko', async () => {
      const vi = ReasonsEnvelope.parse((await call(app, 'GET', API_PATHS.reasons)).body).data;
      expect(new Set(vi.map((reason) => reason.type))).toEqual(new Set(['cancel', 'refund', 'seller_cancel']));
      expect(vi[0]?.name).toBe('Muốn thay đổi địa chỉ giao hàng');
      const en = ReasonsEnvelope.parse((await call(app, 'GET', `${API_PATHS.reasons}?type=refund`, { headers: { language: 'en' } })).body).data;
      expect(en.every((reason) => reason.type === 'refund')).toBe(true);
      expect(en[0]?.name).toBe('Items are missing from the parcel');
      const ko = ReasonsEnvelope.parse((await call(app, 'GET', `${API_PATHS.reasons}?type=cancel`, { headers: { language: 'ko' } })).body).data;
      expect(ko.map((reason) => reason._id)).toEqual(vi.filter((reason) => reason.type === 'cancel').map((reason) => reason._id));
      expect(ko[0]?.name).toBe('I want to change the delivery address');
    });

    it("lists a seller's cancel reasons (migration 043), the seller's own words last", async () => {
      const seller = ReasonsEnvelope.parse((await call(app, 'GET', `${API_PATHS.reasons}?type=seller_cancel`)).body).data;
      expect(seller[0]?.name).toBe('Hết hàng');
      expect(seller.at(-1)?._id).toBe(SELLER_CANCEL_OTHER_REASON_ID);
      const kr = ReasonsEnvelope.parse((await call(app, 'GET', `${API_PATHS.reasons}?type=seller_cancel`, { headers: { language: 'en' } })).body).data;
      expect(kr[0]?.name).toBe('Out of stock');
    });

    it('refuses an unknown type', async () => {
      expectError(await call(app, 'GET', `${API_PATHS.reasons}?type=other`), 400, 'REQUEST.INVALID');
    });
  });

});
