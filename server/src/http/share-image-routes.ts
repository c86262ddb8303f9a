import { Hono } from 'hono';
import { SHARE_IMAGE_PREFIX, SHARE_IMAGE_TYPE, shareImageSource } from '@modavi/core';
import { keptDrawings } from '../media/kept-drawings.js';
import { shareImageDraw } from '../media/share-image-draw.js';
import { ApiError, ERROR_CODES } from './api-error.js';

/** This server asked in-process (create-api's `self`): the rendition reads its source as any visitor would. */
export type SelfRequest = (path: string, init: RequestInit) => Promise<Response>;

/**
 * Renditions kept in memory (about 30-80 KB each): the pages shared most are asked again by
 * every preview bot, and drawing one costs sharp tens of milliseconds. The least recently asked go first.
 */
export const SHARE_IMAGE_CACHE_ENTRIES = 200;

interface Drawn {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly cacheControl: string;
}

const notFound = () => new ApiError(404, ERROR_CODES.mediaNotFound, 'No such image.');

/**
 * `GET /media/og/<source below /media/>.jpg` (core's shareImageOf names them): the JPEG a shared
 * link shows, drawn once from the source this server serves (a generated SVG, an upload, a blog
 * cover) and kept, cached by browsers and bots as long as its source is. The source is fetched
 * through the app itself, so each kind keeps its one route and checks (an unlisted id is 404).
 */
export function shareImageRoutes(self: SelfRequest): Hono {
  const routes = new Hono();
  const kept = keptDrawings<Drawn>(SHARE_IMAGE_CACHE_ENTRIES);

  const draw = async (source: string): Promise<Drawn> => {
    const answer = await self(source, { method: 'GET' });
    const type = answer.headers.get('content-type') ?? '';
    if (answer.status !== 200 || !type.startsWith('image/')) throw notFound();
    const bytes = await shareImageDraw(new Uint8Array(await answer.arrayBuffer()), type.startsWith('image/svg+xml'));
    return { bytes: bytes as Uint8Array<ArrayBuffer>, cacheControl: answer.headers.get('cache-control') ?? 'public, max-age=86400' };
  };

  routes.get(`${SHARE_IMAGE_PREFIX}*`, async (c) => {
    const source = shareImageSource(c.req.path);
    if (source === null) throw notFound();
    // One drawing per source, whatever the query (issue 24: each `?v=` drew again, 22 a second).
    // A blog cover's `?v=` is its files' hash, a cache buster for browsers: the cover route
    // answers this process's one version whatever it says, so every `v` gets the current drawing.
    // A failure is not kept: the source may appear (a product listed later).
    const { bytes, cacheControl } = await kept(source, () => draw(source));
    return c.body(bytes, 200, { 'content-type': SHARE_IMAGE_TYPE, 'cache-control': cacheControl });
  });
  return routes;
}
