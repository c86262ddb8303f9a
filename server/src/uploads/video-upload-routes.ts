import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import {
  IMAGE_UPLOAD_FIELD,
  SELLER_API_PATHS,
  UPLOADED_IMAGE_PATH,
  DAY_MS,
  VIDEO_DURATION_MAX_SECONDS_DEFAULT,
  VIDEO_UPLOAD_ADDRESS_FACTOR,
  VIDEO_UPLOAD_BYTES_MAX,
  VIDEO_UPLOAD_MEGABYTES_PER_DAY,
  VIDEO_UPLOADS_PER_DAY,
  videoContainerSniff,
  videoDurationRead,
  videoLengthMeasurable,
  videoUploadCheck,
  type VideoUploadMime,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { sessionOnce } from '../checkout/request-facts.js';
import { byteRangeBody } from '../media/byte-range.js';
import { budgetSpend } from '../http/volume-budget.js';
import { CLIENT_ADDRESS_UNKNOWN } from '../http/client-address.js';
import { msTime } from '../db/time-sql.js';

/** The extension a stored video is served under, by what its bytes are. */
export const VIDEO_UPLOAD_TYPES: Readonly<Record<VideoUploadMime, string>> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

const ISO_FAMILY: readonly string[] = ['video/mp4', 'video/quicktime'];
const MEGABYTE = 1024 * 1024;

type VideoRefusal =
  | 'FILE.VIDEO_NOT_SUPPORTED'
  | 'FILE.READ_ERROR'
  | 'FILE.VIDEO_TOO_LARGE'
  | 'FILE.VIDEO_TOO_LONG'
  | 'FILE.VIDEO_LENGTH_UNKNOWN'
  | 'FILE.UPLOAD_QUOTA_REACHED'
  | 'FILE.UPLOAD_FAILED';
const STATUS_OF: Partial<Record<VideoRefusal, 400 | 413 | 429 | 500>> = { 'FILE.VIDEO_TOO_LARGE': 413, 'FILE.UPLOAD_QUOTA_REACHED': 429, 'FILE.UPLOAD_FAILED': 500 };
const refused = (code: VideoRefusal, message: string) => new ApiError(STATUS_OF[code] ?? 400, ERROR_CODES[code], message);

/** The day's video budgets of an uploader and its address: files and megabytes (core's VIDEO_UPLOADS_PER_DAY...). */
const videoBudgets = (ownerId: string, address: string) => ({
  files: [
    { key: `video-files:owner:${ownerId}`, limit: VIDEO_UPLOADS_PER_DAY },
    { key: `video-files:address:${address}`, limit: VIDEO_UPLOADS_PER_DAY * VIDEO_UPLOAD_ADDRESS_FACTOR },
  ],
  megabytes: [
    { key: `video-mb:owner:${ownerId}`, limit: VIDEO_UPLOAD_MEGABYTES_PER_DAY },
    { key: `video-mb:address:${address}`, limit: VIDEO_UPLOAD_MEGABYTES_PER_DAY * VIDEO_UPLOAD_ADDRESS_FACTOR },
  ],
});

/** Whether the bytes are the kind of video the browser said: MP4 and MOV share one container family. */
const claimFits = (claimed: string, actual: VideoUploadMime): boolean =>
  !claimed.startsWith('video/') || claimed === actual || (ISO_FAMILY.includes(claimed) && ISO_FAMILY.includes(actual));

/**
 * `POST api/v1/video` (ours; the spec shows only the image path): one video in the multipart
 * field `file`, from an account's session (the route's `buyer` policy; a seller is an account).
 * Checked with core's videoUploadCheck, by its bytes (an MP4/MOV or WebM container) and by the
 * length its container states: over VIDEO_DURATION_MAX_SECONDS_DEFAULT it is refused, and so is
 * a file whose length cannot be measured (no `moov` or two, a zero timescale, a WebM without a
 * finite Duration: FILE.VIDEO_LENGTH_UNKNOWN), since the server does not decode video. Each
 * account and address has a day's quota of files and megabytes (429 FILE.UPLOAD_QUOTA_REACHED).
 * Kept with the images and served under /media/uploads with byte ranges.
 */
export function videoUploadRoutes(db: Db, dir: string, clock: () => number = Date.now, address: (c: Context) => string = () => CLIENT_ADDRESS_UNKNOWN): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.post(routePath(SELLER_API_PATHS.videoUpload), sessionOnce(db), async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw refused('FILE.READ_ERROR', 'Expected multipart/form-data with a file.');
    }
    const file = form[IMAGE_UPLOAD_FIELD];
    if (!(file instanceof File)) throw refused('FILE.READ_ERROR', `Expected a file in the '${IMAGE_UPLOAD_FIELD}' field.`);
    const checked = videoUploadCheck({ name: file.name, type: file.type, size: file.size });
    if (!checked.ok) throw refused(checked.error, `The file is refused: ${checked.error} (at most ${VIDEO_UPLOAD_BYTES_MAX / MEGABYTE} MB).`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const actual = videoContainerSniff(bytes);
    if (actual === null || !claimFits(file.type.toLowerCase(), actual)) throw refused('FILE.VIDEO_NOT_SUPPORTED', 'The file is not the video it claims to be.');
    const duration = videoDurationRead(bytes);
    if (!videoLengthMeasurable(duration)) throw refused('FILE.VIDEO_LENGTH_UNKNOWN', 'The video does not state a length that can be checked.');
    if (duration > VIDEO_DURATION_MAX_SECONDS_DEFAULT) {
      throw refused('FILE.VIDEO_TOO_LONG', `The video lasts ${Math.round(duration)} s; at most ${VIDEO_DURATION_MAX_SECONDS_DEFAULT} s.`);
    }
    const now = clock();
    const budgets = videoBudgets(c.get('session').ownerId, address(c));
    const files = await budgetSpend(db, budgets.files, 1, DAY_MS, now);
    const megabytes = await budgetSpend(db, budgets.megabytes, Math.ceil(bytes.byteLength / MEGABYTE), DAY_MS, now);
    if (!files.ok || !megabytes.ok) throw refused('FILE.UPLOAD_QUOTA_REACHED', 'The day\'s upload quota is used up.');
    const id = randomBytes(12).toString('hex');
    const name = `${id}.${VIDEO_UPLOAD_TYPES[actual]}`;
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), bytes);
      await typedDb(db)
        .insertInto('uploads')
        .values({
          id,
          owner_id: c.get('session').ownerId,
          file_name: file.name.slice(0, 200),
          mime: actual,
          bytes: bytes.byteLength,
          created_at: msTime(now),
        })
        .execute();
    } catch {
      throw refused('FILE.UPLOAD_FAILED', 'The video could not be stored.');
    }
    return okJson(c, { url: `${UPLOADED_IMAGE_PATH}${name}`, duration_seconds: duration }, 201);
  });

  routes.get(`${UPLOADED_IMAGE_PATH}:file{[0-9a-f]{24}\\.(mp4|mov|webm)}`, async (c) => {
    const file = c.req.param('file');
    const row = await typedDb(db)
      .selectFrom('uploads')
      .select('mime')
      .where('id', '=', file.split('.')[0] ?? '')
      .where('mime', 'like', 'video/%')
      .executeTakeFirst();
    let bytes: Uint8Array;
    try {
      if (!row) throw new Error('unknown upload');
      bytes = new Uint8Array(await readFile(join(dir, file)));
    } catch {
      throw new ApiError(404, ERROR_CODES.mediaNotFound, 'No such video.');
    }
    return byteRangeBody(c, bytes, {
      'content-type': row.mime,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });

  return routes;
}
