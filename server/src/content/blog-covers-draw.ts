import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { BLOG_COVER_RATIO, BLOG_COVER_WIDTHS } from '@modavi/core';
import { BLOG_COVER_DIR } from './blog-store.js';

/** The drawings' viewBox width (1600 x 900): at 72 dpi, one unit is one pixel. */
const COVER_VIEWBOX_WIDTH = 1600;
/** WebP quality of the covers: flat drawings stay sharp at this, at a few KB a file. */
const COVER_QUALITY = 82;

/**
 * Draws every cover `<id>.svg` of the blog as WebP in each of core's widths (`<id>-<width>.webp`),
 * committed beside it: the server only reads files. Run after changing or adding a drawing:
 * `npm run blog-covers -w @modavi/server`.
 */
export async function blogCoversDraw(dir = BLOG_COVER_DIR): Promise<string[]> {
  const drawings = (await readdir(dir)).filter((file) => file.endsWith('.svg'));
  const written: string[] = [];
  for (const drawing of drawings) {
    const svg = await readFile(join(dir, drawing));
    const id = drawing.slice(0, -'.svg'.length);
    for (const width of BLOG_COVER_WIDTHS) {
      const height = Math.round((width * BLOG_COVER_RATIO.height) / BLOG_COVER_RATIO.width);
      // The drawing is rendered at the width's density, not scaled from a small bitmap.
      const webp = await sharp(svg, { density: Math.ceil((72 * width) / COVER_VIEWBOX_WIDTH) })
        .resize(width, height, { fit: 'cover' })
        .webp({ quality: COVER_QUALITY })
        .toBuffer();
      const file = `${id}-${width}.webp`;
      await writeFile(join(dir, file), webp);
      written.push(file);
    }
  }
  return written;
}

if (process.argv[1]?.endsWith('blog-covers-draw.ts')) {
  blogCoversDraw().then(
    (files) => console.info(`blog covers: ${files.length} files written`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
