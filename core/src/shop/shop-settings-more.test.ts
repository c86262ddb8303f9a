import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shopPaymentSettingsValidate } from './shop-payment-settings.js';
import { shopInfoValidate } from './shop-info.js';
import { SHOP_PAUSE_MAX_DAYS, shopPaused, shopPauseValidate, vietnamDayOfInput } from './shop-pause.js';
import { SHOP_SETTINGS_ERRORS } from './shop-settings-errors.js';
import { SHOP_ERRORS } from './shop-errors.js';

const codes = (result: { ok: boolean; error?: readonly { code: string }[] }) => (result.ok ? [] : (result.error ?? []).map((found) => found.code));
const payment = { bank_name: 'Vietcombank', account_number: '0123456789', account_holder: 'Trần Bán', branch: '', settlement: 'weekly', payment_methods: ['CASH'] };
const info = {
  name: 'Tiệm Lụa',
  description: 'x'.repeat(120),
  address: { street: '1 Phúc Xá', province: 'Thành phố Hà Nội', district: 'Quận Ba Đình', ward: 'Phường Phúc Xá' },
  country: 'VN',
};
// 2026-01-10 12:00 in Vietnam.
const NOW = Date.UTC(2026, 0, 10, 5, 0, 0);

describe('shopPaymentSettingsValidate', () => {
  it('cleans the account number and holder, and keeps the methods in the spec order', () => {
    const result = shopPaymentSettingsValidate({ ...payment, account_number: '0123 456.789', payment_methods: ['MOMO', 'CASH', 'MOMO'] });
    expect(result).toMatchObject({ ok: true, value: { account_number: '0123456789', account_holder: 'TRẦN BÁN', payment_methods: ['CASH', 'MOMO'] } });
  });

  it.each([
    [{ ...payment, bank_name: ' ' }, ['SHOP_SETTINGS.BANK_NAME_REQUIRED']],
    [{ ...payment, account_number: '12345' }, ['SHOP_SETTINGS.ACCOUNT_NUMBER_INVALID']],
    [{ ...payment, account_number: '' }, ['SHOP_SETTINGS.ACCOUNT_NUMBER_REQUIRED']],
    [{ ...payment, account_holder: '' }, ['SHOP_SETTINGS.ACCOUNT_HOLDER_REQUIRED']],
    [{ ...payment, branch: 'b'.repeat(101) }, ['SHOP_SETTINGS.TEXT_TOO_LONG']],
    [{ ...payment, settlement: 'daily' }, ['SHOP_SETTINGS.INVALID_FIELD']],
    [{ ...payment, payment_methods: [] }, ['SHOP_SETTINGS.PAYMENT_METHOD_REQUIRED']],
    [{ ...payment, payment_methods: ['PAYPAL'] }, ['SHOP_SETTINGS.INVALID_FIELD']],
  ])('%j -> %j', (input, expected) => expect(codes(shopPaymentSettingsValidate(input))).toEqual(expected));
});

describe('shopInfoValidate', () => {
  it.each([
    [info, []],
    [{ ...info, name: 'ab' }, ['SHOP_SETTINGS.SHOP_NAME_LENGTH']],
    [{ ...info, description: 'x'.repeat(99) }, ['SHOP_SETTINGS.DESCRIPTION_LENGTH']],
    [{ ...info, description: 'x'.repeat(501) }, ['SHOP_SETTINGS.DESCRIPTION_LENGTH']],
    [{ ...info, description: 'x'.repeat(500) }, []],
    [{ ...info, country: 'US' }, ['SHOP_SETTINGS.COUNTRY_INVALID']],
    [{ ...info, address: { ...info.address, ward: '' } }, ['SHOP_SETTINGS.ADDRESS_REQUIRED']],
    [{ ...info, avatar: 'javascript:alert(1)' }, ['SHOP_SETTINGS.IMAGE_NOT_UPLOADED']],
  ])('%j -> %j', (input, expected) => expect(codes(shopInfoValidate(input))).toEqual(expected));
});

describe('shopPauseValidate', () => {
  it('takes tomorrow up to the longest pause, in Vietnamese days', () => {
    expect(shopPauseValidate({ until: '2026-01-11', note: ' Nghỉ Tết ' }, NOW)).toEqual({ ok: true, value: { until: Date.UTC(2026, 0, 10, 17), note: 'Nghỉ Tết' } });
    expect(codes(shopPauseValidate({ until: '2026-01-10' }, NOW))).toEqual(['SHOP_SETTINGS.PAUSE_UNTIL_INVALID']);
    expect(codes(shopPauseValidate({ until: '2026-04-10' }, NOW))).toEqual([]);
    expect(codes(shopPauseValidate({ until: '2026-04-11' }, NOW))).toEqual(['SHOP_SETTINGS.PAUSE_UNTIL_INVALID']);
    expect(codes(shopPauseValidate({ until: '2026-02-30' }, NOW))).toEqual(['SHOP_SETTINGS.PAUSE_UNTIL_INVALID']);
    expect(codes(shopPauseValidate({}, NOW))).toEqual(['SHOP_SETTINGS.PAUSE_UNTIL_REQUIRED']);
    expect(codes(shopPauseValidate({ until: '2026-01-12', note: 'n'.repeat(201) }, NOW))).toEqual(['SHOP_SETTINGS.TEXT_TOO_LONG']);
  });

  it('an accepted pause always ends after now and within the longest pause; a paused shop is open again at its end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: -5, max: SHOP_PAUSE_MAX_DAYS + 5 }), (now, days) => {
        const day = new Date(now + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
        const result = shopPauseValidate({ until: day }, now);
        if (!result.ok) return;
        expect(result.value.until).toBeGreaterThan(now);
        expect(result.value.until - now).toBeLessThanOrEqual(SHOP_PAUSE_MAX_DAYS * 86_400_000);
        expect(shopPaused(result.value.until, now)).toBe(true);
        expect(shopPaused(new Date(result.value.until).toISOString(), result.value.until)).toBe(false);
      }),
    );
  });

  it('reads only real calendar days', () => {
    expect(vietnamDayOfInput('2026-13-01')).toBeNull();
    expect(vietnamDayOfInput(20260101)).toBeNull();
    expect(shopPaused(null, NOW)).toBe(false);
  });

  it('never throws, and every code has a message', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        for (const code of [...codes(shopPaymentSettingsValidate(input)), ...codes(shopInfoValidate(input)), ...codes(shopPauseValidate(input, NOW))]) {
          expect({ ...SHOP_ERRORS, ...SHOP_SETTINGS_ERRORS }).toHaveProperty([code]);
        }
      }),
    );
  });
});
