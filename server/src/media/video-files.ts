import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Hono } from 'hono';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { byteRangeBody } from './byte-range.js';

/** The demo videos, committed with the server (a few KB of WebM each, drawn with ffmpeg). */
export const VIDEO_DIR = fileURLToPath(new URL('../../data/videos/', import.meta.url));
export const VIDEO_PREFIX = '/media/videos';
/** The seed's one product video: a short brand clip in the house colours. */
export const SEED_VIDEO_URL = `${VIDEO_PREFIX}/brand-showcase.webm`;

/**
 * Serves the demo videos with byte ranges (`byteRangeBody`).
 */
export function videoRoutes(dir = VIDEO_DIR): Hono {
  const routes = new Hono();
  routes.get(`${VIDEO_PREFIX}/:file{[a-z0-9-]+\\.webm}`, async (c) => {
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await readFile(join(dir, c.req.param('file'))));
    } catch {
      throw new ApiError(404, ERROR_CODES.mediaNotFound, 'No such video.');
    }
    return byteRangeBody(c, bytes, { 'content-type': 'video/webm', 'cache-control': 'public, max-age=86400' });
  });
  return routes;
}
