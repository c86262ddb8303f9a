import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  COMMUNITY_BUDGETS,
  COMMUNITY_BUDGET_WINDOW_MS,
  COMMUNITY_FEED_PAGE_MAX,
  COMMUNITY_FEED_PAGE_SIZE,
  MEDIA_KIND,
  uploadedVideoId,
  type CommunityBudgetKind,
  type PostDraft,
  type Validation,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { ApiError, ERROR_CODES, type ErrorCode } from '../http/api-error.js';
import { callerSession } from '../auth/auth-middleware.js';
import { uploadedImagesRefusal } from '../uploads/uploaded-images-check.js';
import { clientAddress } from '../http/client-address.js';
import { budgetSpendOrRefuse, clientKeyOf } from '../http/volume-budget.js';
import { mentionsUnknown } from './comment-store.js';

const STATUS_OF: Partial<Record<string, ContentfulStatusCode>> = {
  'POST.NOT_FOUND': 404,
  'COMMENT.NOT_FOUND': 404,
  'POST.NOT_AUTHOR': 403,
  'COMMENT.NOT_AUTHOR': 403,
};

/** A feed refusal with its status: 404 missing, 403 someone else's, 400 the form. */
export const communityError = (code: ErrorCode, message: string = code) => new ApiError(STATUS_OF[code] ?? 400, code, message);

/** A core rule's verdict, or a 400 with its first issue's code (the catalogue's message in the app). */
export function communityValid<T>(validation: Validation<T>): T {
  if (validation.ok) return validation.value;
  const [first] = validation.error;
  const code = first && first.code in ERROR_CODES ? (first.code as ErrorCode) : ERROR_CODES.requestInvalid;
  throw communityError(code, `${first?.field ?? 'body'}: ${first?.code ?? 'invalid'}`);
}

/** The signed-in viewer's id, or null for a guest's token or no token: reads are open to all. */
export async function viewerOf(db: Db, c: Context): Promise<string | null> {
  const session = await callerSession(db, c);
  return session?.kind === 'user' ? session.ownerId : null;
}

/** `?cursor=` (a seq: digits) and `?limit=` (1..COMMUNITY_FEED_PAGE_MAX). */
export function pageQuery(c: Context, fallback = COMMUNITY_FEED_PAGE_SIZE): { cursor: string | null; limit: number } {
  const cursor = c.req.query('cursor') ?? '';
  if (cursor !== '' && !/^\d{1,18}$/.test(cursor)) throw new ApiError(400, ERROR_CODES.requestInvalid, 'cursor: the next_cursor of a page.');
  const limitText = c.req.query('limit') ?? '';
  const limit = limitText === '' ? fallback : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > COMMUNITY_FEED_PAGE_MAX) {
    throw new ApiError(400, ERROR_CODES.requestInvalid, `limit: a whole number from 1 to ${COMMUNITY_FEED_PAGE_MAX}.`);
  }
  return { cursor: cursor === '' ? null : cursor, limit };
}

/**
 * What a post shows everyone must be real: images and the video uploaded by the author on this
 * server, tagged products listed in the catalogue, tagged people live accounts.
 */
export async function postDraftChecked(db: Db, authorId: string, draft: PostDraft): Promise<void> {
  const images = draft.media.filter((item) => item.kind === MEDIA_KIND.image).map((item) => item.url);
  if ((await uploadedImagesRefusal(db, images, authorId)) !== null) throw communityError(ERROR_CODES['POST.IMAGE_NOT_UPLOADED']);
  const video = draft.media.find((item) => item.kind === MEDIA_KIND.video);
  if (video) {
    const id = uploadedVideoId(video.url);
    const owned = id
      ? await typedDb(db).selectFrom('uploads').select('id').where('id', '=', id).where('owner_id', '=', authorId).where('mime', 'like', 'video/%').executeTakeFirst()
      : undefined;
    if (!owned) throw communityError(ERROR_CODES['POST.VIDEO_NOT_UPLOADED']);
  }
  if (draft.product_ids.length > 0) {
    const rows = await typedDb(db).selectFrom('products').select('id').where('id', 'in', draft.product_ids).where('listed', '=', true).execute();
    if (rows.length < draft.product_ids.length) throw communityError(ERROR_CODES['POST.PRODUCT_UNKNOWN']);
  }
  if ((await mentionsUnknown(db, draft.tags)).length > 0) throw communityError(ERROR_CODES['MENTION.UNKNOWN']);
}

/**
 * Spends `amount` of a community budget (core's COMMUNITY_BUDGETS) for the caller (an account,
 * or a guest's session owner) and its address, over COMMUNITY_BUDGET_WINDOW_MS, shared by every
 * process; past either, 429 REQUEST.RATE_LIMITED with the seconds to wait.
 */
export async function communityBudgetSpend(
  c: Context,
  db: Db,
  kind: CommunityBudgetKind,
  callerId: string,
  amount: number,
  now: number,
  trustedProxies: readonly string[],
): Promise<void> {
  if (amount <= 0) return;
  const budget = COMMUNITY_BUDGETS[kind];
  const address = clientAddress(c, trustedProxies);
  const lines = [
    { key: `community:${kind}:caller:${callerId}`, limit: budget.perAccount },
    { key: `community:${kind}:address:${address}`, limit: budget.perAddress },
  ];
  await budgetSpendOrRefuse(c, db, lines, amount, COMMUNITY_BUDGET_WINDOW_MS, now);
}

/**
 * Who a share is counted for: an account once, a guest once per place (the address's key), so
 * fresh guest tokens from one place cannot raise a post's share count (issue 24).
 */
export const shareOwnerOf = (c: Context, session: { readonly kind: string; readonly ownerId: string }, trustedProxies: readonly string[]): string =>
  session.kind === 'user' ? session.ownerId : `place:${clientKeyOf(clientAddress(c, trustedProxies))}`;
