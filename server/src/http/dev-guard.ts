import type { Context } from 'hono';
import { isLoopbackAddress, requestPeer } from './request-peer.js';

/** Host names a page on this machine reaches the server by: a rebound DNS name is refused. */
const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

export type DevRefusal = 'not_loopback' | 'cross_site' | 'json_required';

/**
 * Why a request may not use a development helper, or null when it may. The helpers read every
 * one-time code and mint seller and admin tokens, so they answer only this machine (the
 * socket's address, not a header), only through a loopback host name (DNS rebinding), and
 * never a page of another site: a browser marks those with Sec-Fetch-Site and Origin. A POST
 * to the JSON helpers must say application/json, which no cross-site form or text/plain
 * request can send without a preflight this server does not grant. `forms` lets the helper
 * pages (sandbox gateway, stand-in provider) take their own same-origin form posts.
 */
export function devRefusal(c: Context, forms: boolean): DevRefusal | null {
  if (!isLoopbackAddress(requestPeer(c))) return 'not_loopback';
  const host = c.req.header('host');
  if (host !== undefined && !LOOPBACK_HOST.test(host)) return 'not_loopback';
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return 'cross_site';
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) return 'cross_site';
  const contentType = c.req.header('content-type') ?? '';
  if (!forms && c.req.method === 'POST' && !/^application\/json\b/i.test(contentType.trim())) return 'json_required';
  return null;
}
