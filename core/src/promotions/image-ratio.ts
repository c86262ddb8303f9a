/** Width and height of an image, in pixels. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** Spec section 5: the banner's cover image. */
export const BANNER_COVER_IMAGE_SIZE: ImageSize = { width: 1340, height: 754 };
/** Spec section 5: the banner image. */
export const BANNER_IMAGE_SIZE: ImageSize = { width: 343, height: 150 };

/**
 * How far an upload's aspect ratio may stray from the expected one, relative to it. 1% lets
 * a 1920x1080 photo pass as a 1340x754 cover (0.03% off) and rounding by an editor pass,
 * while 4:3 or square images (25% and more off) are refused.
 */
export const IMAGE_RATIO_TOLERANCE = 0.01;

/** Whether an image has the expected aspect ratio within the tolerance; false for any size that is not positive. */
export function imageRatioFits(size: ImageSize, expected: ImageSize, tolerance: number = IMAGE_RATIO_TOLERANCE): boolean {
  const { width, height } = size;
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) return false;
  if (!(expected.width > 0 && expected.height > 0)) return false;
  const target = expected.width / expected.height;
  return Math.abs(width / height - target) <= target * tolerance;
}

/**
 * The crops an upload may ask for (`POST api/v1/image?crop=`): the server cuts the image to the
 * size, filling it and trimming the overflow around the centre, so a banner's images always
 * have the spec's ratio whatever the seller picked.
 */
/** A shop's avatar (square) and the seller page's cover (3:1, a wide strip that stays short on phones); ours, the spec gives no sizes. */
export const SHOP_AVATAR_SIZE: ImageSize = { width: 400, height: 400 };
export const SHOP_COVER_SIZE: ImageSize = { width: 1500, height: 500 };
export const IMAGE_CROPS = { banner_cover: BANNER_COVER_IMAGE_SIZE, banner_image: BANNER_IMAGE_SIZE, shop_avatar: SHOP_AVATAR_SIZE, shop_cover: SHOP_COVER_SIZE } as const;
export type ImageCrop = keyof typeof IMAGE_CROPS;
export const imageCropOf = (value: unknown): ImageCrop | null =>
  typeof value === 'string' && Object.hasOwn(IMAGE_CROPS, value) ? (value as ImageCrop) : null;
