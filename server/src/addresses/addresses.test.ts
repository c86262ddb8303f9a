import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MAX, AdminProvinceSchema, AdminUnitSchema, API_PATHS, AddressSchema, envelopeSchema, type Address } from '@modavi/core';
import { z } from 'zod';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { refusal, signUp } from '../testing/auth-probe.js';
import { guestToken, orderBody, placeCall, PlacementEnvelope, sellable, VN_SHOP_ALL_METHODS, expectError } from '../testing/commerce-probe.js';

let phoneSeq = 0;
const newPhone = () => `07${String(20_000_000 + (phoneSeq += 1)).slice(-8)}`;

const Stored = z.intersection(AddressSchema, z.object({ _id: z.string() }));
const StoredEnvelope = envelopeSchema(Stored);
const ListEnvelope = envelopeSchema(z.array(Stored));

/** Hà Nội, Ba Đình, Phúc Xá in the GSO catalogue. */
const hanoiAddress = (overrides: Partial<Address> = {}): Address => ({
  name: 'Trần Văn Bình',
  phone: '0912345678',
  type: 'home',
  is_overseas: false,
  city: 'typed by the client',
  city_code: '01',
  district_code: '001',
  ward_code: '00001',
  detail: '12 Phố Huế',
  is_default: false,
  is_pickup: false,
  is_default_return: false,
  delivery_time: 'office_hours',
  ...overrides,
});

