import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { API_PATHS, IMAGE_CROPS, IMAGE_UPLOAD_FIELD, imageCropOf, imageUploadCheck, uploadedImageVariantName } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { sessionOnce } from '../checkout/request-facts.js';
import { UPLOAD_TYPES, uploadMimeOfName, uploadSniff } from './upload-store.js';
import { imageReencode } from './image-reencode.js';
import { imageVariants } from './image-variants.js';
import { UPLOAD_MEDIA_HEADERS, uploadVariantRoute } from './upload-variant-route.js';

export const UPLOAD_MEDIA_PREFIX = '/media/uploads';

const refused = (code: 'FILE.IMAGE_NOT_SUPPORTED' | 'FILE.READ_ERROR' | 'FILE.IMAGE_TOO_LARGE' | 'FILE.UPLOAD_FAILED', message: string) =>
  new ApiError(code === 'FILE.IMAGE_TOO_LARGE' ? 413 : code === 'FILE.UPLOAD_FAILED' ? 500 : 400, ERROR_CODES[code], message);

/**
 * `POST api/v1/image` (spec section 7): one image in the multipart field `file`, from a live
 * session; checked with core's imageUploadCheck (png, jpg, jpeg, gif, svg; at most
 * IMAGE_UPLOAD_BYTES_MAX) and by its bytes, its dimensions checked and the image encoded again
 * (`imageReencode`: an SVG is kept as PNG), kept in `dir` and served under /media/uploads. Media
 * are served with a policy that runs no script (SVGs stored before re-encoding included).
 * `?crop=` (core's IMAGE_CROPS: a banner's cover or image) cuts it to that size first. WebP
 * copies at core's UPLOAD_IMAGE_WIDTHS are kept beside it (`imageVariants`) for a `srcset`; the
 * answered URL stays the stored file's, the one every reference and ownership check reads.
 */
export function uploadRoutes(db: Db, dir: string, clock: () => number = Date.now): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.post(
    routePath(API_PATHS.imageUpload),
    // The route gate has already refused a body above IMAGE_BODY_BYTES_MAX (413 FILE.IMAGE_TOO_LARGE).
    sessionOnce(db),
    async (c) => {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw refused('FILE.READ_ERROR', 'Expected multipart/form-data with a file.');
      }
      const file = form[IMAGE_UPLOAD_FIELD];
      if (!(file instanceof File)) throw refused('FILE.READ_ERROR', `Expected a file in the '${IMAGE_UPLOAD_FIELD}' field.`);
      const checked = imageUploadCheck({ name: file.name, type: file.type, size: file.size });
      if (!checked.ok) throw refused(checked.error, `The file is refused: ${checked.error}.`);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const claimed = file.type.startsWith('image/') ? file.type : uploadMimeOfName(file.name);
      const actual = uploadSniff(bytes);
      if (actual === null || (claimed !== actual && !(claimed === 'image/jpg' && actual === 'image/jpeg'))) {
        throw refused('FILE.IMAGE_NOT_SUPPORTED', 'The file is not the image it claims to be.');
      }
      const crop = imageCropOf(c.req.query('crop'));
      const stored = await imageReencode(bytes, actual, crop === null ? null : IMAGE_CROPS[crop]);
      if (!stored.ok) throw refused(stored.error, 'The image is refused: too many pixels, or not an image that decodes.');
      const id = randomBytes(12).toString('hex');
      const name = `${id}.${UPLOAD_TYPES[stored.value.mime]}`;
      try {
        const variants = await imageVariants(stored.value);
        await mkdir(dir, { recursive: true });
        await writeFile(join(dir, name), stored.value.bytes);
        for (const variant of variants) await writeFile(join(dir, uploadedImageVariantName(id, variant.width)), variant.bytes);
        await typedDb(db)
          .insertInto('uploads')
          .values({
            id,
            owner_id: c.get('session').ownerId,
            file_name: file.name.slice(0, 200),
            mime: stored.value.mime,
            bytes: stored.value.bytes.byteLength,
            created_at: sql<Date>`to_timestamp(${clock()}::float8 / 1000)`,
          })
          .execute();
      } catch {
        throw refused('FILE.UPLOAD_FAILED', 'The image could not be stored.');
      }
      return okJson(c, { url: `${UPLOAD_MEDIA_PREFIX}/${name}` }, 201);
    },
  );

  routes.get(`${UPLOAD_MEDIA_PREFIX}/:file{[0-9a-f]{24}\\.(png|jpg|gif|svg)}`, async (c) => {
    const file = c.req.param('file');
    const row = await typedDb(db).selectFrom('uploads').select('mime').where('id', '=', file.split('.')[0] ?? '').executeTakeFirst();
    let body: Uint8Array<ArrayBuffer>;
    try {
      if (!row) throw new Error('unknown upload');
      body = new Uint8Array(await readFile(join(dir, file)));
    } catch {
      throw new ApiError(404, ERROR_CODES.mediaNotFound, 'No such image.');
    }
    return c.body(body, 200, { ...UPLOAD_MEDIA_HEADERS, 'content-type': row.mime });
  });

  uploadVariantRoute(routes, db, dir);
  return routes;
}
