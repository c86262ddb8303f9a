import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PATHS, CountrySchema, envelopeSchema } from '@modavi/core';
import type { Db } from '../db/db.js';
import { sessionFindLive } from '../sessions/session-store.js';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { FAVICON_PATH, HEALTH_PATH } from './public-routes.js';
import { tokenDigest } from '../sessions/token-digest.js';

const CountryEnvelope = envelopeSchema(CountrySchema);

describe('public calls', () => {
  let test: TestDb;
  beforeAll(async () => {
    test = await memoryTestDb();
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('reports health once migrated and seeded', async () => {
    const response = await call(testApi(test.db), 'GET', HEALTH_PATH);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ statusCode: 200, message: 'OK', data: { status: 'ok' } });
  });

  it('reports 503 while the catalogue is not there', async () => {
    const broken: Db = { ...test.db, query: () => Promise.reject(new Error('relation "products" does not exist')) };
    const response = await call(testApi(broken), 'GET', HEALTH_PATH);
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ error_code: 'SERVER.NOT_READY' });
  });

  it('answers VN by default; env, cookie and query override it in rising priority', async () => {
    const plain = testApi(test.db);
    const country = async (app: ReturnType<typeof testApi>, query = '', headers: Record<string, string> = {}) =>
      CountryEnvelope.parse((await call(app, 'GET', `${API_PATHS.ipCountry}${query}`, { headers })).body).data.country_code;
    expect(await country(plain)).toBe('VN');
    const korean = testApi(test.db, { config: { countryOverride: 'KR' } });
    // The spec's codes are VN, KO, US, SG: a Korean visitor (ISO KR) is answered KO.
    expect(await country(korean)).toBe('KO');
    expect(await country(plain, '?country=kr')).toBe('KO');
    expect(await country(plain, '', { cookie: 'mdv_country=KR' })).toBe('KO');
    expect(await country(korean, '', { cookie: 'mdv_country=sg' })).toBe('SG');
    expect(await country(korean, '?country=us', { cookie: 'mdv_country=SG' })).toBe('US');
    expect(await country(plain, '?country=not-a-country')).toBe('VN');
  });

  it('answers /favicon.ico with the app\'s icon, unguarded, built or not (the sandbox and stand-in pages link no other)', async () => {
    const response = await testApi(test.db).request(FAVICON_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
    expect(await response.text()).toContain('<svg');
  });

  it('creates a guest session with a 32-byte hex token', async () => {
    const response = await call(testApi(test.db), 'POST', API_PATHS.guestToken, { body: {} });
    expect(response.status).toBe(201);
    const { token } = envelopeSchema(z.object({ token: z.string() })).parse(response.body).data;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await sessionFindLive(test.db, token)).toMatchObject({ kind: 'guest' });
    const [row] = await test.db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM sessions WHERE token_hash = $1`,
      [tokenDigest(token)],
    );
    expect(row?.days).toBe(30);
  });

  it('answers CORS preflights only for configured origins', async () => {
    const app = testApi(test.db, { config: { corsOrigins: ['http://localhost:5173'] } });
    const preflight = (origin: string) =>
      app.request(`/${API_PATHS.cartAll}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization, session-id' },
      });
    const allowed = await preflight('http://localhost:5173');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('session-id');
    expect((await preflight('https://elsewhere.test')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown API routes with the error envelope', async () => {
    const response = await call(testApi(test.db), 'GET', 'api/v1/public/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ statusCode: 404, error_code: 'ROUTE.NOT_FOUND' });
  });
});
