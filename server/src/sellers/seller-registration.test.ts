import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, API_PATHS, AUTH_SCHEME, SellerAccountSchema, envelopeSchema, SELLER_API_PATHS, ADMIN_API_PATHS, SELLER_SETTINGS_PATHS, NOTIFICATION_API_PATHS } from '@modavi/core';
import { makeSellerApplication } from '@modavi/core/testing';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { contactCodes, refusal, signUp } from '../testing/auth-probe.js';
import { adminAccount, probePhone, sellerAccount } from '../testing/seller-probe.js';
import { PNG_8X8 } from '../testing/png-fixture.js';
import { guestToken } from '../testing/commerce-probe.js';

let emailSeq = 0;

describe('seller registration and the admin shop queue', () => {
  let test: TestDb;
  let app: Hono;
  let admin: string;
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
    admin = (await adminAccount(app, test.db)).token;
  });
  afterAll(async () => {
    await test?.dispose();
  });

  /** A buyer with a proven phone (its sign-up), and unless told otherwise a proven email and an ID number. */
  const applicant = async (verified = true) => {
    const grant = await signUp(app, { destination: probePhone(), name: 'Nguyễn Thị Lan' });
    if (verified) {
      const email = `lan${process.pid}x${(emailSeq += 1)}@modavi.test`;
      const codes = await contactCodes(app, grant.token, { email });
      const saved = await call(app, 'PUT', API_PATHS.me, {
        token: grant.token,
        body: { name: 'Nguyễn Thị Lan', email, phone: grant.profile.phone, id_number: '001095012345', ...codes },
      });
      expect(saved.status).toBe(200);
    }
    return { token: grant.token, userId: grant.profile._id };
  };

  const upload = async (token: string): Promise<string> => {
    const form = new FormData();
    form.set('file', new File([PNG_8X8 as Uint8Array<ArrayBuffer>], 'cccd.png', { type: 'image/png' }));
    const response = await app.request(`/${API_PATHS.imageUpload}`, {
      method: 'POST',
      body: form,
      headers: { [API_HEADERS.authorization]: `${AUTH_SCHEME} ${token}` },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { url: string } }).data.url;
  };

  /** An address of the administrative-unit catalogue, by the names the form keeps. */
  const address = { street: '12 Hàng Bông', province: 'Thành phố Hà Nội', district: 'Quận Hoàn Kiếm', ward: 'Phường Hàng Trống' };
  const completeApplication = async (token: string, storeName: string) =>
    makeSellerApplication({
      store_name: storeName,
      address,
      id_front_photo: await upload(token),
      id_back_photo: await upload(token),
      licence_photo: await upload(token),
    });

  const submitted = async (storeName: string) => {
    const who = await applicant();
    const sent = await call(app, 'POST', SELLER_API_PATHS.sellerApplicationSubmit, {
      token: who.token,
      body: await completeApplication(who.token, storeName),
    });
    expect(sent.status).toBe(200);
    const [row] = await test.db.query<{ id: string }>('SELECT id FROM shop_applications WHERE user_id = $1', [who.userId]);
    return { ...who, applicationId: row?.id ?? '' };
  };

  const dataOf = (response: { body: unknown }) => (response.body as { data: Record<string, unknown> }).data;

  const inboxFirst = async (token: string) =>
    (dataOf(await call(app, 'GET', NOTIFICATION_API_PATHS.list, { token }))['items'] as Record<string, unknown>[])[0];

  it('keeps a draft between visits, and tells what verification is missing', async () => {
    const who = await applicant(false);
    const empty = await call(app, 'GET', SELLER_API_PATHS.sellerApplication, { token: who.token });
    expect(dataOf(empty)).toMatchObject({ status: null, form: {}, verification: { phone: true, email: false, id_number: false } });
    const saved = await call(app, 'PUT', SELLER_API_PATHS.sellerApplication, {
      token: who.token,
      body: { store_name: 'Tiệm Lan', description: 'ngắn', extra: 1 },
    });
    expect(saved.status).toBe(200);
    const again = dataOf(await call(app, 'GET', SELLER_API_PATHS.sellerApplication, { token: who.token }));
    expect(again).toMatchObject({ status: 'draft', form: { store_name: 'Tiệm Lan', description: 'ngắn' } });
    expect(again['form']).not.toHaveProperty('extra');
    const tooLong = await call(app, 'PUT', SELLER_API_PATHS.sellerApplication, { token: who.token, body: { store_name: 'x'.repeat(101) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ error_code: 'SELLER_APPLICATION.TEXT_TOO_LONG', errors: [{ field: 'store_name', params: { max: 100 } }] });
    // An unverified account keeps its draft but cannot send it.
    expect(refusal(await call(app, 'POST', SELLER_API_PATHS.sellerApplicationSubmit, { token: who.token, body: makeSellerApplication() }))).toEqual({
      status: 403,
      code: 'SELLER_APPLICATION.VERIFICATION_REQUIRED',
    });
  });

  it('refuses a submission with a code per broken field, and photos not uploaded here', async () => {
    const who = await applicant();
    const refused = await call(app, 'POST', SELLER_API_PATHS.sellerApplicationSubmit, {
      token: who.token,
      body: { ...makeSellerApplication(), full_name: 'L', id_number: '12345', description: 'ngắn', platform_link: '' },
    });
    expect(refused.status).toBe(400);
    const errors = (refused.body as { errors: { field: string; code: string }[] }).errors.map((entry) => `${entry.field} ${entry.code}`);
    expect(errors).toEqual([
      'full_name SELLER_APPLICATION.FULL_NAME_LENGTH',
      'id_number SELLER_APPLICATION.INVALID_ID_DOCUMENT',
      'platform_link SELLER_APPLICATION.LINK_REQUIRED',
      'description SELLER_APPLICATION.DESCRIPTION_LENGTH',
    ]);
    const nowhere = await call(app, 'POST', SELLER_API_PATHS.sellerApplicationSubmit, {
      token: who.token,
      body: makeSellerApplication({ address: { ...address, ward: 'Phường Không Có' } }),
    });
    expect(nowhere.body).toMatchObject({ error_code: 'SELLER_APPLICATION.ADDRESS_UNKNOWN', errors: [{ field: 'address.ward' }] });
    const foreign = await call(app, 'POST', SELLER_API_PATHS.sellerApplicationSubmit, { token: who.token, body: makeSellerApplication({ address }) });
    expect(foreign.body).toMatchObject({ error_code: 'SELLER_APPLICATION.PHOTO_NOT_UPLOADED', errors: [{ field: 'id_front_photo' }] });
    // Another account's uploads are not this applicant's.
    const other = await applicant();
    const stolen = await call(app, 'POST', SELLER_API_PATHS.sellerApplicationSubmit, {
      token: who.token,
      body: await completeApplication(other.token, 'Lấy ảnh'),
    });
    expect(refusal(stolen)).toEqual({ status: 400, code: 'SELLER_APPLICATION.PHOTO_NOT_UPLOADED' });
  });

  it('submits, waits for the admin, and the approval opens the seller area with the shop', async () => {
    const who = await submitted('Tiệm Áo Dài Lan Duyệt');
    const mine = dataOf(await call(app, 'GET', SELLER_API_PATHS.sellerApplication, { token: who.token }));
    expect(mine).toMatchObject({ status: 'pending_approval' });
    expect(typeof mine['submitted_at']).toBe('string');
    expect(refusal(await call(app, 'PUT', SELLER_API_PATHS.sellerApplication, { token: who.token, body: {} }))).toEqual({
      status: 409,
      code: 'SELLER_APPLICATION.NOT_EDITABLE',
    });
    const meBefore = envelopeSchema(SellerAccountSchema).parse((await call(app, 'GET', SELLER_API_PATHS.sellerMe, { token: who.token })).body).data;
    expect(meBefore).toMatchObject({ account_status: 'pending_approval', shop: null });

    const queue = dataOf(await call(app, 'GET', ADMIN_API_PATHS.adminShopApplications, { token: admin }));
    expect(queue['items']).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: who.applicationId, store_name: 'Tiệm Áo Dài Lan Duyệt' })]),
    );
    const detail = dataOf(await call(app, 'GET', ADMIN_API_PATHS.adminShopApplication(who.applicationId), { token: admin }));
    expect(detail).toMatchObject({ status: 'pending_approval', user_id: who.userId, form: { store_name: 'Tiệm Áo Dài Lan Duyệt' } });

    const approved = await call(app, 'POST', ADMIN_API_PATHS.adminShopApplicationApprove(who.applicationId), { token: admin });
    expect(approved.status).toBe(200);
    expect(dataOf(approved)).toMatchObject({ status: 'approved', shop_id: expect.any(String), decided_at: expect.any(String) });
    const me = envelopeSchema(SellerAccountSchema).parse((await call(app, 'GET', SELLER_API_PATHS.sellerMe, { token: who.token })).body).data;
    expect(me).toMatchObject({
      account_status: 'approved',
      shop: { name: 'Tiệm Áo Dài Lan Duyệt', country: 'VN', _id: dataOf(approved)['shop_id'] },
    });
    expect(me.roles).toEqual(expect.arrayContaining(['buyer', 'seller']));
    // The applicant is told (spec 4: shop approved), and the notification leads to the seller centre.
    expect(await inboxFirst(who.token)).toMatchObject({ type: 'shop_approved', content: expect.stringContaining('Tiệm Áo Dài Lan Duyệt') });
    // The registration is carried into the shop: its settings start with the approved description and address.
    const form = (detail['form'] ?? {}) as Record<string, unknown>;
    const info = dataOf(await call(app, 'GET', SELLER_SETTINGS_PATHS.shopInfo, { token: who.token }));
    expect(info).toMatchObject({ name: 'Tiệm Áo Dài Lan Duyệt', description: form['description'], address, country: 'VN' });
    expect(typeof form['description'] === 'string' && form['description'].length > 0).toBe(true);
    // Decided once: a second decision is refused.
    expect(refusal(await call(app, 'POST', ADMIN_API_PATHS.adminShopApplicationApprove(who.applicationId), { token: admin }))).toEqual({
      status: 409,
      code: 'SHOP_APPLICATION.NOT_PENDING',
    });
    expect(
      refusal(await call(app, 'POST', ADMIN_API_PATHS.adminShopApplicationReject(who.applicationId), { token: admin, body: { reason: 'Trễ' } })),
    ).toEqual({
      status: 409,
      code: 'SHOP_APPLICATION.NOT_PENDING',
    });
  });

  it('rejects with a reason the applicant reads, who may edit and submit again', async () => {
    const who = await submitted('Tiệm Bị Từ Chối');
    const noReason = await call(app, 'POST', ADMIN_API_PATHS.adminShopApplicationReject(who.applicationId), { token: admin, body: { reason: '  ' } });
    expect(refusal(noReason)).toEqual({ status: 400, code: 'SHOP_APPLICATION.REJECT_REASON_REQUIRED' });
    const tooLong = await call(app, 'POST', ADMIN_API_PATHS.adminShopApplicationReject(who.applicationId), {
      token: admin,
      body: { reason: 'x'.repeat(501) },
    });
    expect(refusal(tooLong)).toEqual({ status: 400, code: 'SHOP_APPLICATION.REJECT_REASON_TOO_LONG' });
    const rejected = await call(app, 'POST', ADMIN_API_PATHS.adminShopApplicationReject(who.applicationId), {
      token: admin,
      body: { reason: 'Ảnh CCCD bị mờ' },
    });
    expect(dataOf(rejected)).toMatchObject({ status: 'rejected', reject_reason: 'Ảnh CCCD bị mờ' });
    expect(await inboxFirst(who.token)).toMatchObject({ type: 'shop_rejected', content: expect.stringContaining('Ảnh CCCD bị mờ') });
    expect(dataOf(await call(app, 'GET', SELLER_API_PATHS.sellerApplication, { token: who.token }))).toMatchObject({
      status: 'rejected',
      reject_reason: 'Ảnh CCCD bị mờ',
    });
    const rejectedQueue = dataOf(await call(app, 'GET', ADMIN_API_PATHS.adminShopApplications, { token: admin, headers: {} }));
    expect((rejectedQueue['items'] as { _id: string }[]).some((item) => item._id === who.applicationId)).toBe(false);
    const search = dataOf(
      await call(app, 'GET', `${ADMIN_API_PATHS.adminShopApplications}?status=rejected&q=${encodeURIComponent('bị từ')}`, { token: admin }),
    );
    expect(search['items']).toEqual([expect.objectContaining({ _id: who.applicationId })]);
    // A draft save keeps it rejected (with its reason) until it is sent again.
    expect((await call(app, 'PUT', SELLER_API_PATHS.sellerApplication, { token: who.token, body: { store_name: 'Tiệm Sửa Lại' } })).status).toBe(200);
    expect(dataOf(await call(app, 'GET', SELLER_API_PATHS.sellerApplication, { token: who.token }))).toMatchObject({ status: 'rejected' });
    const again = await call(app, 'POST', SELLER_API_PATHS.sellerApplicationSubmit, {
      token: who.token,
      body: await completeApplication(who.token, 'Tiệm Sửa Lại'),
    });
    expect(dataOf(again)).toMatchObject({ status: 'pending_approval', reject_reason: null });
  });

  it('answers each route only to whom it belongs', async () => {
    const buyer = await applicant();
    const seller = await sellerAccount(app, test.db);
    const other = await submitted('Tiệm Của Người Khác');
    expect(refusal(await call(app, 'GET', SELLER_API_PATHS.sellerApplication))).toMatchObject({ status: 401 });
    expect(refusal(await call(app, 'PUT', SELLER_API_PATHS.sellerApplication, { body: {} }))).toMatchObject({ status: 401 });
    expect(refusal(await call(app, 'POST', SELLER_API_PATHS.sellerApplicationSubmit, { body: {} }))).toMatchObject({ status: 401 });
    // The account reads its own application only: the buyer sees none, not the other's.
    expect(dataOf(await call(app, 'GET', SELLER_API_PATHS.sellerApplication, { token: buyer.token }))).toMatchObject({ status: null, form: {} });
    const adminRoutes = [
      ['GET', ADMIN_API_PATHS.adminShopApplications],
      ['GET', ADMIN_API_PATHS.adminShopApplication(other.applicationId)],
      ['POST', ADMIN_API_PATHS.adminShopApplicationApprove(other.applicationId)],
      ['POST', ADMIN_API_PATHS.adminShopApplicationReject(other.applicationId)],
    ] as const;
    for (const [method, path] of adminRoutes) {
      const body = method === 'POST' ? { body: { reason: 'x' } } : {};
      expect(refusal(await call(app, method, path, body))).toMatchObject({ status: 401 });
      expect(refusal(await call(app, method, path, { token: buyer.token, ...body }))).toEqual({
        status: 403,
        code: 'SHOP_APPLICATION.ACTOR_NOT_ALLOWED',
      });
      expect(refusal(await call(app, method, path, { token: seller.token, ...body }))).toEqual({
        status: 403,
        code: 'SHOP_APPLICATION.ACTOR_NOT_ALLOWED',
      });
    }
    expect(refusal(await call(app, 'GET', ADMIN_API_PATHS.adminShopApplication('nope'), { token: admin }))).toEqual({
      status: 404,
      code: 'SHOP_APPLICATION.NOT_FOUND',
    });
    expect(refusal(await call(app, 'GET', `${ADMIN_API_PATHS.adminShopApplications}?status=draft`, { token: admin }))).toEqual({
      status: 400,
      code: 'REQUEST.INVALID',
    });
    expect(dataOf(await call(app, 'GET', ADMIN_API_PATHS.adminShopApplication(other.applicationId), { token: admin }))).toMatchObject({
      status: 'pending_approval',
    });
  });

  it('stores a landing contact form by core rule, with a body limit', async () => {
    const token = await guestToken(app);
    const form = { name: 'Lan', email: 'lan@modavi.vn', phone: '0912345678', website: 'https://tiemlan.vn', message: 'Tôi muốn bán hàng' };
    const sent = await call(app, 'POST', SELLER_API_PATHS.sellerContacts, { token, body: form });
    expect(sent.status).toBe(201);
    const [row] = await test.db.query<{ name: string }>('SELECT name FROM seller_contacts WHERE id = $1', [dataOf(sent)['_id']]);
    expect(row?.name).toBe('Lan');
    const refused = await call(app, 'POST', SELLER_API_PATHS.sellerContacts, { token, body: { ...form, phone: '09-12', website: 'x' } });
    expect((refused.body as { errors: { code: string }[] }).errors.map((entry) => entry.code)).toEqual([
      'CONTACT.PHONE_DIGITS_ONLY',
      'CONTACT.WEBSITE_INVALID',
    ]);
    expect(refusal(await call(app, 'POST', SELLER_API_PATHS.sellerContacts, { token, body: { ...form, message: 'x'.repeat(20_000) } }))).toEqual({
      status: 413,
      code: 'REQUEST.TOO_LARGE',
    });
    expect((await call(app, 'POST', SELLER_API_PATHS.sellerContacts, { body: form })).status).toBe(401);
  });
});
