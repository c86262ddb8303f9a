import sharp from 'sharp';
import { IMAGE_PIXELS_MAX, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@modavi/core';

/** JPEG quality of a rendition: a preview is seen small, and Zalo and Facebook re-encode it anyway. */
const SHARE_IMAGE_QUALITY = 82;
/** The most an SVG is rendered up (dpi): a drawing of a few units must not make a huge bitmap. */
const SVG_DENSITY_MAX = 72 * 8;

/** The mean colour of a picture's leftmost and rightmost columns of pixels (an opaque RGB picture). */
async function edgeColour(picture: Buffer): Promise<{ r: number; g: number; b: number }> {
  const { width = 1, height = 1 } = await sharp(picture).metadata();
  const column = (left: number) => sharp(picture).extract({ left, top: 0, width: 1, height }).removeAlpha().raw().toBuffer();
  const pixels = Buffer.concat(await Promise.all([column(0), column(Math.max(0, width - 1))]));
  const mean = (channel: number) => {
    let sum = 0;
    for (let at = channel; at < pixels.length; at += 3) sum += pixels[at] ?? 0;
    return Math.round(sum / Math.max(1, pixels.length / 3));
  };
  return { r: mean(0), g: mean(1), b: mean(2) };
}

/**
 * A picture (SVG, PNG, JPEG, GIF's first frame, WebP) drawn as the share rendition: JPEG of
 * core's SHARE_IMAGE_WIDTH x SHARE_IMAGE_HEIGHT, the whole picture fitted inside (a product is
 * never cut) on the mean colour of its left and right edges, which is the backdrop of the
 * seed's drawings (they show no seam) and a photo's own surroundings; transparency on white. An SVG is rendered at the density of the size it is
 * drawn at, not scaled up from its own pixels.
 */
export async function shareImageDraw(source: Uint8Array, svg: boolean): Promise<Uint8Array> {
  const limits = { limitInputPixels: IMAGE_PIXELS_MAX, failOn: 'none' } as const;
  const { width = SHARE_IMAGE_WIDTH, height = SHARE_IMAGE_HEIGHT } = await sharp(source, limits).metadata();
  const scale = Math.max(SHARE_IMAGE_WIDTH / Math.max(1, width), SHARE_IMAGE_HEIGHT / Math.max(1, height));
  const density = svg ? Math.min(SVG_DENSITY_MAX, Math.max(72, Math.ceil(72 * scale))) : undefined;
  const decoded = () => sharp(source, { ...limits, ...(density ? { density } : {}) }).flatten({ background: '#ffffff' });
  const picture = await decoded().resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'inside' }).toBuffer();
  const canvas = sharp({ create: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, channels: 3, background: await edgeColour(picture) } });
  const jpeg = await canvas.composite([{ input: picture, gravity: 'centre' }]).jpeg({ quality: SHARE_IMAGE_QUALITY, mozjpeg: true }).toBuffer();
  return new Uint8Array(jpeg);
}
