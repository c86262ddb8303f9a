import { describe, expect, it } from 'vitest';
import { contactCodesCheck, contactDestinationParse, profileContactChanges } from './contact-change.js';

describe('profileContactChanges', () => {
  const current = { email: 'lan@example.com', phone: '+84 091 234 5678' };
  it('names each contact detail set to a new value, and none that stays or is removed', () => {
    expect(profileContactChanges(current, current)).toEqual([]);
    expect(profileContactChanges(current, { email: null, phone: null })).toEqual([]);
    expect(profileContactChanges(current, { email: 'new@example.com', phone: current.phone })).toEqual(['email']);
    expect(profileContactChanges({ email: null }, { email: 'a@example.com', phone: '+84 098 765 4321' })).toEqual(['email', 'phone']);
  });
});

describe('contactCodesCheck', () => {
  it('asks a six-digit code for each change, on its own field', () => {
    expect(contactCodesCheck([], {})).toEqual({ ok: true, value: {} });
    expect(contactCodesCheck(['email', 'phone'], { email_code: ' 123456 ', phone_code: '654321' })).toEqual({
      ok: true,
      value: { email: '123456', phone: '654321' },
    });
    const refused = contactCodesCheck(['email', 'phone'], { phone_code: '12a' });
    expect(refused.ok ? [] : refused.error.map((issue) => [issue.field, issue.code])).toEqual([
      ['email_code', 'OTP.REQUIRED'],
      ['phone_code', 'OTP.INVALID'],
    ]);
  });
});

describe('contactDestinationParse', () => {
  it('normalises as the profile stores: email lower-cased, phone keeping a written prefix', () => {
    expect(contactDestinationParse('email', ' Lan@Example.COM ', 'VN')).toEqual({ ok: true, value: 'lan@example.com' });
    expect(contactDestinationParse('phone', '0987654321', 'VN')).toEqual({ ok: true, value: '+84 098 765 4321' });
    expect(contactDestinationParse('phone', '+84 098 765 4321', 'KO')).toEqual({ ok: true, value: '+84 098 765 4321' });
    expect(contactDestinationParse('phone', '', 'VN')).toMatchObject({ ok: false, error: [{ code: 'AUTH.PHONE_REQUIRED' }] });
    expect(contactDestinationParse('phone', '0912', 'VN')).toMatchObject({ ok: false, error: [{ code: 'AUTH.PHONE_INVALID' }] });
  });
});
