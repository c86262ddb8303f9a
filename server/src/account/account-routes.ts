import { randomBytes } from 'node:crypto';
import { communityNotify } from '../notifications/community-notify.js';
import { Hono, type Context } from 'hono';
import {
  vietnamDayIso,
  API_HEADERS,
  API_PATHS,
  NotificationPrefsSchema,
  accountDeletionCheck,
  accountDeletionRole,
  paymentInfoValidate,
  profileUpdateValidate,
  avatarUrlCheck,
  personFollowAllowed,
  type Validation,
  DEV_API_PATHS,
} from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath, routePattern } from '../http/route-path.js';
import type { AuthEnv } from '../auth/auth-env.js';
import { isAuthErrorCode } from '../auth/auth-error-codes.js';
import { accountRequired, callerSession } from '../auth/auth-middleware.js';
import { userFindById } from '../auth/users.js';
import { isAccountRuleCode } from './account-error-codes.js';
import { accountErase, avatarWrite, personFollowSet, settingsRead, settingsWrite, wallRead } from './account-store.js';
import { contactCodeRoutes } from './contact-code-routes.js';
import { contactTakenRefuse, profileContactProve, profileSave, type ContactDeps } from './profile-contact.js';

/** The name an erased account keeps: not personal, and the same for everyone. */
export const ERASED_ACCOUNT_NAME = 'Deleted user';

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, ERROR_CODES.requestInvalid, 'The body must be JSON.');
  }
}

/** A core rule's verdict, or a 400 with its first issue's code. */
function valid<T>(validation: Validation<T>): T {
  if (validation.ok) return validation.value;
  const [first] = validation.error;
  const code = first && (isAccountRuleCode(first.code) || isAuthErrorCode(first.code)) ? first.code : ERROR_CODES.requestInvalid;
  throw new ApiError(400, code, `${first?.field ?? 'body'}: ${first?.code ?? 'invalid'}`);
}

/**
 * Development only: `POST api/v1/dev/seller-role { userId, shopName? }` does what an admin's
 * approval of the account's shop does: the seller role and a new, empty shop it owns (kept if
 * it has one), so journeys can act as a seller account without the registration screens.
 * Answers the profile and the shop's id.
 */
export function accountDevRoutes(db: Db): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>();
  routes.post(routePath(DEV_API_PATHS.devSellerRole), async (c) => {
    const body = await jsonBody(c);
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const userId = fields['userId'];
    if (typeof userId !== 'string') throw new ApiError(400, ERROR_CODES.requestInvalid, 'userId: the account id');
    const shopName = typeof fields['shopName'] === 'string' && fields['shopName'].trim() !== '' ? fields['shopName'].trim().slice(0, 80) : null;
    const shopId = await db.transaction(async (tx) => {
      const typed = typedDb(tx);
      const row = await typed
        .updateTable('users')
        .set({ roles: sql<string[]>`CASE WHEN 'seller' = ANY(roles) THEN roles ELSE array_append(roles, 'seller') END` })
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .returning(['id', 'name'])
        .executeTakeFirst();
      if (!row) throw new ApiError(404, ERROR_CODES.userNotFound, 'No such person.');
      const owned = await typed.selectFrom('shops').select('id').where('owner_user_id', '=', userId).executeTakeFirst();
      if (owned) return owned.id;
      const id = randomBytes(12).toString('hex');
      await typed
        .insertInto('shops')
        .values({ id, name: shopName ?? `${row.name} Shop`, country: 'VN', owner_user_id: userId })
        .execute();
      return id;
    });
    const user = await userFindById(db, userId);
    return okJson(c, { profile: user?.profile ?? null, shop_id: shopId });
  });
  return routes;
}

