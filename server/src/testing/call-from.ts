import type { Hono } from 'hono';
import type { CallResult } from './test-api.js';

export interface CallFromOptions {
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/**
 * A JSON call as if it arrived on a socket from `address`: @hono/node-server hands the Node
 * request over as `env.incoming`, which is where the server reads the client's address.
 */
export async function callFrom(app: Hono, address: string, method: string, path: string, options: CallFromOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.request(
    `/${path.replace(/^\//, '')}`,
    { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) },
    { incoming: { socket: { remoteAddress: address } } },
  );
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, body, headers: response.headers };
}