describe('administrative units', () => {
  let test: TestDb;
  let app: Hono;
  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
    app = testApi(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('lists the 63 provinces with a cache header, and one province with its districts and wards', async () => {
    const list = await call(app, 'GET', API_PATHS.adminUnits);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toContain('max-age=86400');
    const provinces = envelopeSchema(z.array(AdminUnitSchema)).parse(list.body).data;
    expect(provinces).toHaveLength(63);
    expect(provinces[0]).toEqual({ id: '01', name: 'Thành phố Hà Nội', type: 'Thành phố Trung ương' });
    const one = await call(app, 'GET', API_PATHS.adminUnitProvince('79'));
    const province = envelopeSchema(AdminProvinceSchema).parse(one.body).data;
    expect(province.name).toBe('Thành phố Hồ Chí Minh');
    expect(province.districts.length).toBeGreaterThan(10);
    expect(province.districts.every((district) => district.wards.length > 0)).toBe(true);
  });

  it('answers 404 ADDRESS.AREA_UNKNOWN for a province that does not exist', async () => {
    expect(refusal(await call(app, 'GET', API_PATHS.adminUnitProvince('99')))).toEqual({ status: 404, code: 'ADDRESS.AREA_UNKNOWN' });
  });
});

describe('address book', () => {
  let test: TestDb;
  let app: Hono;
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const create = async (token: string, address: Partial<Address> = {}) => {
    const response = await call(app, 'POST', API_PATHS.addresses, { token, body: hanoiAddress(address) });
    expect(response.status).toBe(201);
    return StoredEnvelope.parse(response.body).data;
  };
  const list = async (token: string) => ListEnvelope.parse((await call(app, 'GET', API_PATHS.addresses, { token })).body).data;

  it('stores an address with the catalogue names and the formatted phone; the first one is the default', async () => {
    const { token } = await signUp(app, { destination: newPhone() });
    const stored = await create(token);
    expect(stored).toMatchObject({
      city: 'Thành phố Hà Nội',
      district: 'Quận Ba Đình',
      ward: 'Phường Phúc Xá',
      phone: '+84 091 234 5678',
      is_default: true,
      delivery_time: 'office_hours',
    });
    expect(await list(token)).toEqual([stored]);
  });

  it('keeps exactly one default through create, set default, update and delete', async () => {
    const { token } = await signUp(app, { destination: newPhone() });
    const first = await create(token);
    const second = await create(token, { detail: '2 Tràng Tiền', is_default: true });
    const defaults = async () => (await list(token)).filter((address) => address.is_default).map((address) => address._id);
    expect(await defaults()).toEqual([second._id]);

    const set = await call(app, 'PUT', API_PATHS.addressDefault(first._id), { token });
    expect(set.status).toBe(200);
    expect(ListEnvelope.parse(set.body).data[0]?._id).toBe(first._id);
    expect(await defaults()).toEqual([first._id]);

    // Unticking the default on the default keeps it: a book always has one.
    const updated = await call(app, 'PUT', API_PATHS.address(first._id), { token, body: hanoiAddress({ detail: '99 Kim Mã', is_default: false }) });
    expect(StoredEnvelope.parse(updated.body).data).toMatchObject({ detail: '99 Kim Mã', is_default: true });

    expect((await call(app, 'DELETE', API_PATHS.address(first._id), { token })).status).toBe(200);
    expect(await defaults()).toEqual([second._id]);
    expect((await call(app, 'DELETE', API_PATHS.address(second._id), { token })).status).toBe(200);
    expect(await list(token)).toEqual([]);
  });

  it('moves the pickup and default-return flags to the last address given them', async () => {
    const { token } = await signUp(app, { destination: newPhone() });
    const first = await create(token, { is_pickup: true, is_default_return: true });
    const second = await create(token, { is_pickup: true });
    const byId = new Map((await list(token)).map((address) => [address._id, address]));
    expect(byId.get(first._id)).toMatchObject({ is_pickup: false, is_default_return: true });
    expect(byId.get(second._id)).toMatchObject({ is_pickup: true, is_default_return: false });
  });

  it('keeps an overseas address with its postal code and country', async () => {
    const { token } = await signUp(app, { destination: newPhone() });
    const stored = await create(token, {
      is_overseas: true,
      city_code: null,
      district_code: null,
      ward_code: null,
      phone: '+82 10 1234 5678',
      postal_code: '06142',
      country: 'kr',
      detail: '12 Teheran-ro, Gangnam-gu, Seoul',
    });
    expect(stored).toMatchObject({ is_overseas: true, postal_code: '06142', country: 'KR', city_code: null });
  });

  it.each([
    ['no name', { name: ' ' }, 'ADDRESS.NAME_REQUIRED'],
    ['a phone that is not Vietnamese', { phone: '12345' }, 'ADDRESS.PHONE_INVALID'],
    ['no ward', { ward_code: null }, 'ADDRESS.WARD_REQUIRED'],
    ['a ward of another district', { ward_code: '00037' }, 'ADDRESS.AREA_UNKNOWN'],
    ['a district of another province', { district_code: '760' }, 'ADDRESS.AREA_UNKNOWN'],
    ['an unknown province', { city_code: '99' }, 'ADDRESS.AREA_UNKNOWN'],
    ['an overseas address without a postal code', { is_overseas: true, country: 'KR' }, 'ADDRESS.POSTAL_CODE_REQUIRED'],
    ['an unknown delivery time', { delivery_time: 'weekends' as Address['delivery_time'] }, 'ADDRESS.DELIVERY_TIME_INVALID'],
  ])('refuses %s with 400 and the rule code, storing nothing', async (_name, overrides, code) => {
    const { token } = await signUp(app, { destination: newPhone() });
    expect(refusal(await call(app, 'POST', API_PATHS.addresses, { token, body: hanoiAddress(overrides) }))).toEqual({ status: 400, code });
    expect(await list(token)).toEqual([]);
  });

  it("needs an account, and never shows or changes another buyer's address", async () => {
    expect(refusal(await call(app, 'GET', API_PATHS.addresses))).toEqual({ status: 401, code: 'AUTH.TOKEN_MISSING' });
    expect(refusal(await call(app, 'GET', API_PATHS.addresses, { token: await guestToken(app) }))).toEqual({ status: 401, code: 'AUTH.LOGIN_REQUIRED' });
    const owner = await signUp(app, { destination: newPhone() });
    const other = await signUp(app, { destination: newPhone() });
    const mine = await create(owner.token);
    expect(await list(other.token)).toEqual([]);
    const notFound = { status: 404, code: 'ADDRESS.NOT_FOUND' };
    expect(refusal(await call(app, 'PUT', API_PATHS.address(mine._id), { token: other.token, body: hanoiAddress() }))).toEqual(notFound);
    expect(refusal(await call(app, 'DELETE', API_PATHS.address(mine._id), { token: other.token }))).toEqual(notFound);
    expect(refusal(await call(app, 'PUT', API_PATHS.addressDefault(mine._id), { token: other.token }))).toEqual(notFound);
    expect(await list(owner.token)).toEqual([mine]);
  });

  it(`stops at ${ADDRESS_BOOK_MAX} addresses with 409 ADDRESS.BOOK_FULL`, async () => {
    const { token } = await signUp(app, { destination: newPhone() });
    for (let index = 0; index < ADDRESS_BOOK_MAX; index += 1) await create(token, { detail: `${index} Phố Huế` });
    expect(refusal(await call(app, 'POST', API_PATHS.addresses, { token, body: hanoiAddress() }))).toEqual({ status: 409, code: 'ADDRESS.BOOK_FULL' });
  });

  it("checkout places an order to a stored address named by address_id alone, and refuses another buyer's id", async () => {
    const { token } = await signUp(app, { destination: newPhone() });
    const stored = await create(token);
    const probe = await sellable(test.db, { shopWhere: VN_SHOP_ALL_METHODS('01') });
    const body = orderBody([{ probe }], { address: null, address_id: stored._id });
    const preview = await call(app, 'POST', API_PATHS.checkoutPreview, { token, body });
    expect(preview.status).toBe(200);
    const placed = await placeCall(app, token, body);
    expect(placed.status).toBe(201);
    const order = PlacementEnvelope.parse(placed.body).data.order;
    expect(order.address).toMatchObject({ city_code: '01', ward: 'Phường Phúc Xá', detail: '12 Phố Huế' });

    const stranger = await signUp(app, { destination: newPhone() });
    expectError(await placeCall(app, stranger.token, body), 422, 'CHECKOUT.ADDRESS_INVALID');
    expectError(await placeCall(app, await guestToken(app), body), 422, 'CHECKOUT.ADDRESS_INVALID');
  });
});
