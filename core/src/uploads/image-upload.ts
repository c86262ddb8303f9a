import * as z from 'zod/mini';
import { err, ok, type Result } from '../shared/result.js';
import { FILE_ERROR, imageTypeIsAllowed } from '../seller-catalogue/product-file.js';

/**
 * Largest image `POST api/v1/image` takes. The spec names no size; 5 MB holds a phone photo
 * (3-4 MB as JPEG) and keeps a 3G upload under a minute.
 */
export const IMAGE_UPLOAD_BYTES_MAX = 5 * 1024 * 1024;

/** The form field the file travels in (multipart/form-data). */
export const IMAGE_UPLOAD_FIELD = 'file';

/** A file as far as the upload rules care: its name, its mime type and its size in bytes. */
export interface UploadableFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export type ImageUploadRefusal = typeof FILE_ERROR.imageNotSupported | typeof FILE_ERROR.readError | 'FILE.IMAGE_TOO_LARGE';

/**
 * Whether a file may be uploaded as an image: png, jpg, jpeg, gif or svg (spec section 5, by
 * mime type when there is one, else by extension; 'image file not supported'), not empty
 * ('error reading file') and at most IMAGE_UPLOAD_BYTES_MAX. Never throws.
 */
export function imageUploadCheck(file: UploadableFile): Result<null, ImageUploadRefusal> {
  if (!imageTypeIsAllowed(file.name, file.type)) return err(FILE_ERROR.imageNotSupported);
  if (!Number.isFinite(file.size) || file.size <= 0) return err(FILE_ERROR.readError);
  if (file.size > IMAGE_UPLOAD_BYTES_MAX) return err('FILE.IMAGE_TOO_LARGE');
  return ok(null);
}

/** What the upload answers: where the image is now served. */
export const UploadedImageSchema = z.object({ url: z.string().check(z.minLength(1)) });
export type UploadedImage = z.infer<typeof UploadedImageSchema>;
