import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { testApi } from '../testing/test-api.js';
import { testServer } from '../testing/test-server.js';
import { ROUTE_POLICIES } from './policies/index.js';
import { registeredRoutes, routesWithoutRule, RouteRules } from './route-rules.js';

describe('the route table', () => {
  const server = testServer({ seed: false });

  it('gives every registered route of the app a policy', () => {
    const app = server.app;
    expect(registeredRoutes(app).length).toBeGreaterThan(100);
    expect(routesWithoutRule(app, ROUTE_POLICIES)).toEqual([]);
  });

  it('names a route it has no rule for, and the app refuses to start with one', () => {
    const app = new Hono();
    app.use('*', async (_c, next) => next());
    app.get('/api/v1/public/products', (c) => c.text('listed'));
    app.post('/api/v1/mobile/new-thing', (c) => c.text('unlisted'));
    expect(routesWithoutRule(app, ROUTE_POLICIES)).toEqual([{ method: 'POST', path: '/api/v1/mobile/new-thing' }]);
    expect(() => new RouteRules().build(app, ROUTE_POLICIES)).toThrow(/POST \/api\/v1\/mobile\/new-thing/);
  });

  it('gives the development helpers the dev policy, whatever their path under /api/v1/dev', () => {
    const rules = new RouteRules();
    rules.build(testApi(server.db), ROUTE_POLICIES);
    expect(rules.find('POST', '/api/v1/dev/admin-token')?.policy).toBe('dev');
    expect(rules.find('GET', '/dev/outbox')?.policy).toBe('dev-page');
    expect(rules.find('GET', '/api/v1/public/products/search')?.policy).toBe('public');
    expect(rules.find('POST', '/api/v1/image')).toEqual({ policy: 'visitor', body: 'image' });
  });
});
