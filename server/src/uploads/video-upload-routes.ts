import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import {
  IMAGE_UPLOAD_FIELD,
  SELLER_API_PATHS,
  UPLOADED_IMAGE_PATH,
  VIDEO_DURATION_MAX_SECONDS_DEFAULT,
  VIDEO_UPLOAD_BYTES_MAX,
  videoContainerSniff,
  videoDurationRead,
  videoUploadCheck,
  type VideoUploadMime,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { sessionOnce } from '../checkout/request-facts.js';
import { byteRangeBody } from '../media/byte-range.js';

/** The extension a stored video is served under, by what its bytes are. */
export const VIDEO_UPLOAD_TYPES: Readonly<Record<VideoUploadMime, string>> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

const ISO_FAMILY: readonly string[] = ['video/mp4', 'video/quicktime'];
const MEGABYTE = 1024 * 1024;

type VideoRefusal = 'FILE.VIDEO_NOT_SUPPORTED' | 'FILE.READ_ERROR' | 'FILE.VIDEO_TOO_LARGE' | 'FILE.VIDEO_TOO_LONG' | 'FILE.UPLOAD_FAILED';
const refused = (code: VideoRefusal, message: string) =>
  new ApiError(code === 'FILE.VIDEO_TOO_LARGE' ? 413 : code === 'FILE.UPLOAD_FAILED' ? 500 : 400, ERROR_CODES[code], message);

/** Whether the bytes are the kind of video the browser said: MP4 and MOV share one container family. */
const claimFits = (claimed: string, actual: VideoUploadMime): boolean =>
  !claimed.startsWith('video/') || claimed === actual || (ISO_FAMILY.includes(claimed) && ISO_FAMILY.includes(actual));

/**
 * `POST api/v1/video` (ours; the spec shows only the image path): one video in the multipart
 * field `file`, from an account's session (the route's `buyer` policy; a seller is an account).
 * Checked with core's videoUploadCheck, by its bytes (an MP4/MOV or WebM container) and by the
 * length its container states: over VIDEO_DURATION_MAX_SECONDS_DEFAULT it is refused. A WebM
 * that states no length (a live recording) is taken, bounded by VIDEO_UPLOAD_BYTES_MAX, since
 * the server does not decode video; the form has already checked the length the browser read.
 * Kept with the images and served under /media/uploads with byte ranges.
 */
export function videoUploadRoutes(db: Db, dir: string, clock: () => number = Date.now): Hono<ApiEnv> {
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
    if (duration !== null && duration > VIDEO_DURATION_MAX_SECONDS_DEFAULT) {
      throw refused('FILE.VIDEO_TOO_LONG', `The video lasts ${Math.round(duration)} s; at most ${VIDEO_DURATION_MAX_SECONDS_DEFAULT} s.`);
    }
    const id = randomBytes(12).toString('hex');
    const name = `${id}.${VIDEO_UPLOAD_TYPES[actual]}`;
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), bytes);
      await db.query(
        'INSERT INTO uploads (id, owner_id, file_name, mime, bytes, created_at) VALUES ($1, $2, $3, $4, $5, to_timestamp($6::float8 / 1000))',
        [id, c.get('session').ownerId, file.name.slice(0, 200), actual, bytes.byteLength, clock()],
      );
    } catch {
      throw refused('FILE.UPLOAD_FAILED', 'The video could not be stored.');
    }
    return okJson(c, { url: `${UPLOADED_IMAGE_PATH}${name}`, duration_seconds: duration }, 201);
  });

  routes.get(`${UPLOADED_IMAGE_PATH}:file{[0-9a-f]{24}\\.(mp4|mov|webm)}`, async (c) => {
    const file = c.req.param('file');
    const [row] = await db.query<{ mime: string }>("SELECT mime FROM uploads WHERE id = $1 AND mime LIKE 'video/%'", [file.split('.')[0]]);
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
