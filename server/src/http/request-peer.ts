import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address of the socket the request came in on, or null when it came through no socket
 * (`app.request` without bindings). Read from the socket, never from a header a caller writes.
 */
export function requestPeer(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack socket reports ::ffff:127.0.0.1). */
export const isLoopbackAddress = (address: string | null): boolean =>
  address !== null && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address));

/**
 * Bindings for `app.request` made by this process itself (the sandbox delivering its callback,
 * the social login calling the stand-in provider) and by tests: they did not come from the
 * network, so they stand on loopback, the way `@hono/node-server` describes a real socket.
 */
export const LOOPBACK_BINDINGS = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 0, remoteFamily: 'IPv4' } } } as const;
