import { Hono, type Context } from 'hono';
import { SITE_SHARE_SOURCE } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { categorySvg } from '../media/category-svg.js';
import { productColours } from '../media/product-colours.js';
import { productSvg } from '../media/product-svg.js';
import { acceptsWebp, pictureRasters, type GeneratedPictureKind } from '../media/picture-raster.js';
import { shopSvg } from '../media/shop-svg.js';
import { siteShareSvg } from '../media/site-share-svg.js';
import { ApiError, ERROR_CODES } from './api-error.js';

export const MEDIA_PREFIX = '/media';

// The drawing depends only on the id, which never changes meaning.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SVG_HEADERS = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': IMMUTABLE };

const svg = (c: Context, body: string) => c.body(body, 200, SVG_HEADERS);

/** A generated picture: WebP for a browser that takes it (picture-raster.ts), the SVG otherwise. */
async function picture(c: Context, body: string, kind: GeneratedPictureKind, rasters: ReturnType<typeof pictureRasters>): Promise<Response> {
  if (!acceptsWebp(c.req.header('accept'))) return c.body(body, 200, { ...SVG_HEADERS, vary: 'Accept' });
  const bytes = await rasters(c.req.path, body, kind);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'image/webp', 'cache-control': IMMUTABLE, vary: 'Accept' });
}
const notFound = () => new ApiError(404, ERROR_CODES.mediaNotFound, 'No such image.');

/** What a product's drawn picture needs: its photos, its options (colours) and its category's slug. */
const productPictureFacts = (db: Db, productId: string) =>
  typedDb(db)
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.images', 'p.classifications', 'c.slug'])
    .where('p.id', '=', productId)
    .executeTakeFirst();

/**
 * Generated images: product photos, shop avatars and category tiles, drawn from what the DB knows,
 * and the site's share picture. Shared links name their JPEG renditions (share-image-routes.ts).
 */
export function mediaRoutes(db: Db): Hono {
  const routes = new Hono();
  const rasters = pictureRasters();

  routes.get(`${MEDIA_PREFIX}/products/:id/:file{[0-9]+\\.svg}`, async (c) => {
    const index = Number.parseInt(c.req.param('file'), 10);
    const row = await productPictureFacts(db, c.req.param('id'));
    if (!row || index >= row.images.length) throw notFound();
    const drawing = productSvg({ productId: c.req.param('id'), index, categorySlug: row.slug, colours: productColours(row.classifications) });
    return picture(c, drawing, 'product', rasters);
  });

  // A colour option's photo: the product in that option's colour.
  routes.get(`${MEDIA_PREFIX}/products/:id/:file{colour-[0-9]+\\.svg}`, async (c) => {
    const index = Number.parseInt(c.req.param('file').slice('colour-'.length), 10);
    const row = await productPictureFacts(db, c.req.param('id'));
    const colours = row ? productColours(row.classifications) : [];
    if (!row || index >= colours.length) throw notFound();
    return picture(c, productSvg({ productId: c.req.param('id'), index, categorySlug: row.slug, colours }), 'product', rasters);
  });

  routes.get(`${MEDIA_PREFIX}/shops/:file{[0-9a-z]+\\.svg}`, async (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    const row = await typedDb(db).selectFrom('shops').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return picture(c, shopSvg(row.id), 'shop', rasters);
  });

  routes.get(`${MEDIA_PREFIX}/categories/:file{[0-9a-z]+\\.svg}`, async (c) => {
    const row = await typedDb(db).selectFrom('categories').select('slug').where('id', '=', c.req.param('file').replace(/\.svg$/, '')).executeTakeFirst();
    if (!row) throw notFound();
    return picture(c, categorySvg(row.slug), 'category', rasters);
  });

  // The site's picture for shared links of pages without one (core's SITE_SHARE_SOURCE).
  routes.get(SITE_SHARE_SOURCE, (c) => svg(c, siteShareSvg()));

  return routes;
}
