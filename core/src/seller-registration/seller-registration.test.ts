import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeSellerApplication } from '../testing/shop-factories.js';
import { contactFormValidate, CONTACT_TEXT_MAX } from '../community/contact-form.js';
import { COMMUNITY_ERRORS } from '../community/community-errors.js';
import { SHOP_ERRORS } from '../shop/shop-errors.js';
import { SELLER_REGISTRATION_ERRORS } from './seller-registration-errors.js';
import {
  SELLER_APPLICATION_TEXT_MAX,
  SHOP_REJECT_REASON_MAX,
  sellerApplicationDraftRead,
  sellerApplicationEditable,
  sellerVerificationMissing,
  sellerAddressKnown,
  sellerApplicationShop,
  sellerPhoneFromProfile,
  shopRejectReasonValidate,
} from './seller-registration.js';
import { phoneFormat } from '../identity/phone-format.js';
import { vietnamMobileValid } from '../shop/seller-application-validate.js';

const known = (code: string) => code in SELLER_REGISTRATION_ERRORS || code in SHOP_ERRORS || code in COMMUNITY_ERRORS;

describe('sellerApplicationDraftRead', () => {
  it('keeps a whole application and an empty draft, and drops unknown fields', () => {
    const whole = makeSellerApplication();
    expect(sellerApplicationDraftRead(whole)).toMatchObject({ ok: true, value: whole });
    expect(sellerApplicationDraftRead({})).toEqual({ ok: true, value: {} });
    expect(sellerApplicationDraftRead({ store_name: 'A', status: 'approved' })).toEqual({ ok: true, value: { store_name: 'A' } });
  });

  it('refuses any text past its field limit, and only that, naming the field and the limit', () => {
    const fields = Object.keys(SELLER_APPLICATION_TEXT_MAX).filter((field) => !['street', 'province', 'district', 'ward'].includes(field));
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.nat({ max: 40 }), (field, extra) => {
        const max = SELLER_APPLICATION_TEXT_MAX[field as keyof typeof SELLER_APPLICATION_TEXT_MAX];
        expect(sellerApplicationDraftRead({ [field]: 'x'.repeat(max) }).ok).toBe(true);
        const result = sellerApplicationDraftRead({ [field]: 'x'.repeat(max + 1 + extra) });
        expect(result).toEqual({ ok: false, error: [{ field, code: 'SELLER_APPLICATION.TEXT_TOO_LONG', params: { max } }] });
      }),
    );
  });

  it('names an address part by its path, and a wrong type as invalid', () => {
    const long = sellerApplicationDraftRead({ address: { ward: 'x'.repeat(SELLER_APPLICATION_TEXT_MAX.ward + 1) } });
    expect(long.ok ? [] : long.error.map((problem) => problem.field)).toEqual(['address.ward']);
    const wrong = sellerApplicationDraftRead({ business_registered: 'yes' });
    expect(wrong.ok ? [] : wrong.error.map((problem) => problem.code)).toEqual(['SELLER_APPLICATION.INVALID_FIELD']);
  });

  it('never throws, and every code it gives has a message', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = sellerApplicationDraftRead(input);
        if (!result.ok) for (const problem of result.error) expect(known(problem.code)).toBe(true);
      }),
    );
  });
});

describe('sellerVerificationMissing', () => {
  it('lists exactly what is missing, in the form order', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (phone, email, id_number) => {
        const missing = sellerVerificationMissing({ phone, email, id_number });
        expect(missing).toEqual([!phone && 'phone', !email && 'email', !id_number && 'id_number'].filter(Boolean));
      }),
    );
  });
});

