import { describe, expect, it } from 'vitest';
import { authDestinationParse, authNameValidate } from './auth-destination.js';

const codes = (result: ReturnType<typeof authDestinationParse>) => (result.ok ? [] : result.error.map((found) => found.code));

describe('authDestinationParse', () => {
  it('keeps emails in one case so logins ignore capitals', () => {
    expect(authDestinationParse('email', '  Lan.Nguyen@Modavi.VN ')).toEqual({ ok: true, value: 'lan.nguyen@modavi.vn' });
  });

  it('stores phone numbers in the spec format, whatever the spacing', () => {
    const one = authDestinationParse('phone', '0912345678');
    expect(one).toEqual({ ok: true, value: '+84 091 234 5678' });
    expect(authDestinationParse('phone', '0912 345 678')).toEqual(one);
    expect(authDestinationParse('phone', '+84 091 234 5678')).toEqual(one);
  });

  it('uses the other prefix outside Vietnam', () => {
    expect(authDestinationParse('phone', '1012345678', 'KO')).toEqual({ ok: true, value: '+82 101 234 5678' });
  });

  it('names what is missing or wrong', () => {
    expect(codes(authDestinationParse('email', ''))).toEqual(['AUTH.EMAIL_REQUIRED']);
    expect(codes(authDestinationParse('email', 'lan@'))).toEqual(['AUTH.EMAIL_INVALID']);
    expect(codes(authDestinationParse('phone', ' '))).toEqual(['AUTH.PHONE_REQUIRED']);
    expect(codes(authDestinationParse('phone', '12345'))).toEqual(['AUTH.PHONE_INVALID']);
    expect(codes(authDestinationParse('phone', 42))).toEqual(['AUTH.PHONE_REQUIRED']);
  });
});

describe('authNameValidate', () => {
  it('trims and folds spaces', () => {
    expect(authNameValidate('  Nguyễn   Thị Lan ')).toEqual({ ok: true, value: 'Nguyễn Thị Lan' });
  });

  it('refuses an empty or overlong name', () => {
    expect(authNameValidate('  ').ok).toBe(false);
    const long = authNameValidate('a'.repeat(101));
    expect(long.ok ? null : long.error[0]).toEqual({ field: 'name', code: 'AUTH.NAME_TOO_LONG', params: { max: 100 } });
  });
});
