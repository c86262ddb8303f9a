import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkoutOrderValidate, checkoutReturnPathValid, CheckoutOrderRequestSchema } from './checkout-order.js';
import { makeCheckoutDraft } from '../testing/checkout-factories.js';
import { makeAddress, makeOverseasAddress } from '../testing/identity-factories.js';

const codes = (input: unknown) => {
  const result = checkoutOrderValidate(input);
  return result.ok ? [] : result.error.map((found) => `${found.field}:${found.code}`);
};

describe('checkoutOrderValidate', () => {
  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => checkoutOrderValidate(input)).not.toThrow();
      }),
    );
  });

  it('takes an address written in place instead of an address book id', () => {
    const result = checkoutOrderValidate({ ...makeCheckoutDraft({ address_id: null }), address: makeAddress({ _id: null }) });
    expect(result.ok && result.value).toMatchObject({ address_id: null, address: { city_code: '01' }, return_url: null });
    const overseas = checkoutOrderValidate({ ...makeCheckoutDraft({ address_id: null }), address: makeOverseasAddress() });
    expect(overseas.ok && overseas.value.address?.is_overseas).toBe(true);
  });

  it('still takes an address book id alone', () => {
    const result = checkoutOrderValidate(makeCheckoutDraft());
    expect(result.ok && result.value).toMatchObject({ address_id: 'address-1', address: null });
  });

  it('reports the address rules under address. and the draft rules as they are', () => {
    expect(codes({ ...makeCheckoutDraft({ address_id: null, agreed_terms: false }), address: makeAddress({ phone: '', ward_code: '' }) })).toEqual([
      'agreed_terms:CHECKOUT.TERMS_NOT_AGREED',
      'address.phone:ADDRESS.PHONE_REQUIRED',
      'address.ward_code:ADDRESS.WARD_REQUIRED',
    ]);
    expect(codes(makeCheckoutDraft({ address_id: null }))).toEqual(['address_id:CHECKOUT.ADDRESS_REQUIRED']);
  });

  it('accepts only return paths of the app', () => {
    const withReturn = (return_url: string) => ({ ...makeCheckoutDraft(), return_url });
    expect(checkoutOrderValidate(withReturn('/trang-ca-nhan/don-hang/{id}?x=1')).ok).toBe(true);
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil', 'trang-ca-nhan', '/a b']) {
      expect(codes(withReturn(bad))).toEqual(['return_url:CHECKOUT.DRAFT_INVALID']);
    }
  });

  it('agrees with the request schema on what it accepts', () => {
    const body = { ...makeCheckoutDraft({ address_id: null }), address: makeAddress(), return_url: '/gio-hang' };
    expect(checkoutOrderValidate(body).ok).toBe(true);
    expect(CheckoutOrderRequestSchema.safeParse(body).success).toBe(true);
  });
});

describe('checkoutReturnPathValid', () => {
  it('never lets a path leave the site', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        if (checkoutReturnPathValid(path)) {
          expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
          expect(new URL(path, 'https://modavi.vn').host).toBe('modavi.vn');
        }
      }),
    );
  });
});
