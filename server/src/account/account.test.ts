import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountSettingsSchema, API_PATHS, COMMUNITY_PATHS, PublicProfileSchema, UserProfileSchema, envelopeSchema, DEV_API_PATHS } from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { contactCodes, refusal, signUp, testClock } from '../testing/auth-probe.js';
import { guestToken, orderBody, placeOk, sellable, VN_SHOP_ALL_METHODS } from '../testing/commerce-probe.js';
import { ERASED_ACCOUNT_NAME } from './account-routes.js';

let phoneSeq = 0;
const newPhone = () => `03${String(30_000_000 + (phoneSeq += 1)).slice(-8)}`;

const ProfileEnvelope = envelopeSchema(UserProfileSchema);
const SettingsEnvelope = envelopeSchema(AccountSettingsSchema);
const WallEnvelope = envelopeSchema(PublicProfileSchema);

const measurements = {
  height: 165,
  weight: 52.5,
  chest: 84,
  upper_waist: 66,
  lower_waist: 70,
  hip: 90,
  shoulder_length: 38,
  shirt_length: 60,
  trouser_length: 98,
  bottom: 92,
};

describe('account', () => {
  let test: TestDb;
  let app: Hono;
  // Codes are rate-limited per destination: the test moves time to sign the same phone up again.
  const clock = testClock(Date.now());
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db, { auth: { clock } });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('edits the profile with every measurement, and /me returns it', async () => {
    const { token } = await signUp(app, { destination: newPhone() });
    const body = {
      name: '  Lê Thu Hà ',
      email: 'Thu.Ha@Example.com',
      phone: '0987654321',
      gender: 'female',
      date_of_birth: '1995-02-28',
      id_number: '001195012345',
      body_measurements: measurements,
    };
    const codes = await contactCodes(app, token, { email: body.email, phone: body.phone });
    const saved = await call(app, 'PUT', API_PATHS.me, { token, body: { ...body, ...codes } });
    expect(saved.status).toBe(200);
    const me = ProfileEnvelope.parse((await call(app, 'GET', API_PATHS.me, { token })).body).data;
    expect(me).toMatchObject({
      name: 'Lê Thu Hà',
      email: 'thu.ha@example.com',
      phone: '+84 098 765 4321',
      gender: 'female',
      date_of_birth: '1995-02-28',
      id_number: '001195012345',
      body_measurements: measurements,
    });
    expect(ProfileEnvelope.parse(saved.body).data).toEqual(me);
  });

  it.each([
    ['no name', { name: '' }, 'AUTH.NAME_REQUIRED'],
    ['a bad email', { email: 'not-an-email' }, 'AUTH.EMAIL_INVALID'],
    ['a phone of 7 digits', { phone: '0912345' }, 'AUTH.PHONE_INVALID'],
    ['an unknown gender', { gender: 'robot' }, 'PROFILE.GENDER_INVALID'],
    ['a birthday of 30 February', { date_of_birth: '1990-02-30' }, 'PROFILE.DATE_OF_BIRTH_INVALID'],
    ['an ID of 5 digits', { id_number: '12345' }, 'PROFILE.ID_NUMBER_INVALID'],
    ['a negative measure', { body_measurements: { height: -1 } }, 'PROFILE.MEASUREMENT_INVALID'],
  ])('refuses %s with 400 and the rule code', async (_name, overrides, code) => {
    const { token } = await signUp(app, { destination: newPhone() });
    expect(refusal(await call(app, 'PUT', API_PATHS.me, { token, body: { name: 'Lan', ...overrides } }))).toEqual({ status: 400, code });
  });

  it("refuses another account's email or phone with 409, once the code sent to it is proven", async () => {
    const taken = newPhone();
    await signUp(app, { destination: taken });
    await signUp(app, { channel: 'email', destination: 'taken@example.com' });
    const { token } = await signUp(app, { destination: newPhone() });
    const phoneCode = await contactCodes(app, token, { phone: taken });
    expect(refusal(await call(app, 'PUT', API_PATHS.me, { token, body: { name: 'Lan', phone: taken, ...phoneCode } }))).toEqual({ status: 409, code: 'PROFILE.PHONE_TAKEN' });
    const emailCode = await contactCodes(app, token, { email: 'TAKEN@example.com' });
    expect(refusal(await call(app, 'PUT', API_PATHS.me, { token, body: { name: 'Lan', email: 'TAKEN@example.com', ...emailCode } }))).toEqual({
      status: 409,
      code: 'PROFILE.EMAIL_TAKEN',
    });
  });

  it('keeps payment information and notification choices; each part saves alone', async () => {
    const { token } = await signUp(app, { destination: newPhone() });
    const initial = SettingsEnvelope.parse((await call(app, 'GET', API_PATHS.accountSettings, { token })).body).data;
    expect(initial.notifications).toEqual({ orders: true, chats: true, promotions: true, community: true });
    const payment = { preferred_method: 'MOMO', refund_bank_name: 'Vietcombank', refund_account_number: '0011 0023 4567', refund_account_holder: 'Lê Thu Hà' };
    const saved = await call(app, 'PUT', API_PATHS.accountSettings, { token, body: { payment } });
    expect(SettingsEnvelope.parse(saved.body).data.payment).toEqual({ ...payment, refund_account_number: '001100234567', refund_account_holder: 'LÊ THU HÀ' });
    await call(app, 'PUT', API_PATHS.accountSettings, { token, body: { notifications: { orders: true, chats: false, promotions: false, community: true } } });
    const now = SettingsEnvelope.parse((await call(app, 'GET', API_PATHS.accountSettings, { token })).body).data;
    expect(now).toEqual({ payment: saved && SettingsEnvelope.parse(saved.body).data.payment, notifications: { orders: true, chats: false, promotions: false, community: true } });
    expect(refusal(await call(app, 'PUT', API_PATHS.accountSettings, { token, body: { payment: { refund_account_number: '12' } } }))).toEqual({
      status: 400,
      code: 'PAYMENT_INFO.BANK_REQUIRED',
    });
    expect(refusal(await call(app, 'PUT', API_PATHS.accountSettings, { token, body: { payment: { preferred_method: 'BITCOIN' } } }))).toEqual({
      status: 400,
      code: 'PAYMENT_INFO.METHOD_INVALID',
    });
    expect(refusal(await call(app, 'GET', API_PATHS.accountSettings))).toEqual({ status: 401, code: 'AUTH.TOKEN_MISSING' });
  });

  it('deletes a buyer after confirmation: sessions revoked, personal data erased, orders kept, the phone free again', async () => {
    const phone = newPhone();
    const { token, profile } = await signUp(app, { destination: phone });
    const other = await signUp(app, { destination: newPhone() });
    const codes = await contactCodes(app, token, { email: 'minh@example.com' });
    const edited = await call(app, 'PUT', API_PATHS.me, {
      token,
      body: { name: 'Phạm Minh', phone, email: 'minh@example.com', id_number: '001195012399', body_measurements: { height: 170 }, ...codes },
    });
    expect(edited.status).toBe(200);
    const probe = await sellable(test.db, { shopWhere: VN_SHOP_ALL_METHODS('01') });
    const placed = await placeOk(app, token, orderBody([{ probe }]));
    // What the account keeps around it: a favourite, a saved voucher and this device's push token.
    expect((await call(app, 'POST', API_PATHS.favourite(probe.productId), { token })).status).toBeLessThan(300);
    const [voucher] = await test.db.query<{ id: string }>(`SELECT id FROM vouchers WHERE code = 'FREESHIP'`);
    expect((await call(app, 'POST', API_PATHS.voucherWalletSave(voucher?.id ?? ''), { token })).status).toBe(201);
    expect((await call(app, 'POST', COMMUNITY_PATHS.pushTokenCreate, { token, body: { token: 'push-gone', deviceId: 'device-gone' } })).status).toBeLessThan(300);
    const leftovers = async () =>
      (
        await test.db.query<{ favourites: number; saves: number; push: number }>(
          `SELECT (SELECT count(*)::int FROM favourites WHERE owner_id = $1) AS favourites,
             (SELECT count(*)::int FROM voucher_saves WHERE owner_id = $1) AS saves,
             (SELECT count(*)::int FROM push_tokens WHERE user_id = $1) AS push`,
          [profile._id],
        )
      )[0];
    expect(await leftovers()).toEqual({ favourites: 1, saves: 1, push: 1 });

    expect(refusal(await call(app, 'DELETE', API_PATHS.me, { token, body: {} }))).toEqual({ status: 400, code: 'ACCOUNT.DELETE_CONFIRM_REQUIRED' });
    expect((await call(app, 'DELETE', API_PATHS.me, { token, body: { confirm: true } })).status).toBe(200);

    expect(refusal(await call(app, 'GET', API_PATHS.me, { token }))).toEqual({ status: 401, code: 'AUTH.TOKEN_INVALID' });
    expect(await leftovers()).toEqual({ favourites: 0, saves: 0, push: 0 });
    const [row] = await test.db.query<Record<string, unknown>>(
      `SELECT name, email, phone, id_number, body_measurements, password_hash, deleted_at IS NOT NULL AS deleted FROM users WHERE id = $1`,
      [profile._id],
    );
    expect(row).toEqual({ name: ERASED_ACCOUNT_NAME, email: null, phone: null, id_number: null, body_measurements: null, password_hash: null, deleted: true });
    const [order] = await test.db.query<{ owner_id: string }>(`SELECT owner_id FROM orders WHERE id = $1`, [placed.order._id]);
    expect(order?.owner_id).toBe(profile._id);
    expect(refusal(await call(app, 'GET', API_PATHS.userWall(profile._id), { token: other.token }))).toEqual({ status: 404, code: 'USER.NOT_FOUND' });
    // The number may make a new account.
    clock.advance(2 * 60 * 60 * 1000);
    await signUp(app, { destination: phone });
  });

  it('tells a seller that support deletes the account (403), and deletes nothing', async () => {
    const { token, profile } = await signUp(app, { destination: newPhone() });
    expect(ProfileEnvelope.parse((await call(app, 'GET', API_PATHS.me, { token })).body).data).toMatchObject({
      roles: ['buyer'],
      account_status: 'not_registered',
    });
    // The development helper grants the role an admin's approval will; twice is once.
    const shops = new Set<string>();
    for (let time = 0; time < 2; time += 1) {
      const granted = await call(app, 'POST', DEV_API_PATHS.devSellerRole, { body: { userId: profile._id } });
      expect(granted.status).toBe(200);
      shops.add((granted.body as { data: { shop_id: string } }).data.shop_id);
    }
    expect(shops.size).toBe(1);
    expect(refusal(await call(app, 'POST', DEV_API_PATHS.devSellerRole, { body: { userId: 'nobody' } }))).toEqual({ status: 404, code: 'USER.NOT_FOUND' });
    // The app reads the role and status from the profile to show the support message instead of the dialog.
    expect(ProfileEnvelope.parse((await call(app, 'GET', API_PATHS.me, { token })).body).data).toMatchObject({
      roles: ['buyer', 'seller'],
      account_status: 'approved',
    });
    expect(refusal(await call(app, 'DELETE', API_PATHS.me, { token, body: { confirm: true } }))).toEqual({ status: 403, code: 'ACCOUNT.DELETE_BY_SUPPORT' });
    expect((await call(app, 'GET', API_PATHS.me, { token })).status).toBe(200);
  });

  it('shows a wall without private data: masked name for others, the full name to its owner', async () => {
    const { token, profile } = await signUp(app, { destination: newPhone(), name: 'Nguyễn Văn An' });
    const shop = await sellable(test.db);
    await call(app, 'POST', API_PATHS.shopFollow(shop.shopId), { token });
    const seen = await call(app, 'GET', API_PATHS.userWall(profile._id), { token: await guestToken(app) });
    const wall = WallEnvelope.parse(seen.body).data;
    expect(wall).toMatchObject({ _id: profile._id, name: 'N*****n', initial: 'N', following: 1, followers: 0, is_self: false });
    expect(JSON.stringify(seen.body)).not.toContain('+84');
    const own = WallEnvelope.parse((await call(app, 'GET', API_PATHS.userWall(profile._id), { token })).body).data;
    expect(own).toMatchObject({ name: 'Nguyễn Văn An', is_self: true });
    expect(refusal(await call(app, 'GET', API_PATHS.userWall('nobody')))).toEqual({ status: 404, code: 'USER.NOT_FOUND' });
  });
});
