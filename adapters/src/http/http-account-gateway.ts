import * as z from 'zod/mini';
import {
  API_PATHS,
  AccountSettingsSchema,
  AddressSchema,
  AdminProvinceSchema,
  AdminUnitSchema,
  CONTACT_CODE_FIELDS,
  OtpSentSchema,
  PublicProfileSchema,
  UserProfileSchema,
  ok,
  type AccountGateway,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';

const StoredAddressSchema = z.extend(AddressSchema, { _id: z.string() });
// Answers whose payload the caller does not need (delete: data is null).
const AnySchema = z.unknown();

/** AccountGateway over the account API: profile, settings, deletion, address book, administrative units, walls. */
export function httpAccountGateway(client: HttpClient): AccountGateway {
  const done = async (pending: ReturnType<HttpClient['request']>) => {
    const result = await pending;
    return result.ok ? ok(undefined) : result;
  };
  return {
    profileUpdate: (update, codes = {}) =>
      client.request({
        method: 'PUT',
        path: API_PATHS.me,
        schema: UserProfileSchema,
        body: {
          ...update,
          ...(codes.email === undefined ? {} : { [CONTACT_CODE_FIELDS.email]: codes.email }),
          ...(codes.phone === undefined ? {} : { [CONTACT_CODE_FIELDS.phone]: codes.phone }),
        },
      }),
    contactCodeRequest: (request) => client.request({ method: 'POST', path: API_PATHS.accountContactCode, schema: OtpSentSchema, body: request }),
    avatarSet: (avatar) => client.request({ method: 'PUT', path: API_PATHS.accountAvatar, schema: UserProfileSchema, body: { avatar } }),
    settings: () => client.request({ method: 'GET', path: API_PATHS.accountSettings, schema: AccountSettingsSchema }),
    settingsUpdate: (change) => client.request({ method: 'PUT', path: API_PATHS.accountSettings, schema: AccountSettingsSchema, body: change }),
    accountDelete: () => done(client.request({ method: 'DELETE', path: API_PATHS.me, schema: AnySchema, body: { confirm: true } })),
    provinces: () => client.request({ method: 'GET', path: API_PATHS.adminUnits, schema: z.array(AdminUnitSchema) }),
    province: (id) => client.request({ method: 'GET', path: API_PATHS.adminUnitProvince(id), schema: AdminProvinceSchema }),
    addresses: () => client.request({ method: 'GET', path: API_PATHS.addresses, schema: z.array(StoredAddressSchema) }),
    addressCreate: (address) => client.request({ method: 'POST', path: API_PATHS.addresses, schema: StoredAddressSchema, body: address }),
    addressUpdate: (id, address) => client.request({ method: 'PUT', path: API_PATHS.address(id), schema: StoredAddressSchema, body: address }),
    addressDelete: (id) => done(client.request({ method: 'DELETE', path: API_PATHS.address(id), schema: AnySchema })),
    addressDefaultSet: (id) => client.request({ method: 'PUT', path: API_PATHS.addressDefault(id), schema: z.array(StoredAddressSchema) }),
    wall: (userId) => client.request({ method: 'GET', path: API_PATHS.userWall(userId), schema: PublicProfileSchema }),
    personFollow: (userId, follow) =>
      client.request({ method: follow ? 'POST' : 'DELETE', path: API_PATHS.userFollow(userId), schema: PublicProfileSchema }),
  };
}
