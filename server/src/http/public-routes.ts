import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { API_PATHS, regionCountryCode } from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { guestSessionCreate } from '../sessions/session-store.js';
import { ApiError, ERROR_CODES } from './api-error.js';
import { okJson } from './envelope.js';
import { routePath } from './route-path.js';

export const HEALTH_PATH = '/api/health';
export const COOKIE_COUNTRY = 'mdv_country';
export const COUNTRY_DEFAULT = 'VN';

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

export const FAVICON_PATH = '/favicon.ico';
/** The app's icon as written (Vite copies app/public into the build): development and tests have no build. */
const FAVICON_SOURCE = fileURLToPath(new URL('../../../app/public/favicon.svg', import.meta.url));

/** The app's icon, built or not; null when neither file is there. */
const faviconRead = async (appDist: string) =>
  (await readFile(join(appDist, 'favicon.svg')).catch(() => null)) ?? (await readFile(FAVICON_SOURCE).catch(() => null));

/** The first well-formed code, as the spec writes it (Korea is KO, not ISO's KR); VN without one. */
const countryPick = (...candidates: readonly (string | null | undefined)[]): string => {
  const found = candidates.find((candidate): candidate is string => !!candidate && COUNTRY_CODE.test(candidate));
  return found ? regionCountryCode(found) : COUNTRY_DEFAULT;
};

export function publicRoutes(db: Db, config: ServerConfig): Hono {
  const routes = new Hono();

  // Ready means migrated and seeded: the catalogue table exists and holds products.
  routes.get(HEALTH_PATH, async (c) => {
    const ready = await typedDb(db)
      .selectFrom('products')
      .select('id')
      .limit(1)
      .executeTakeFirst()
      .then((row) => row !== undefined)
      .catch(() => false);
    if (!ready) throw new ApiError(503, ERROR_CODES.notReady, 'Migrations or seed not done yet.');
    return okJson(c, { status: 'ok' });
  });

  // No geo-IP lookup here: local trials pick a country by query, cookie or environment.
  routes.get(routePath(API_PATHS.ipCountry), (c) =>
    okJson(c, { country_code: countryPick(c.req.query('country'), getCookie(c, COOKIE_COUNTRY), config.countryOverride) }),
  );

  // Browsers ask for /favicon.ico on every page that links no icon (the sandbox payment page, the
  // stand-in sign-in page, a JSON answer opened in a tab): the app's icon, so no console error.
  routes.get(FAVICON_PATH, async (c) => {
    const icon = await faviconRead(config.appDist);
    if (!icon) return c.notFound();
    return c.body(icon, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
  });

  routes.post(routePath(API_PATHS.guestToken), async (c) => {
    const session = await guestSessionCreate(db);
    return okJson(c, { token: session.token }, 201);
  });

  return routes;
}
