import type { Context } from 'hono';

/** Where nothing says who called (a test's app.request): every such call shares one address. */
export const CLIENT_ADDRESS_UNKNOWN = 'unknown';

// IPv4 clients of a dual-stack socket show up as ::ffff:a.b.c.d.
const addressNormalise = (address: string) => address.trim().toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

function socketAddress(c: Context): string | null {
  // @hono/node-server hands the Node request over as env.incoming; app.request gives no env.
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  return address ? addressNormalise(address) : null;
}

/**
 * The client's address: the socket's peer. Only when that peer is one of `trustedProxies`
 * (MODAVI_TRUSTED_PROXIES) is X-Forwarded-For read, right to left, skipping trusted hops: any
 * client can write that header, so believing it otherwise would let a guesser pick a fresh
 * address for every try.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  const peer = socketAddress(c);
  if (peer === null) return CLIENT_ADDRESS_UNKNOWN;
  if (!trustedProxies.includes(peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map(addressNormalise).filter((hop) => hop !== '');
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] ?? '';
    if (!trustedProxies.includes(hop)) return hop;
  }
  return peer;
}

/** Whether the browser reached us over https: the URL's scheme, or a trusted proxy's X-Forwarded-Proto. */
export function requestIsHttps(c: Context, trustedProxies: readonly string[]): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const peer = socketAddress(c);
  return peer !== null && trustedProxies.includes(peer) && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
