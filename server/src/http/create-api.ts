import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { API_HEADERS } from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from './api-error.js';
import { cartRoutes } from './cart-routes.js';
import { catalogueRoutes } from './catalogue-routes.js';
import { errorJson } from './envelope.js';
import { mediaRoutes } from './media-routes.js';
import { distPageSource, type PageSource } from './page-source.js';
import { pageRoutes } from './pages.js';
import { publicRoutes } from './public-routes.js';
import { staticFiles } from './static-files.js';

export interface ApiOptions {
  readonly db: Db;
  readonly config: ServerConfig;
  /** Defaults to app/dist/index.html (production). */
  readonly pages?: PageSource;
  readonly log?: (message: string, error: unknown) => void;
}

/** The whole HTTP surface: API, generated media, the app's files and its pages. */
export function createApi({ db, config, pages = distPageSource(config.appDist), log = console.error }: ApiOptions): Hono {
  const app = new Hono();
  app.use('*', compress());
  if (config.corsOrigins.length > 0) {
    app.use(
      '/api/*',
      cors({
        origin: [...config.corsOrigins],
        credentials: true,
        allowHeaders: [...Object.values(API_HEADERS), 'content-type'],
        allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
        maxAge: 600,
      }),
    );
  }

  app.route('/', publicRoutes(db, config));
  app.route('/', catalogueRoutes(db));
  app.route('/', cartRoutes(db));
  app.route('/', mediaRoutes(db));
  if (config.serveStatic) app.use('*', staticFiles(config.appDist));
  app.route('/', pageRoutes(db, config, pages));

  app.notFound((c) =>
    c.req.path.startsWith('/api/') ? errorJson(c, 404, ERROR_CODES.routeNotFound, 'No such route.') : c.text('Not found', 404),
  );
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorJson(c, error.status, error.code, error.message);
    log(`${c.req.method} ${c.req.path} failed`, error);
    return errorJson(c, 500, ERROR_CODES.internal, 'Something went wrong on our side.');
  });
  return app;
}
