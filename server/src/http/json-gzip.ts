import { gzipSync } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import { acceptsGzip } from './accepts-gzip.js';

/** Smaller JSON answers go as they are: gzip's header and framing would win nothing. */
export const JSON_GZIP_MIN_BYTES = 1_024;
/** Larger ones are left to the streaming compress middleware: gzipping them here would hold the event loop. */
export const JSON_GZIP_MAX_BYTES = 256 * 1_024;

/**
 * The API's JSON answers gzipped in one call on the request's thread (issue 17). Hono's compress
 * middleware pipes every answer through a CompressionStream, tiny ones included (an answer from
 * `c.json` has no length for its threshold to read): under load those web streams were a seventh
 * of checkout preview's CPU. A JSON answer is a few KB, known whole, and gzipped in well under a
 * millisecond. Runs inside compress, which leaves an answer with a content-encoding alone.
 */
export const jsonGzip = createMiddleware(async (c, next) => {
  await next();
  const answer = c.res;
  // Headers first: the Node adapter's light answers become real streams once their body is read.
  if (answer.headers.has('content-encoding') || !answer.headers.get('content-type')?.startsWith('application/json')) return;
  if (c.req.method === 'HEAD' || answer.status === 206 || answer.status === 204 || !answer.body) return;
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const headers = new Headers(answer.headers);
  const vary = headers.get('vary');
  if (!vary?.toLowerCase().includes('accept-encoding')) headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const gzip = bytes.byteLength >= JSON_GZIP_MIN_BYTES && bytes.byteLength <= JSON_GZIP_MAX_BYTES && acceptsGzip(c.req.header('accept-encoding'));
  const body = gzip ? new Uint8Array(gzipSync(bytes)) : bytes;
  if (gzip) headers.set('content-encoding', 'gzip');
  // Known whole: its length, which also tells compress that a small answer stays as it is.
  headers.set('content-length', String(body.byteLength));
  c.res = undefined;
  c.res = new Response(body, { status: answer.status, statusText: answer.statusText, headers });
});
