import { Hono } from 'hono';
import {
  issue,
  sellerApplicationDraftRead,
  sellerApplicationEditable,
  sellerAddressKnown,
  sellerApplicationValidate,
  sellerVerificationMissing,
  type SellerApplicationRecord,
  type SellerVerification,
  type ShopApplicationDetail,
  SELLER_API_PATHS,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import type { AuthEnv } from '../auth/auth-env.js';
import type { UserRecord } from '../auth/users.js';
import { accountRequired } from '../auth/auth-middleware.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { uploadedImagesRefusal } from '../uploads/uploaded-images-check.js';
import { adminUnits } from '../addresses/admin-units.js';
import { applicationOfUser, applicationWrite } from './seller-application-store.js';
import { formRefusal, jsonBody } from './registration-http.js';

/** Spec 6: a seller's account has a proven phone and email and an ID number. */
export const verificationOf = (user: UserRecord): SellerVerification => ({
  phone: user.verified.phone && Boolean(user.profile.phone),
  email: user.verified.email && Boolean(user.profile.email),
  id_number: Boolean(user.profile.id_number?.trim()),
});

const recordOf = (user: UserRecord, application: ShopApplicationDetail | null): SellerApplicationRecord => ({
  status: application?.status ?? null,
  form: application?.form ?? {},
  reject_reason: application?.reject_reason ?? null,
  submitted_at: application?.submitted_at ?? null,
  decided_at: application?.decided_at ?? null,
  verification: verificationOf(user),
});

const notEditable = () =>
  new ApiError(409, ERROR_CODES['SELLER_APPLICATION.NOT_EDITABLE'], 'The application waits for the admin or was approved; it cannot change.');

const PHOTO_FIELDS = ['id_front_photo', 'id_back_photo', 'licence_photo'] as const;

/**
 * The account's own shop registration (spec 3, 4, 6): read it, keep the draft while filling
 * (status stays draft, or rejected until sent again), and submit it once the account is verified
 * and core's sellerApplicationValidate passes, with an address of the administrative-unit catalogue
 * and photos this account uploaded here.
 */
export function sellerApplicationRoutes(db: Db): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>();
  const account = accountRequired(db);

  routes.get(routePath(SELLER_API_PATHS.sellerApplication), account, async (c) => {
    const user = c.get('user');
    return okJson(c, recordOf(user, await applicationOfUser(db, user.id)));
  });

  routes.put(routePath(SELLER_API_PATHS.sellerApplication), account, async (c) => {
    const user = c.get('user');
    const draft = sellerApplicationDraftRead(await jsonBody(c));
    if (!draft.ok) return formRefusal(c, draft.error);
    await db.transaction(async (tx) => {
      const current = await applicationOfUser(tx, user.id, true);
      if (!sellerApplicationEditable(current?.status ?? null)) throw notEditable();
      await applicationWrite(tx, user.id, draft.value, current?.status ?? 'draft', false);
    });
    return okJson(c, recordOf(user, await applicationOfUser(db, user.id)));
  });

  routes.post(routePath(SELLER_API_PATHS.sellerApplicationSubmit), account, async (c) => {
    const user = c.get('user');
    if (sellerVerificationMissing(verificationOf(user)).length > 0) {
      throw new ApiError(403, ERROR_CODES['SELLER_APPLICATION.VERIFICATION_REQUIRED'], 'Verify the phone and email and enter the ID number first.');
    }
    const checked = sellerApplicationValidate(await jsonBody(c));
    if (!checked.ok) return formRefusal(c, checked.error);
    const bounded = sellerApplicationDraftRead(checked.value);
    if (!bounded.ok) return formRefusal(c, bounded.error);
    if (!sellerAddressKnown(await adminUnits(), checked.value.address)) {
      return formRefusal(c, [issue('address.ward', 'SELLER_APPLICATION.ADDRESS_UNKNOWN')]);
    }
    const photos = PHOTO_FIELDS.map((field) => checked.value[field]);
    const notUploaded = await uploadedImagesRefusal(db, photos, user.id);
    if (notUploaded !== null) {
      return formRefusal(c, [issue(PHOTO_FIELDS[notUploaded - 1] ?? 'id_front_photo', 'SELLER_APPLICATION.PHOTO_NOT_UPLOADED')]);
    }
    await db.transaction(async (tx) => {
      const current = await applicationOfUser(tx, user.id, true);
      if (!sellerApplicationEditable(current?.status ?? null)) throw notEditable();
      await applicationWrite(tx, user.id, checked.value, 'pending_approval', true);
    });
    return okJson(c, recordOf(user, await applicationOfUser(db, user.id)));
  });

  return routes;
}
