/**
 * Test factories of the identity domain: deterministic defaults a test overrides where it
 * matters, e.g. `makeAddress({ is_overseas: true })`.
 */
import type { UserProfile } from '../identity/user-profile.js';
import type { Address } from '../identity/address.js';
import type { LoginLocation } from '../identity/auth-navigation.js';

export const makeUserProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  _id: 'user-1',
  name: 'Nguyễn Thị Lan',
  email: 'lan.nguyen@modavi.test',
  phone: '0912345678',
  avatar: null,
  gender: 'female',
  date_of_birth: '1995-08-17',
  id_number: '001195012345',
  body_measurements: { height: 160, weight: 50, chest: 84, upper_waist: 66, lower_waist: 70, hip: 90 },
  ...overrides,
});

/** A Vietnamese home address with its administrative codes. */
export const makeAddress = (overrides: Partial<Address> = {}): Address => ({
  _id: 'address-1',
  name: 'Nguyễn Thị Lan',
  phone: '0912345678',
  type: 'home',
  is_overseas: false,
  city: 'Hà Nội',
  city_code: '01',
  district: 'Quận Hoàn Kiếm',
  district_code: '002',
  ward: 'Phường Hàng Bạc',
  ward_code: '00037',
  detail: '12 Hàng Bạc',
  is_default: true,
  is_pickup: false,
  is_default_return: false,
  delivery_time: 'all_days',
  postal_code: null,
  country: null,
  ...overrides,
});

/** An overseas (Korean) address: postal code and country instead of Vietnamese codes. */
export const makeOverseasAddress = (overrides: Partial<Address> = {}): Address =>
  makeAddress({
    _id: 'address-2',
    name: 'Kim Min-ji',
    phone: '01012345678',
    is_overseas: true,
    city: 'Seoul',
    city_code: null,
    district: null,
    district_code: null,
    ward: null,
    ward_code: null,
    detail: '25 Sejong-daero, Jung-gu',
    postal_code: '04524',
    country: 'KR',
    ...overrides,
  });

export const makeLoginLocation = (overrides: Partial<LoginLocation> = {}): LoginLocation => ({
  pathname: '/san-pham/product-1',
  search: '?position=Home',
  isExpressCheckout: false,
  ...overrides,
});