/** Profile edit, payment information and notification choices, account deletion, and walls. */
export function accountRoutes(deps: ContactDeps): Hono<AuthEnv> {
  const { db } = deps;
  const routes = new Hono<AuthEnv>();
  routes.route('/', contactCodeRoutes(deps, valid));
  const account = accountRequired(db);

  routes.put(routePath(API_PATHS.me), account, async (c) => {
    const now = deps.clock.now();
    // Dates of birth are calendar days in Vietnam, whatever the server's zone.
    const today = vietnamDayIso(now);
    const country = c.req.header(API_HEADERS.country)?.trim().toUpperCase() || 'VN';
    const body = await jsonBody(c);
    const update = valid(profileUpdateValidate(body, { today, country }));
    const user = c.get('user');
    // A new email or phone is stored only with the code sent to it: typed in unproven, it would
    // later let its real owner's code or social login into this account.
    const proven = await profileContactProve(deps, user, update, body, valid);
    // After the codes (issue 24): only whoever holds the address learns that another account proved it.
    await contactTakenRefuse(db, user.id, 'email', update.email);
    await contactTakenRefuse(db, user.id, 'phone', update.phone);
    await profileSave(db, user, update, proven, now);
    const saved = await userFindById(db, user.id);
    if (!saved) throw new ApiError(401, ERROR_CODES.tokenInvalid, 'The account no longer exists.');
    return okJson(c, saved.profile);
  });

  routes.put(routePath(API_PATHS.accountAvatar), account, async (c) => {
    const body = await jsonBody(c);
    const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['avatar'] : undefined;
    const avatar = avatarUrlCheck(raw);
    const userId = c.get('user').id;
    if (!avatar.ok || !(await avatarWrite(db, userId, avatar.value))) {
      throw new ApiError(400, ERROR_CODES['PROFILE.AVATAR_INVALID'], 'avatar: an image uploaded by this account, or null');
    }
    const user = await userFindById(db, userId);
    if (!user) throw new ApiError(401, ERROR_CODES.tokenInvalid, 'The account no longer exists.');
    return okJson(c, user.profile);
  });

  routes.delete(routePath(API_PATHS.me), account, async (c) => {
    const body = await jsonBody(c);
    const confirmed = typeof body === 'object' && body !== null && (body as Record<string, unknown>)['confirm'] === true;
    const user = c.get('user');
    const check = accountDeletionCheck(accountDeletionRole(user.roles), confirmed);
    if (!check.ok) {
      const status = check.error === 'ACCOUNT.DELETE_CONFIRM_REQUIRED' ? 400 : 403;
      throw new ApiError(status, check.error, 'This account cannot be deleted this way.');
    }
    await accountErase(db, user.id, ERASED_ACCOUNT_NAME);
    return okJson(c, null);
  });

  routes.get(routePath(API_PATHS.accountSettings), account, async (c) => okJson(c, await settingsRead(db, c.get('user').id)));

  // Either part may come alone: the payment form and the notification switches save separately.
  routes.put(routePath(API_PATHS.accountSettings), account, async (c) => {
    const body = await jsonBody(c);
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const userId = c.get('user').id;
    const current = await settingsRead(db, userId);
    const payment = fields['payment'] === undefined ? current.payment : valid(paymentInfoValidate(fields['payment']));
    let notifications = current.notifications;
    if (fields['notifications'] !== undefined) {
      const parsed = NotificationPrefsSchema.safeParse(fields['notifications']);
      if (!parsed.success) throw new ApiError(400, ERROR_CODES.requestInvalid, 'notifications: four booleans');
      notifications = parsed.data;
    }
    await settingsWrite(db, userId, { payment, notifications });
    return okJson(c, await settingsRead(db, userId));
  });

  // A guest's no-login token answers 401 AUTH.LOGIN_REQUIRED (the app shows the login prompt).
  for (const follow of [true, false]) {
    const handler = async (c: Context<AuthEnv>) => {
      const viewerId = c.get('user').id;
      const personId = c.req.param('id') ?? '';
      if (!personFollowAllowed(viewerId, personId)) throw new ApiError(400, ERROR_CODES['FOLLOW.SELF'], 'A person cannot follow themselves.');
      if (!(await personFollowSet(db, viewerId, personId, follow))) throw new ApiError(404, ERROR_CODES.userNotFound, 'No such person.');
      if (follow) await communityNotify(db, { actorId: viewerId, event: 'follow', ownerId: personId }, null);
      return okJson(c, await wallRead(db, personId, viewerId));
    };
    if (follow) routes.post(routePattern(API_PATHS.userFollow), account, handler);
    else routes.delete(routePattern(API_PATHS.userFollow), account, handler);
  }

  routes.get(routePattern(API_PATHS.userWall), async (c) => {
    const viewer = await callerSession(db, c);
    const wall = await wallRead(db, c.req.param('id'), viewer?.kind === 'user' ? viewer.ownerId : null);
    if (!wall) throw new ApiError(404, ERROR_CODES.userNotFound, 'No such person.');
    return okJson(c, wall);
  });

  return routes;
}
