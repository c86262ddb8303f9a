import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Hono } from 'hono';
import { ApiError, ERROR_CODES } from '../http/api-error.js';

/** The demo videos, committed with the server (a few KB of WebM each, drawn with ffmpeg). */
export const VIDEO_DIR = fileURLToPath(new URL('../../data/videos/', import.meta.url));
export const VIDEO_PREFIX = '/media/videos';
/** The seed's one product video: a short brand clip in the house colours. */
export const SEED_VIDEO_URL = `${VIDEO_PREFIX}/brand-showcase.webm`;

const RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Serves the videos with byte ranges (206), which browsers use to read a video's length and to
 * seek; a range that does not fit answers 416.
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
    const headers = { 'content-type': 'video/webm', 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=86400' };
    const range = RANGE.exec(c.req.header('range') ?? '');
    if (!range) return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'content-length': String(bytes.byteLength) });
    const size = bytes.byteLength;
    const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
    const end = range[1] !== '' && range[2] !== '' ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (!(start <= end && start < size)) return c.body(null, 416, { 'content-range': `bytes */${size}` });
    return c.body(bytes.slice(start, end + 1) as Uint8Array<ArrayBuffer>, 206, {
      ...headers,
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': String(end - start + 1),
    });
  });
  return routes;
}
