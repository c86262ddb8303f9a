import type { ServerConfig } from '../config.js';

/** One year: the usual HSTS age, long enough for browsers' preload rules. */
const HSTS = 'max-age=31536000; includeSubDomains';

// The origin of a configured base address ('' = same origin, covered by 'self'); ws(s) too for the socket.
function originsOf(base: string, socket: boolean): string[] {
  if (!/^https?:\/\//i.test(base)) return [];
  const { origin, protocol } = new URL(base);
  return socket ? [origin, origin.replace(protocol === 'https:' ? /^https/ : /^http/, protocol === 'https:' ? 'wss' : 'ws')] : [origin];
}

/**
 * The pages' Content-Security-Policy. Scripts: our own files and whatever carries this
 * response's nonce (Vite's development preamble is inline); never 'unsafe-inline'. The runtime
 * config is a JSON data block, which a browser never executes, so it needs no allowance.
 * Styles allow inline attributes: React's style props and the CSS vanilla-extract injects in
 * development; that cannot run code. No page may frame us (frame-ancestors, with
 * X-Frame-Options for older browsers).
 */
export function pagePolicy(config: ServerConfig, nonce: string): string {
  const { commerceApi, communityApi, chatSocket, firebase } = config.runtime;
  const connect = new Set(["'self'", ...originsOf(commerceApi, false), ...originsOf(communityApi, false), ...originsOf(chatSocket, true)]);
  // Push registration and the token store talk to Google's APIs when Firebase is configured.
  if (firebase.apiKey !== '') connect.add('https://*.googleapis.com');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** API answers are data: nothing in them may load or run anything, nor be framed. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers every answer carries. HSTS only over https or in production (MODAVI_ENV). */
export function commonHeaders(https: boolean, production: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https || production ? { 'strict-transport-security': HSTS } : {}),
  };
}

/** Gives every executable script element of our own HTML the response's nonce (JSON data blocks never run). */
export const htmlNonceAdd = (html: string, nonce: string): string =>
  html.replace(/<script\b(?![^>]*type="application\/json")/gi, `<script nonce="${nonce}"`);
