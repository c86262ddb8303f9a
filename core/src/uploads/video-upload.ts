import * as z from 'zod/mini';
import { err, ok, type Result } from '../shared/result.js';
import { FILE_ERROR, fileExtension, VIDEO_EXTENSIONS } from '../seller-catalogue/product-file.js';
import type { UploadableFile } from './image-upload.js';

/**
 * Largest video `POST api/v1/video` takes. The spec parameterises video limits without values;
 * 30 MB holds a 60-second phone clip at 720p (about 4 Mbit/s) and keeps a 4G upload near a minute.
 */
export const VIDEO_UPLOAD_BYTES_MAX = 30 * 1024 * 1024;

/**
 * What one account may upload in a day (issue 24; the spec is silent): an outside tester sent
 * 8 videos of 29 MB in under 3 seconds. A seller films a product in a clip or two; a buyer adds
 * one to a review or a post. Counted in megabytes (rounded up) and in files, per account and
 * per address, over a day.
 */
export const VIDEO_UPLOADS_PER_DAY = 20;
export const VIDEO_UPLOAD_MEGABYTES_PER_DAY = 300;
/** An address is shared by a household or a carrier's NAT: several accounts' worth. */
export const VIDEO_UPLOAD_ADDRESS_FACTOR = 5;

/**
 * The video types a browser reports for the spec's extensions (mp4, webm, mov): the spec names
 * video/mp4 and video/quicktime; WebM files come as video/webm.
 */
export const VIDEO_UPLOAD_MIME_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export type VideoUploadMime = (typeof VIDEO_UPLOAD_MIME_TYPES)[number];

export type VideoUploadRefusal = 'FILE.VIDEO_NOT_SUPPORTED' | typeof FILE_ERROR.readError | 'FILE.VIDEO_TOO_LARGE';

const includes = (list: readonly string[], value: string): boolean => list.includes(value);

/**
 * Whether a file may be uploaded as a video: mp4, webm or mov by its mime type when the browser
 * gives a video one, else by its extension; not empty; at most VIDEO_UPLOAD_BYTES_MAX. Never throws.
 */
export function videoUploadCheck(file: UploadableFile): Result<null, VideoUploadRefusal> {
  const type = typeof file.type === 'string' ? file.type.trim().toLowerCase() : '';
  const allowed = type.startsWith('video/')
    ? includes(VIDEO_UPLOAD_MIME_TYPES, type)
    : includes(VIDEO_EXTENSIONS, typeof file.name === 'string' ? fileExtension(file.name) : '');
  if (!allowed) return err('FILE.VIDEO_NOT_SUPPORTED');
  if (!Number.isFinite(file.size) || file.size <= 0) return err(FILE_ERROR.readError);
  if (file.size > VIDEO_UPLOAD_BYTES_MAX) return err('FILE.VIDEO_TOO_LARGE');
  return ok(null);
}

/** What the video upload answers: where the video is served, and its length when its file states it. */
export const UploadedVideoSchema = z.object({
  url: z.string().check(z.minLength(1)),
  duration_seconds: z.nullable(z.number()),
});
export type UploadedVideo = z.infer<typeof UploadedVideoSchema>;
