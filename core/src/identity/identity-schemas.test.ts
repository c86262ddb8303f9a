import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UserProfileSchema } from './user-profile.js';
import { BodyMeasurementsSchema } from './body-measurements.js';
import { accountStateInitial, GlobalAccountStateSchema } from './account-state.js';
import { AddressSchema } from './address.js';
import { STORAGE_KEYS, STORAGE_KEYS_CLEARED_ON_LOGOUT } from './storage-keys.js';
import { makeAddress, makeUserProfile } from '../testing/identity-factories.js';

describe('UserProfileSchema', () => {
  it('parses the factory profile and strips unknown fields', () => {
    expect(UserProfileSchema.parse({ ...makeUserProfile(), password_hash: 'x' })).toEqual(makeUserProfile());
  });

  it('needs only id and name', () => {
    expect(UserProfileSchema.safeParse({ _id: 'user-9', name: 'An' }).success).toBe(true);
    expect(UserProfileSchema.safeParse({ name: 'An' }).success).toBe(false);
  });

  it('refuses an unknown gender and negative measurements', () => {
    expect(UserProfileSchema.safeParse(makeUserProfile({ gender: 'x' as 'male' })).success).toBe(false);
    expect(BodyMeasurementsSchema.safeParse({ chest: -1 }).success).toBe(false);
    expect(BodyMeasurementsSchema.safeParse({ height: 165.5, hip: 92 }).success).toBe(true);
  });

  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof UserProfileSchema.safeParse(value).success).toBe('boolean');
        expect(typeof AddressSchema.safeParse(value).success).toBe('boolean');
        expect(typeof GlobalAccountStateSchema.safeParse(value).success).toBe('boolean');
      }),
    );
  });
});

describe('AddressSchema', () => {
  it('fills flag and delivery-time defaults', () => {
    const { is_default: _a, delivery_time: _b, ...rest } = makeAddress();
    expect(AddressSchema.parse(rest)).toMatchObject({ is_default: false, delivery_time: 'all_days' });
  });
});

describe('GlobalAccountStateSchema', () => {
  it('reads an empty stored state as the initial state in the default locale', () => {
    expect(GlobalAccountStateSchema.parse({})).toEqual(accountStateInitial());
    expect(accountStateInitial('kr').locale).toBe('kr');
  });

  it('keeps a logged-in state with profile and status', () => {
    const state = { isLoggedIn: true, locale: 'vi', profile: makeUserProfile(), accountStatus: 'approved' };
    expect(GlobalAccountStateSchema.parse(state)).toEqual(state);
    expect(GlobalAccountStateSchema.safeParse({ ...state, accountStatus: 'banned' }).success).toBe(false);
  });
});

describe('STORAGE_KEYS', () => {
  it('names each of the spec keys once, and the region notice key, with distinct values', () => {
    const values = Object.values(STORAGE_KEYS);
    expect(values).toHaveLength(14);
    expect(new Set(values).size).toBe(values.length);
  });

  it('clears personal items at logout and keeps the device id and the logout signal', () => {
    expect(STORAGE_KEYS_CLEARED_ON_LOGOUT).toEqual(expect.arrayContaining([STORAGE_KEYS.profile, STORAGE_KEYS.draft, STORAGE_KEYS.fcmToken]));
    expect(STORAGE_KEYS_CLEARED_ON_LOGOUT).not.toContain(STORAGE_KEYS.deviceId);
    expect(STORAGE_KEYS_CLEARED_ON_LOGOUT).not.toContain(STORAGE_KEYS.logoutAt);
  });
});
