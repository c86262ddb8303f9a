import sharp from 'sharp';
import { keptDrawings } from './kept-drawings.js';

/**
 * Widths the generated pictures are drawn at as WebP: a product's 400 px drawing twice over (the
 * gallery is 560 px wide on a desktop, a 3x phone shows it 366 px wide), a shop's or a
 * category's at its own size (shown at 64 px and less).
 */
export const GENERATED_RASTER_WIDTH = { product: 800, shop: 200, category: 400 } as const;
export type GeneratedPictureKind = keyof typeof GENERATED_RASTER_WIDTH;
/** WebP quality: the drawings are flat colours, which compress to a few KB at this setting. */
export const GENERATED_RASTER_QUALITY = 82;
/** Pictures kept drawn (a few KB each); the oldest go first. */
export const GENERATED_RASTER_CACHE_MAX = 1_000;

/** Whether an image request takes WebP: browsers name it in Accept when they fetch an image. */
export const acceptsWebp = (accept: string | undefined): boolean => accept !== undefined && /\bimage\/webp\b/i.test(accept);

/**
 * Draws generated SVG pictures as WebP, once each (issue 17). An SVG image is a document the
 * browser parses, lays out and paints on the page's main thread, one per picture; a raster
 * image is decoded off it. A product page's twenty seed drawings were tasks Lighthouse counted
 * as blocking (its blocking time went from 55-160 ms to 30-95 ms with them raster). Same
 * address, chosen by the request's Accept: the seed's data and every link stay as they are.
 */
export function pictureRasters(): (key: string, svg: string, kind: GeneratedPictureKind) => Promise<Uint8Array> {
  const kept = keptDrawings<Uint8Array>(GENERATED_RASTER_CACHE_MAX);
  return (key, svg, kind) =>
    kept(key, async () =>
      new Uint8Array(await sharp(Buffer.from(svg)).resize({ width: GENERATED_RASTER_WIDTH[kind] }).webp({ quality: GENERATED_RASTER_QUALITY }).toBuffer()),
    );
}
