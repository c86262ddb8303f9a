import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avatarUrlCheck } from './avatar.js';

describe('avatarUrlCheck', () => {
  it('takes an uploaded image (giving its upload id) or null', () => {
    expect(avatarUrlCheck('/media/uploads/0123456789abcdef01234567.png')).toEqual({
      ok: true,
      value: { url: '/media/uploads/0123456789abcdef01234567.png', uploadId: '0123456789abcdef01234567' },
    });
    expect(avatarUrlCheck(null)).toEqual({ ok: true, value: null });
  });

  it('refuses outside addresses, other paths and lookalikes', () => {
    for (const value of [
      'https://evil.example/a.png',
      '/media/uploads/../../etc/passwd',
      '/media/uploads/0123456789abcdef01234567.png?x=1',
      '/media/uploads/0123456789ABCDEF01234567.png',
      '/media/products/1.svg',
      '',
      undefined,
      42,
    ]) {
      expect(avatarUrlCheck(value)).toEqual({ ok: false, error: 'PROFILE.AVATAR_INVALID' });
    }
  });

  it('never throws, and whatever it accepts is a path under /media/uploads/ with no way out', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string().map((tail) => `/media/uploads/${tail}`)), (value) => {
        const checked = avatarUrlCheck(value);
        if (checked.ok && checked.value) {
          expect(checked.value.url.startsWith('/media/uploads/')).toBe(true);
          expect(checked.value.url).not.toMatch(/\.\.|\?|#/);
          expect(checked.value.url.slice('/media/uploads/'.length)).not.toContain('/');
        }
      }),
    );
  });
});
