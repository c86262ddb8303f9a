import { compileErrors, validate } from '@readme/openapi-parser';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { endpoint, FAVOURITE_ENDPOINTS } from '@modavi/core';
import { testServer } from '../../testing/test-server.js';
import { call } from '../../testing/test-api.js';
import { ROUTE_POLICIES } from '../policies/index.js';
import { registeredRoutes, ruleFind } from '../route-rules.js';
import type { ApiEnv } from '../api-env.js';
import { contractAnswersCheck, contractRoute } from './contract-route.js';
import { API_REFERENCE_PATH, OPENAPI_PATH } from './openapi-routes.js';

const DESCRIBED = new Set(['public', 'visitor', 'buyer', 'seller', 'admin']);

const DocumentShape = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({ operationId: z.string(), 'x-modavi-policy': z.string(), 'x-modavi-declared': z.boolean() }))),
});

describe('the API contract (issue 29)', () => {
  const server = testServer({ seed: false });

  it('serves an OpenAPI 3.1 description that a maintained validator accepts', async () => {
    const answer = await call(server.app, 'GET', OPENAPI_PATH);
    expect(answer.status).toBe(200);
    const result = await validate(structuredClone(answer.body) as Parameters<typeof validate>[0]);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(DocumentShape.parse(answer.body).openapi).toBe('3.1.0');
  });

  it('describes every API route outside callers may reach, each with its policy', async () => {
    const document = DocumentShape.parse((await call(server.app, 'GET', OPENAPI_PATH)).body);
    const described = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)),
    );
    const reachable = registeredRoutes(server.app)
      .filter((route) => route.path.startsWith('/api/') && !route.path.includes('*') && route.path !== OPENAPI_PATH && !route.path.startsWith(API_REFERENCE_PATH))
      .filter((route) => DESCRIBED.has(ruleFind(ROUTE_POLICIES, route)?.policy ?? 'none'))
      .map((route) => `${route.method} ${route.path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}')}`);
    expect(reachable.length).toBeGreaterThan(100);
    expect([...new Set(reachable)].filter((key) => !described.has(key))).toEqual([]);
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) expect(DESCRIBED.has(operation['x-modavi-policy'])).toBe(true);
    }
  });

  it('gives a declared route its input, answer, errors and policy from core', async () => {
    const document = (await call(server.app, 'GET', OPENAPI_PATH)).body as {
      paths: Record<string, Record<string, { operationId: string; parameters: { name: string; in: string }[]; responses: Record<string, unknown> }>>;
    };
    const list = document.paths['/api/v1/mobile/favourites']?.get;
    expect(list?.operationId).toBe(FAVOURITE_ENDPOINTS.favouritesList.id);
    expect(list?.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(['query:page', 'query:limit']);
    expect(JSON.stringify(list?.responses['200'])).toContain('"items"');
    expect(JSON.stringify(list?.responses['403'])).toContain('FAVOURITE.LOGIN_REQUIRED');
    const add = document.paths['/api/v1/mobile/favourites/{id}']?.post;
    expect(add?.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(JSON.stringify(add?.responses['404'])).toContain('PRODUCT.NOT_FOUND');
  });

  it('describes a route that creates with its 201 (issue 29: a declaration may say its status)', async () => {
    const document = (await call(server.app, 'GET', OPENAPI_PATH)).body as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const create = document.paths['/api/v1/seller/vouchers']?.post;
    expect(Object.keys(create?.responses ?? {})).toContain('201');
    expect(Object.keys(create?.responses ?? {})).not.toContain('200');
    expect(Object.keys(document.paths['/api/v1/seller/vouchers']?.get?.responses ?? {})).toContain('200');
  });

  it('takes the policy of a declared route from its declaration', () => {
    expect(ruleFind(ROUTE_POLICIES, { method: 'POST', path: '/api/v1/mobile/favourites/:id' })).toEqual({
      policy: 'buyer',
      guest: { status: 403, code: 'FAVOURITE.LOGIN_REQUIRED' },
    });
  });

  it('serves the browsable reference outside production, from this server', async () => {
    const page = await call(server.app, 'GET', API_REFERENCE_PATH);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain(`${API_REFERENCE_PATH}/swagger-ui-bundle.js`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const bundle = await server.app.request(`${API_REFERENCE_PATH}/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await server.app.request(`${API_REFERENCE_PATH}/package.json`)).status).toBe(404);
  });
});

describe('a declared route', () => {
  const Echo = endpoint({
    id: 'echo',
    method: 'POST',
    path: 'api/v1/public/echo',
    policy: 'public',
    summary: 'Echo.',
    body: zm.object({ word: zm.string().check(zm.maxLength(5)) }),
    answer: zm.object({ word: zm.string() }),
    errors: [],
  });
  const app = (answer: (word: string) => unknown) => {
    const routes = new Hono<ApiEnv>();
    contractRoute(routes, Echo, async (_c, { body }) => answer(body.word) as { word: string });
    routes.onError((error) => new Response(error.message, { status: 'status' in error ? Number(error.status) : 500 }));
    return routes;
  };
  const post = (routes: Hono<ApiEnv>, body: unknown) =>
    routes.request('/api/v1/public/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('refuses a body that is not JSON as the caller\'s error', async () => {
    const refused = await app((word) => ({ word })).request('/api/v1/public/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"word":' });
    expect(refused.status).toBe(400);
  });

  it('refuses a body outside its schema, naming the field', async () => {
    const refused = await post(app((word) => ({ word })), { word: 'too long' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('word');
  });

  it('answers with the status it declares', async () => {
    const routes = new Hono<ApiEnv>();
    contractRoute(routes, { ...Echo, status: 201 }, async (_c, { body }) => ({ word: body.word }));
    const created = await post(routes, { word: 'hi' });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ statusCode: 201, message: 'Created', data: { word: 'hi' } });
  });

  it('answers in the envelope, and outside production refuses to answer outside its declaration', async () => {
    const ok = await post(app((word) => ({ word })), { word: 'hi' });
    expect(await ok.json()).toEqual({ statusCode: 200, message: 'OK', data: { word: 'hi' } });
    contractAnswersCheck(true);
    try {
      const drift = await post(app(() => ({ words: 1 })), { word: 'hi' });
      expect(drift.status).toBe(500);
      expect(await drift.text()).toContain('echo answered outside its declaration');
    } finally {
      contractAnswersCheck(false);
    }
  });
});
