import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** Vite puts a content hash in every name under /assets, so those never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** Serves files of the built app; anything missing or outside the folder falls through. */
export function staticFiles(root: string): MiddlewareHandler {
  const base = normalize(root + sep);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    const file = normalize(join(base, relative));
    if (!file.startsWith(base) || file.endsWith(sep)) return next();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return next();
    const body = await readFile(file);
    return c.body(body, 200, {
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': relative.startsWith('/assets/') ? IMMUTABLE : SHORT,
    });
  };
}
