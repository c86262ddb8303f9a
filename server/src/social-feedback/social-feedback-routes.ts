import { Hono, type Context } from 'hono';
import {
  SOCIAL_FEEDBACK_API_PATHS,
  SOCIAL_FEEDBACK_PAGE_SIZE,
  SOCIAL_FEEDBACK_SEND_POLICY,
  SocialFeedbackStatusSchema,
  socialFeedbackPublicView,
  socialFeedbackValidate,
  type ValidationIssue,
} from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { clientAddress } from '../http/client-address.js';
import { okJson } from '../http/envelope.js';
import { routePath, routePattern } from '../http/route-path.js';
import { actorRequired } from '../ordering/actor-tokens.js';
import { jsonBody } from '../sellers/registration-http.js';
import { uploadedImagesRefusal } from '../uploads/uploaded-images-check.js';
import { isSocialFeedbackCode } from './social-feedback-error-codes.js';
import { socialFeedbackInsert, socialFeedbackPage, socialFeedbackRecentCounts, socialFeedbackStatusSet } from './social-feedback-store.js';

/** The deepest page anyone may ask for: far past any real list, short of an offset that scans for ever. */
const PAGE_MAX = 10_000;

function pageOf(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const page = Number(value);
  if (!Number.isSafeInteger(page) || page < 1 || page > PAGE_MAX) {
    throw new ApiError(400, ERROR_CODES.requestInvalid, `page must be a whole number from 1 to ${PAGE_MAX}.`);
  }
  return page;
}

/** The form's refusal: 400 with the first issue's code and every issue under `errors` (one per field for the form). */
function formRefusal(c: Context, issues: readonly ValidationIssue[]) {
  const first = issues[0];
  const code = first && isSocialFeedbackCode(first.code) ? first.code : ERROR_CODES['SOCIAL_FEEDBACK.INVALID'];
  const message = issues.map((problem) => `${problem.field}: ${problem.code}`).join('; ');
  return c.json({ statusCode: 400, message, error_code: code, errors: issues }, 400);
}

/**
 * Social-organisation feedback (spec 2, 5, 6, 7). Any visitor or buyer sends one (spec 6:
 * social organisations submit feedback; they hold no account of their own) through core's
 * socialFeedbackValidate, the form's rule, with images it uploaded itself; sending is capped by
 * SOCIAL_FEEDBACK_SEND_POLICY. The list is public (SOCIAL_FEEDBACK_LIST_PUBLIC): newest first,
 * emails masked except the caller's own. The admin reads every email and sets the status.
 */
export function socialFeedbackRoutes(db: Db, config: ServerConfig): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const path = routePath(SOCIAL_FEEDBACK_API_PATHS.socialFeedback);

  routes.post(path, async (c) => {
    const checked = socialFeedbackValidate(await jsonBody(c));
    if (!checked.ok) return formRefusal(c, checked.error);
    const session = c.get('session');
    const invalidAt = await uploadedImagesRefusal(db, checked.value.images, session.ownerId);
    if (invalidAt !== null) throw new ApiError(400, ERROR_CODES['SOCIAL_FEEDBACK.IMAGE_INVALID'], `Image ${invalidAt} is not an image you uploaded.`);
    const address = clientAddress(c, config.auth.trustedProxies);
    const recent = await socialFeedbackRecentCounts(db, session.ownerId, address);
    if (recent.owner >= SOCIAL_FEEDBACK_SEND_POLICY.perOwner || recent.address >= SOCIAL_FEEDBACK_SEND_POLICY.perAddress) {
      c.header('retry-after', String(SOCIAL_FEEDBACK_SEND_POLICY.windowHours * 3600));
      throw new ApiError(429, ERROR_CODES['SOCIAL_FEEDBACK.TOO_MANY'], 'Too many feedbacks from this sender today.');
    }
    return okJson(c, await socialFeedbackInsert(db, session, checked.value, address), 201);
  });

  routes.get(path, async (c) => {
    const page = pageOf(c.req.query('page'));
    const limit = SOCIAL_FEEDBACK_PAGE_SIZE;
    const { items, total } = await socialFeedbackPage(db, { page, limit, ownerId: c.get('session').ownerId });
    return okJson(c, { items: items.map(socialFeedbackPublicView), page, limit, total });
  });

  const admin = actorRequired(db, 'admin', ERROR_CODES['SOCIAL_FEEDBACK.ACTOR_NOT_ALLOWED']);
  routes.get(routePath(SOCIAL_FEEDBACK_API_PATHS.adminSocialFeedback), admin, async (c) => {
    const statusText = c.req.query('status') ?? '';
    const status = statusText === '' ? undefined : SocialFeedbackStatusSchema.safeParse(statusText);
    if (status && !status.success) throw new ApiError(400, ERROR_CODES['SOCIAL_FEEDBACK.STATUS_INVALID'], 'status must be received, in_progress or answered.');
    const page = pageOf(c.req.query('page'));
    const limit = SOCIAL_FEEDBACK_PAGE_SIZE;
    const { items, total } = await socialFeedbackPage(db, { page, limit, status: status?.data, ownerId: null });
    return okJson(c, { items, page, limit, total });
  });

  routes.put(routePattern(SOCIAL_FEEDBACK_API_PATHS.adminSocialFeedbackStatus), admin, async (c) => {
    const body = await jsonBody(c);
    const status = SocialFeedbackStatusSchema.safeParse(typeof body === 'object' && body !== null ? (body as { status?: unknown }).status : undefined);
    if (!status.success) throw new ApiError(400, ERROR_CODES['SOCIAL_FEEDBACK.STATUS_INVALID'], 'status must be received, in_progress or answered.');
    const updated = await socialFeedbackStatusSet(db, c.req.param('id'), status.data);
    if (!updated) throw new ApiError(404, ERROR_CODES['SOCIAL_FEEDBACK.NOT_FOUND'], 'No such feedback.');
    return okJson(c, updated);
  });
  return routes;
}
