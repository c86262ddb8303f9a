import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { UPLOAD_IMAGE_WIDTHS, uploadedImageVariantName, uploadedImageVariantOf } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { UPLOAD_TYPES, type UploadMime } from './upload-store.js';

/** An image type this server stores (a video's id names no image variant). */
const isUploadMime = (mime: string): mime is UploadMime => Object.hasOwn(UPLOAD_TYPES, mime);

/** Upload ids are random and never reused, and a name's bytes never change: cached for a year. */
export const UPLOAD_MEDIA_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
} as const;

const readOrNull = (path: string) => readFile(path).then((bytes) => new Uint8Array(bytes), () => null);

/**
 * `GET /media/uploads/<id>-w<width>.webp` (core's naming rule): that variant, or, when the
 * upload has none at that width (uploaded before variants existed, narrower than the width,
 * or a GIF), the widest variant below it, else the stored file in its own type. core's srcset
 * lists every width for every upload, so each candidate must show; what a name answers still
 * never changes, as variants are only written with the upload.
 */
export function uploadVariantRoute(routes: Hono<ApiEnv>, db: Db, dir: string): void {
  routes.get('/media/uploads/:file{[0-9a-f]{24}-w[0-9]+\\.webp}', async (c) => {
    const variant = uploadedImageVariantOf(c.req.param('file'));
    const row = variant ? await typedDb(db).selectFrom('uploads').select('mime').where('id', '=', variant.id).executeTakeFirst() : undefined;
    if (!variant || !row) throw new ApiError(404, ERROR_CODES.mediaNotFound, 'No such image.');
    const mime = row.mime;
    const widths = UPLOAD_IMAGE_WIDTHS.filter((width) => width <= variant.width).reverse();
    for (const width of widths) {
      const bytes = await readOrNull(join(dir, uploadedImageVariantName(variant.id, width)));
      if (bytes) return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { ...UPLOAD_MEDIA_HEADERS, 'content-type': 'image/webp' });
    }
    const stored = isUploadMime(mime) ? await readOrNull(join(dir, `${variant.id}.${UPLOAD_TYPES[mime]}`)) : null;
    if (!stored) throw new ApiError(404, ERROR_CODES.mediaNotFound, 'No such image.');
    return c.body(stored as Uint8Array<ArrayBuffer>, 200, { ...UPLOAD_MEDIA_HEADERS, 'content-type': mime });
  });
}
