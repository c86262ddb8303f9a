import { describe, expect, it } from 'vitest';
import { makeAddress } from '../testing/identity-factories.js';
import {
  voucherFirstPurchase,
  voucherFirstPurchaseKeys,
  voucherPhoneKey,
  voucherPlaceKey,
  type FirstPurchaseBuyer,
  type FirstPurchaseEarlierOrder,
} from './voucher-first-purchase.js';

const guest = (overrides: Partial<FirstPurchaseBuyer> = {}): FirstPurchaseBuyer => ({
  ownerId: 'guest-new',
  userId: null,
  verifiedPhoneKey: null,
  deliveryPhoneKey: '912345678',
  deliveryPlaceKey: '01|001|00001|12 pho hue',
  ...overrides,
});
const order = (overrides: Partial<FirstPurchaseEarlierOrder> = {}): FirstPurchaseEarlierOrder => ({
  owner_id: 'someone',
  buyer_phone_key: null,
  delivery_phone_key: null,
  delivery_place_key: null,
  ...overrides,
});

describe('voucherFirstPurchase: decided on what the server can stand behind', () => {
  it('reads one phone however it is typed, and an address however it is spelled', () => {
    expect(new Set(['0912345678', '+84 912 345 678', '84912345678', '+84 091 234 5678'].map(voucherPhoneKey))).toEqual(new Set(['912345678']));
    expect(voucherPhoneKey('12345')).toBeNull();
    const address = makeAddress({ detail: '12 Phố Huế' });
    expect(voucherPlaceKey({ ...address, detail: '  12, pho HUE ' })).toBe(voucherPlaceKey(address));
    expect(voucherPlaceKey({ ...address, ward_code: 'other' })).not.toBe(voucherPlaceKey(address));
  });

  it('reads one house however its street line is written (issue 24: five spellings of one house)', () => {
    const address = makeAddress({ detail: '12 Hàng Bạc' });
    for (const detail of ['12 Hàng Bạc, tầng 2', 'Số 12 Hàng Bạc', '12A Hàng Bạc', 'Nhà số 12 phố Hàng Bạc', '12 HANG BAC phòng 301', 'số 12, Hàng Bạc', '12 Hàng Bạc căn hộ 5']) {
      expect(voucherPlaceKey({ ...address, detail })).toBe(voucherPlaceKey(address));
    }
    // Another house, an alley's house, another street: other places.
    for (const detail of ['14 Hàng Bạc', '12/3 Hàng Bạc', '12 Hàng Bồ', '12 Hồ Tùng Mậu']) {
      expect(voucherPlaceKey({ ...address, detail })).not.toBe(voucherPlaceKey(address));
    }
    expect(voucherPlaceKey({ ...address, detail: '12 Hồ Tùng Mậu' })).toBe(voucherPlaceKey({ ...address, detail: 'số 12 đường Hồ Tùng Mậu' }));
  });

  it('refuses any buyer, an account too, delivering to a house that has bought', () => {
    const account = guest({ ownerId: 'user-2', userId: 'user-2', verifiedPhoneKey: '900000002' });
    expect(voucherFirstPurchase(account, [order({ delivery_place_key: '01|001|00001|12 pho hue' })])).toBe(false);
    expect(voucherFirstPurchaseKeys(account).places).toEqual(['01|001|00001|12 pho hue']);
  });

  it('refuses a fresh guest whose delivery phone or address has already bought', () => {
    expect(voucherFirstPurchase(guest(), [])).toBe(true);
    expect(voucherFirstPurchase(guest(), [order({ delivery_phone_key: '912345678' })])).toBe(false);
    expect(voucherFirstPurchase(guest(), [order({ delivery_place_key: '01|001|00001|12 pho hue' })])).toBe(false);
    expect(voucherFirstPurchase(guest(), [order({ buyer_phone_key: '912345678' })])).toBe(false);
    expect(voucherFirstPurchase(guest(), [order({ delivery_phone_key: '999999999' })])).toBe(true);
  });

  it('decides an account by its own orders and its proven phone', () => {
    const account = guest({ ownerId: 'user-1', userId: 'user-1', verifiedPhoneKey: '900000001', deliveryPhoneKey: '912345678' });
    expect(voucherFirstPurchase(account, [order({ owner_id: 'user-1' })])).toBe(false);
    expect(voucherFirstPurchase(account, [order({ buyer_phone_key: '900000001' })])).toBe(false);
    expect(voucherFirstPurchase(account, [order({ delivery_phone_key: '900000001' })])).toBe(false);
    // The account's own proof counts, not a delivery phone typed in this checkout.
    expect(voucherFirstPurchase(account, [order({ delivery_phone_key: '912345678' })])).toBe(true);
    expect(voucherFirstPurchaseKeys(account)).toEqual({ phones: ['900000001'], places: ['01|001|00001|12 pho hue'] });
    expect(voucherFirstPurchaseKeys(guest())).toEqual({ phones: ['912345678'], places: ['01|001|00001|12 pho hue'] });
  });
});
