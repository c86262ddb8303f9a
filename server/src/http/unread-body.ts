import type { IncomingMessage } from 'node:http';
import { createMiddleware } from 'hono/factory';
import { JSON_BODY_BYTES_MAX } from './body-limits.js';

/** Unread bodies up to this size are read and dropped; larger ones cost their connection. */
export const UNREAD_BODY_DRAIN_BYTES_MAX = JSON_BODY_BYTES_MAX;

async function drain(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  for (;;) if ((await reader.read()).done) return;
}

/**
 * An answer given before the request's body was read (a refusal by size, type or session)
 * must leave the connection usable. Once something has opened the body as a web stream, Node
 * no longer skips what is left of it, and the next request on a kept-alive connection would
 * never be answered. A small body is read to its end behind the answer; a large one (or one
 * of unknown size) is not worth reading: `connection: close` tells the client to reconnect.
 */
export const unreadBodyClose = createMiddleware(async (c, next) => {
  // The body as it arrived: a body limit may swap c.req.raw for a buffered copy.
  const raw = c.req.raw;
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // Only a real socket's message says `complete: false` (tests' loopback bindings say nothing).
  if (incoming?.complete !== false) return;
  const declared = Number(incoming.headers['content-length'] ?? Number.NaN);
  const body = raw.body;
  if (body && !body.locked && Number.isFinite(declared) && declared <= UNREAD_BODY_DRAIN_BYTES_MAX) {
    void drain(body).catch(() => incoming.destroy());
    return;
  }
  // A fresh Response: the handler's may carry immutable headers (a fetched or static one).
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set('connection', 'close');
});
