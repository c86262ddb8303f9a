import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { setCookie } from 'hono/cookie';
import { describe, expect, it } from 'vitest';
import { JSON_GZIP_MAX_BYTES, JSON_GZIP_MIN_BYTES, jsonGzip } from './json-gzip.js';

const items = (bytes: number) => ({ items: 'x'.repeat(bytes) });
function app(): Hono {
  const hono = new Hono();
  hono.use('*', compress());
  hono.use('*', jsonGzip);
  hono.get('/small', (c) => c.json({ ok: true }));
  hono.get('/large', (c) => {
    setCookie(c, 'a', '1');
    setCookie(c, 'b', '2');
    return c.json(items(JSON_GZIP_MIN_BYTES * 4), 201);
  });
  hono.get('/huge', (c) => c.json(items(JSON_GZIP_MAX_BYTES + 10)));
  hono.get('/text', (c) => c.text('y'.repeat(4_000)));
  return hono;
}
const gzipHeaders = { 'accept-encoding': 'gzip, deflate, br' };

describe('jsonGzip', () => {
  it('gzips a JSON answer in one piece, keeping its status and cookies', async () => {
    const answer = await app().request('/large', { headers: gzipHeaders });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(answer.headers.getSetCookie()).toEqual([expect.stringMatching(/^a=1/), expect.stringMatching(/^b=2/)]);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(Number(answer.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(items(JSON_GZIP_MIN_BYTES * 4));
  });

  it('sends a small answer as it is, with its length, and the streaming compress leaves it alone', async () => {
    const answer = await app().request('/small', { headers: gzipHeaders });
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('content-length')).toBe(String('{"ok":true}'.length));
    expect(await answer.json()).toEqual({ ok: true });
  });

  it('sends plain JSON to a client that takes no gzip', async () => {
    const answer = await app().request('/large', { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.json()).toEqual(items(JSON_GZIP_MIN_BYTES * 4));
  });

  it('leaves a very large answer and other types to the streaming compress', async () => {
    for (const path of ['/huge', '/text']) {
      const answer = await app().request(path, { headers: gzipHeaders });
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      expect(answer.headers.get('content-length')).toBeNull();
    }
  });
});