describe('sellerApplicationEditable', () => {
  it('lets a new, draft or rejected application change, never a pending or approved one', () => {
    expect([null, 'draft', 'rejected', 'pending_approval', 'approved'].map((status) => sellerApplicationEditable(status as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('shopRejectReasonValidate', () => {
  it('needs a reason of 1 to SHOP_REJECT_REASON_MAX characters once trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: SHOP_REJECT_REASON_MAX + 50 }), (text) => {
        const trimmed = text.trim();
        const result = shopRejectReasonValidate(text);
        if (trimmed === '') expect(result).toMatchObject({ ok: false, error: [{ code: 'SHOP_APPLICATION.REJECT_REASON_REQUIRED' }] });
        else if ([...trimmed].length > SHOP_REJECT_REASON_MAX)
          expect(result).toMatchObject({ ok: false, error: [{ code: 'SHOP_APPLICATION.REJECT_REASON_TOO_LONG' }] });
        else expect(result).toEqual({ ok: true, value: trimmed });
      }),
    );
    expect(shopRejectReasonValidate(42).ok).toBe(false);
  });
});

describe('contactFormValidate lengths', () => {
  const valid = { name: 'Lan', email: 'lan@modavi.vn', phone: '0912345678', website: 'https://modavi.vn', message: 'Xin chào' };
  it('refuses a text past its limit with the limit, and takes one at it', () => {
    fc.assert(
      fc.property(fc.constantFrom('name', 'message'), fc.nat({ max: 20 }), (field, extra) => {
        const max = CONTACT_TEXT_MAX[field];
        expect(contactFormValidate({ ...valid, [field]: 'a'.repeat(max) }).ok).toBe(true);
        expect(contactFormValidate({ ...valid, [field]: 'a'.repeat(max + 1 + extra) })).toEqual({
          ok: false,
          error: [{ field, code: 'CONTACT.TEXT_TOO_LONG', params: { max } }],
        });
      }),
    );
  });
});

describe('sellerPhoneFromProfile', () => {
  it('turns any profile phone the app formats back into a number the application takes', () => {
    const mobile = fc.tuple(fc.constantFrom('3', '5', '7', '8', '9'), fc.stringMatching(/^\d{8}$/)).map(([first, rest]) => `0${first}${rest}`);
    fc.assert(
      fc.property(mobile, (national) => {
        const shown = phoneFormat(national, 'VN') ?? '';
        expect(sellerPhoneFromProfile(shown)).toBe(national);
        expect(vietnamMobileValid(sellerPhoneFromProfile(shown))).toBe(true);
      }),
    );
    expect(sellerPhoneFromProfile('+84912345678')).toBe('0912345678');
    expect(sellerPhoneFromProfile('0912345678')).toBe('0912345678');
    expect(sellerPhoneFromProfile(null)).toBe('');
  });
});

describe('sellerAddressKnown', () => {
  const ward = (name: string) => ({ id: name, name, type: 'ward' });
  const province = {
    id: '01',
    name: 'Thành phố Hà Nội',
    type: 'city',
    districts: [{ id: '001', name: 'Quận Ba Đình', type: 'district', wards: [ward('Phường Phúc Xá'), ward('Phường Trúc Bạch')] }],
  };
  const units = { provinces: [province], province: (id: string) => (id === '01' ? province : undefined) };

  it('takes a ward of a district of a province of the catalogue, and nothing else', () => {
    const known = { province: 'Thành phố Hà Nội', district: 'Quận Ba Đình', ward: 'Phường Trúc Bạch' };
    expect(sellerAddressKnown(units, known)).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom('province', 'district', 'ward'), fc.string(), (part, name) => {
        fc.pre(name !== known[part as keyof typeof known] && !(part === 'ward' && name === 'Phường Phúc Xá'));
        expect(sellerAddressKnown(units, { ...known, [part]: name })).toBe(false);
      }),
    );
  });
});

describe('sellerApplicationShop', () => {
  it('carries the approved description and address into the shop, trimmed, and names it by the store (else the applicant, else the fallback)', () => {
    const text = fc.option(fc.string({ maxLength: 20 }), { nil: undefined });
    fc.assert(
      fc.property(text, text, text, fc.record({ street: text, province: text, district: text, ward: text }), (store, full, description, address) => {
        const shop = sellerApplicationShop({ store_name: store, full_name: full, description, address }, 'fallback');
        expect(shop.name).toBe((store ?? '').trim() || (full ?? '').trim() || 'fallback');
        expect(shop.description).toBe((description ?? '').trim());
        for (const part of ['street', 'province', 'district', 'ward'] as const) expect(shop.address[part]).toBe((address[part] ?? '').trim());
      }),
    );
    const form = makeSellerApplication();
    expect(sellerApplicationShop(form, 'x')).toEqual({ name: form.store_name, description: form.description, address: form.address });
  });
});
