import { UPLOADED_IMAGE_PATH, uploadedImageId } from './uploaded-image.js';

/**
 * The widths (CSS pixels of the file) an uploaded image is also kept at, as WebP, beside the
 * stored file: a phone card (~180 px at 2x), a phone's full width at 2x, a desktop gallery.
 * Never wider than the original: a narrower image gets only the widths below its own.
 */
export const UPLOAD_IMAGE_WIDTHS = [320, 640, 1280] as const;
export type UploadImageWidth = (typeof UPLOAD_IMAGE_WIDTHS)[number];

/** The one naming rule of a variant's file: `<id>-w<width>.webp` beside `<id>.<ext>`. */
export const uploadedImageVariantName = (id: string, width: UploadImageWidth): string => `${id}-w${width}.webp`;

const VARIANT_FILE = /^([0-9a-f]{24})-w([0-9]{3,4})\.webp$/;

/** The id and width a variant's file name stands for, or null for any other name. Never throws. */
export function uploadedImageVariantOf(name: string): { readonly id: string; readonly width: UploadImageWidth } | null {
  const match = VARIANT_FILE.exec(name);
  const width = UPLOAD_IMAGE_WIDTHS.find((known) => String(known) === match?.[2]);
  return match && width ? { id: match[1]!, width } : null;
}

/**
 * The `srcset` of an uploaded image's URL (every width of UPLOAD_IMAGE_WIDTHS), or undefined
 * for any other address (a generated or outside image has no variants). The URL alone decides
 * (no widths travel with it): the server answers a variant an upload lacks (an older upload, or
 * an image narrower than that width) with the widest it has below it, else the stored file, so
 * every candidate shows.
 */
export function uploadedImageSrcSet(url: string | null | undefined): string | undefined {
  const id = uploadedImageId(url);
  if (id === null) return undefined;
  return UPLOAD_IMAGE_WIDTHS.map((width) => `${UPLOADED_IMAGE_PATH}${uploadedImageVariantName(id, width)} ${width}w`).join(', ');
}
