import { err, ok, type Result } from '../shared/result.js';

/**
 * Largest side of an uploaded image, in pixels. The spec names none; the largest picture the
 * product shows is a 1340x754 banner, and phones shoot about 4000x3000, so 8,000 leaves room
 * for any real photo while a 30000x30000 'image bomb' is refused before it is decoded.
 */
export const IMAGE_SIDE_MAX = 8_000;
/** Largest pixel count (24 megapixels): what decoding one upload may cost in memory (about 100 MB). */
export const IMAGE_PIXELS_MAX = 24_000_000;

/** Whether an image of these dimensions may be decoded and kept. */
export function imageDimensionsCheck(size: { readonly width: number; readonly height: number }): Result<null, 'FILE.IMAGE_TOO_LARGE'> {
  const { width, height } = size;
  if (!(width > 0 && height > 0)) return err('FILE.IMAGE_TOO_LARGE');
  if (width > IMAGE_SIDE_MAX || height > IMAGE_SIDE_MAX || width * height > IMAGE_PIXELS_MAX) return err('FILE.IMAGE_TOO_LARGE');
  return ok(null);
}
