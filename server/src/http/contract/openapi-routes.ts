import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { ApiEnv } from '../api-env.js';
import type { RouteTable } from '../route-policy.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_REFERENCE_PATH = '/api/reference';

/** The reference page's own CSP: Swagger UI styles its parts inline; scripts stay this server's. */
const REFERENCE_POLICY = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; script-src 'self'; frame-ancestors 'none'";

const REFERENCE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Modavi API reference</title><link rel="stylesheet" href="${API_REFERENCE_PATH}/swagger-ui.css"></head>
<body><div id="reference"></div>
<script src="${API_REFERENCE_PATH}/swagger-ui-bundle.js"></script><script src="${API_REFERENCE_PATH}/start.js"></script></body></html>`;

const REFERENCE_START = `window.ui = SwaggerUIBundle({ url: '${OPENAPI_PATH}', dom_id: '#reference', deepLinking: true });`;

const REFERENCE_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** Swagger UI's files, where the development install has them (a production install has not). */
function swaggerUiFolder(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  } catch {
    return null;
  }
}

/**
 * `GET /api/openapi.json`: the description, built once from the app as mounted (`describe` runs
 * on the first request, after every route is registered). Outside production, `GET
 * /api/reference`: Swagger UI over it, served from this server (no outside script).
 */
export function openApiRoutes(describe: () => Record<string, unknown>, reference: boolean): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  let document: Record<string, unknown> | null = null;
  routes.get(OPENAPI_PATH, (c) => c.json((document ??= describe())));
  const folder = reference ? swaggerUiFolder() : null;
  if (folder === null) return routes;
  routes.get(API_REFERENCE_PATH, (c) => c.html(REFERENCE_HTML, 200, { 'content-security-policy': REFERENCE_POLICY }));
  routes.get(`${API_REFERENCE_PATH}/start.js`, (c) => c.body(REFERENCE_START, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  routes.get(`${API_REFERENCE_PATH}/:file`, async (c) => {
    const file = c.req.param('file');
    const type = REFERENCE_FILES[file];
    if (type === undefined) return c.notFound();
    return c.body(await readFile(join(folder, file)), 200, { 'content-type': type, 'cache-control': 'public, max-age=3600' });
  });
  return routes;
}

/** Their policies: the description and the reference are public (the reference exists only outside production). */
export const OPENAPI_POLICIES: RouteTable = {
  [`GET ${OPENAPI_PATH}`]: 'public',
  [`GET ${API_REFERENCE_PATH}`]: 'public',
  [`GET ${API_REFERENCE_PATH}/start.js`]: 'public',
  [`GET ${API_REFERENCE_PATH}/:file`]: 'public',
};
