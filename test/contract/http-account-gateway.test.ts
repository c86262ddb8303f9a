import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, httpAccountGateway } from '@modavi/adapters';
import type { Hono } from 'hono';
import { outboxCode, signUp } from '../../server/src/testing/auth-probe';
import { memoryTestDb, type TestDb } from '../../server/src/testing/test-db';
import { testApi } from '../../server/src/testing/test-api';

function gatewayFor(app: Hono, token: () => string | null) {
  const client = createHttpClient({
    baseUrl: '',
    context: { token, country: () => 'VN', locale: () => 'vi', sessionId: () => 's', deviceId: () => 'web-test' },
    fetch: (url, init) => Promise.resolve(app.request(url, init)),
  });
  return httpAccountGateway(client);
}

describe('httpAccountGateway against the reference server', () => {
  let test: TestDb;
  let app: Hono;
  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
    app = testApi(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('reads the administrative units, keeps an address book, edits the profile, shows the wall and deletes the account', async () => {
    const { token, profile } = await signUp(app, { destination: '0901234567' });
    const account = gatewayFor(app, () => token);

    const provinces = await account.provinces();
    if (!provinces.ok) throw new Error(JSON.stringify(provinces.error));
    expect(provinces.value).toHaveLength(63);
    const hanoi = await account.province('01');
    if (!hanoi.ok) throw new Error(JSON.stringify(hanoi.error));
    const district = hanoi.value.districts[0];
    const ward = district?.wards[0];
    if (!district || !ward) throw new Error('no district or ward');

    const created = await account.addressCreate({
      name: 'Lan',
      phone: '0912345678',
      type: 'company',
      is_overseas: false,
      city_code: '01',
      district_code: district.id,
      ward_code: ward.id,
      detail: '1 Tràng Tiền',
      is_default: false,
      is_pickup: false,
      is_default_return: false,
      delivery_time: 'any_time',
    });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    expect(created.value).toMatchObject({ is_default: true, ward: ward.name });
    expect(await account.addresses()).toMatchObject({ ok: true, value: [{ _id: created.value._id }] });
    expect(await account.addressDefaultSet(created.value._id)).toMatchObject({ ok: true });
    expect(await account.addressDelete(created.value._id)).toEqual({ ok: true, value: undefined });
    expect(await account.addressDelete(created.value._id)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', errorCode: 'ADDRESS.NOT_FOUND' } });

    const updated = await account.profileUpdate({ name: 'Lan Anh', body_measurements: { height: 160 } });
    expect(updated).toMatchObject({ ok: true, value: { name: 'Lan Anh', body_measurements: { height: 160 } } });
    // A new email: without its code refused, with the code sent to it saved.
    const sent = await account.contactCodeRequest({ channel: 'email', destination: 'Lan.Contract@Example.com' });
    expect(sent).toMatchObject({ ok: true, value: { destination: 'lan.contract@example.com' } });
    const withEmail = { name: 'Lan Anh', email: 'lan.contract@example.com', body_measurements: { height: 160 } };
    expect(await account.profileUpdate(withEmail)).toMatchObject({ ok: false, error: { errorCode: 'OTP.REQUIRED' } });
    const code = await outboxCode(app, 'lan.contract@example.com');
    expect(await account.profileUpdate(withEmail, { email: code })).toMatchObject({ ok: true, value: { email: 'lan.contract@example.com' } });
    expect(await account.settingsUpdate({ notifications: { orders: true, chats: true, promotions: false, community: false } })).toMatchObject({
      ok: true,
      value: { notifications: { promotions: false } },
    });
    expect(await account.wall(profile._id)).toMatchObject({ ok: true, value: { name: 'Lan Anh', is_self: true } });
    expect(await account.accountDelete()).toEqual({ ok: true, value: undefined });
    expect(await account.settings()).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
  });
});
