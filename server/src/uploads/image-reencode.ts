import sharp, { type Metadata } from 'sharp';
import { err, IMAGE_PIXELS_MAX, imageDimensionsCheck, ok, type ImageSize, type Result } from '@modavi/core';
import type { UploadMime } from './upload-store.js';

/** What an upload is kept as: raster images only (an SVG is drawn to PNG). */
export type StoredImageMime = Exclude<UploadMime, 'image/svg+xml'>;

export interface StoredImage {
  readonly bytes: Uint8Array;
  readonly mime: StoredImageMime;
}

/** sharp's own pixel limit (a header it reads before ours) says too large; any other failure, not an image. */
const refusalOf = (error: unknown) => (String(error).includes('pixel limit') ? 'FILE.IMAGE_TOO_LARGE' : 'FILE.IMAGE_NOT_SUPPORTED');

/**
 * Decodes and encodes an upload again before it is kept, so what is served is an image this
 * server drew (no script of an SVG, no trailing payload, no metadata such as a photo's GPS),
 * after refusing dimensions core calls an image bomb from the header alone, before decoding.
 * `limitInputPixels` stops sharp too if a header lies.
 */
export async function imageReencode(
  bytes: Uint8Array,
  sniffed: UploadMime,
  /** Cut to exactly this size (fit 'cover': filled, the overflow trimmed around the centre). */
  crop: ImageSize | null = null,
): Promise<Result<StoredImage, 'FILE.IMAGE_TOO_LARGE' | 'FILE.IMAGE_NOT_SUPPORTED'>> {
  const animated = sniffed === 'image/gif';
  // Lenient decoding (failOn 'none'), as browsers are: a phone photo with a bad checksum still
  // shows everywhere, and what is kept is a clean encoding of what decoded.
  const decoded = () => sharp(bytes, { limitInputPixels: IMAGE_PIXELS_MAX, animated, failOn: 'none' });
  const image = () => (crop ? decoded().rotate().resize(crop.width, crop.height, { fit: 'cover' }) : decoded());
  let meta: Metadata;
  try {
    meta = await decoded().metadata();
  } catch (error) {
    return err(refusalOf(error));
  }
  // An animated GIF's height is every frame stacked: the pixel budget covers them all.
  const size = imageDimensionsCheck({ width: meta.width ?? 0, height: meta.height ?? 0 });
  if (!size.ok) return size;
  try {
    if (sniffed === 'image/jpeg') return ok({ bytes: await (crop ? image() : image().rotate()).jpeg({ quality: 85, mozjpeg: true }).toBuffer(), mime: 'image/jpeg' });
    if (sniffed === 'image/gif') return ok({ bytes: await image().gif().toBuffer(), mime: 'image/gif' });
    return ok({ bytes: await image().png().toBuffer(), mime: 'image/png' });
  } catch (error) {
    return err(refusalOf(error));
  }
}
