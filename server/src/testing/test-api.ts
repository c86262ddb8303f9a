import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { API_HEADERS, AUTH_SCHEME } from '@modavi/core';
import { configFromEnv, type ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { createApi } from '../http/create-api.js';
import { staticPageSource, type PageSource } from '../http/page-source.js';
import type { PageRenderer } from '../http/page-render.js';
import type { AuthOptions } from '../auth/auth-api.js';
import { LOOPBACK_BINDINGS } from '../http/request-peer.js';

export const TEST_PAGE_HTML = '<!doctype html><html><head><title>Modavi</title></head><body><div id="root"></div></body></html>';
export const TEST_SECRET = 'test-secret';

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const base = configFromEnv({ MODAVI_TOKEN_SECRET: TEST_SECRET }, { serveStatic: false, appDist: '/nonexistent/app/dist' });
  return { ...base, ...overrides };
}

export interface TestApiOptions {
  readonly config?: Partial<ServerConfig>;
  readonly pages?: PageSource;
  /** Renders public pages (none by default: the fixed template is what every page gets). */
  readonly renderer?: PageRenderer;
  readonly auth?: AuthOptions;
  /** Where uploads go; a folder of the system's temporary directory by default. */
  readonly uploadDir?: string;
}

/**
 * The real app over a test database, with a fixed page template unless told otherwise. Its
 * `request` stands on loopback unless given other bindings, as `npm start` on this machine
 * would see a test's calls: `app.request` has no socket, and the development helpers answer
 * loopback only. Served over a real socket (`app.fetch`), the socket's address counts.
 */
export function testApi(db: Db, options: TestApiOptions = {}): Hono {
  const app = createApi({
    db,
    config: testConfig(options.config),
    pages: options.pages ?? staticPageSource(TEST_PAGE_HTML),
    renderer: options.renderer ?? null,
    log: () => undefined,
    uploadDir: options.uploadDir ?? join(tmpdir(), `modavi-test-uploads-${process.pid}`),
    ...(options.auth ? { auth: options.auth } : {}),
  });
  const request = app.request;
  app.request = (input, init, bindings, executionCtx) => request(input, init, bindings ?? LOOPBACK_BINDINGS, executionCtx);
  return app;
}

export interface CallOptions {
  readonly token?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

export interface CallResult {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

/** One JSON call through `app.request`, the way the web client makes it. */
export async function call(app: Hono, method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers[API_HEADERS.authorization] = `${AUTH_SCHEME} ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.request(`/${path.replace(/^\//, '')}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Non-JSON bodies (pages, SVG) stay text.
  }
  return { status: response.status, body, headers: response.headers };
}
