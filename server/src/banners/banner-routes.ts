import { Hono } from 'hono';
import { API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { MEDIA_PREFIX } from '../http/media-routes.js';
import { routePath, routePattern } from '../http/route-path.js';
import { bannerDetail, bannersShowing, bannerTitle } from './banner-store.js';
import { bannerSvg } from './banner-svg.js';

/** Banners showing now, one banner's page data, and the generated banner covers. */
export function bannerRoutes(db: Db, clock: () => number): Hono {
  const routes = new Hono();

  routes.get(routePath(API_PATHS.banners), async (c) => okJson(c, await bannersShowing(db, clock())));

  routes.get(routePattern(API_PATHS.banner), async (c) => {
    const detail = await bannerDetail(db, c.req.param('id'), clock());
    if (!detail) throw new ApiError(404, ERROR_CODES['BANNER.NOT_FOUND'], 'No such banner.');
    return okJson(c, detail);
  });

  routes.get(`${MEDIA_PREFIX}/banners/:file{[0-9a-z]+\\.svg}`, async (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    const title = await bannerTitle(db, id);
    if (title === null) throw new ApiError(404, ERROR_CODES.mediaNotFound, 'No such image.');
    return c.body(bannerSvg(id, title), 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
  });

  return routes;
}
