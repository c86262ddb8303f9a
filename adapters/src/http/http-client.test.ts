import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Locale, RequestContext } from '@modavi/core';
import { createHttpClient, urlJoin, type FetchLike } from './http-client.js';

const context = (locale: Locale, token: string | null = 'tok-1'): RequestContext => ({
  token: () => token,
  country: () => 'VN',
  locale: () => locale,
  sessionId: () => 'session-1',
  deviceId: () => 'web-abc',
});

const answering = (status: number, body: unknown, seen: { url?: string; init?: RequestInit } = {}): FetchLike =>
  async (url, init) => {
    seen.url = url;
    seen.init = init;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };

const Count = z.number();

describe('createHttpClient', () => {
  it("sends the spec's headers, with the kr locale as en", async () => {
    const seen: { init?: RequestInit } = {};
    const client = createHttpClient({ baseUrl: 'http://api.test/', context: context('kr'), fetch: answering(200, { statusCode: 200, data: 1 }, seen) });
    await client.request({ method: 'GET', path: 'api/v1/mobile/carts/count', schema: Count });
    expect(seen.init?.headers).toMatchObject({
      authorization: 'Bearer tok-1',
      country: 'VN',
      language: 'en',
      'session-id': 'session-1',
      'device-id': 'web-abc',
    });
  });

  it('sends no authorization header without a token, and vi as vi', async () => {
    const seen: { init?: RequestInit } = {};
    const client = createHttpClient({ baseUrl: '', context: context('vi', null), fetch: answering(200, { statusCode: 200, data: 1 }, seen) });
    await client.request({ method: 'GET', path: 'x', schema: Count });
    expect(seen.init?.headers).not.toHaveProperty('authorization');
    expect(seen.init?.headers).toMatchObject({ language: 'vi' });
  });

  it('reads the payload at data of the envelope', async () => {
    const client = createHttpClient({ baseUrl: '', context: context('vi'), fetch: answering(200, { statusCode: 200, message: 'OK', data: 7 }) });
    expect(await client.request({ method: 'GET', path: 'x', schema: Count })).toEqual({ ok: true, value: 7 });
  });

  it('turns a payload that breaks the schema into INVALID_RESPONSE', async () => {
    const client = createHttpClient({ baseUrl: '', context: context('vi'), fetch: answering(200, { statusCode: 200, data: 'seven' }) });
    expect(await client.request({ method: 'GET', path: 'x', schema: Count })).toMatchObject({ ok: false, error: { code: 'INVALID_RESPONSE' } });
  });

  it.each([
    [400, 'INVALID_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [500, 'SERVER'],
  ])('maps status %i to %s and keeps the server error code', async (status, code) => {
    const client = createHttpClient({
      baseUrl: '',
      context: context('vi'),
      fetch: answering(status, { statusCode: status, message: 'no', error_code: 'CART.OUT_OF_STOCK' }),
    });
    expect(await client.request({ method: 'GET', path: 'x', schema: Count })).toEqual({
      ok: false,
      error: { code, status, errorCode: 'CART.OUT_OF_STOCK', detail: 'no' },
    });
  });

  it('turns a failed connection into NETWORK', async () => {
    const client = createHttpClient({ baseUrl: '', context: context('vi'), fetch: () => Promise.reject(new TypeError('failed to fetch')) });
    expect(await client.request({ method: 'GET', path: 'x', schema: Count })).toMatchObject({ ok: false, error: { code: 'NETWORK' } });
  });

  it('sends a JSON body with its content type', async () => {
    const seen: { init?: RequestInit } = {};
    const client = createHttpClient({ baseUrl: '', context: context('vi'), fetch: answering(201, { statusCode: 201, data: 1 }, seen) });
    await client.request({ method: 'POST', path: 'x', schema: Count, body: { a: 1 } });
    expect(seen.init?.body).toBe('{"a":1}');
    expect(seen.init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });
});

describe('urlJoin', () => {
  it.each([
    ['', 'api/v1/x', undefined, '/api/v1/x'],
    ['http://h/', '/api/v1/x', undefined, 'http://h/api/v1/x'],
    ['http://h', 'api', { page: 2, q: undefined }, 'http://h/api?page=2'],
  ])('%s + %s', (base, path, query, expected) => {
    expect(urlJoin(base, path, query)).toBe(expected);
  });
});
