import { describe, expect, it } from 'vitest';
import { call } from '../testing/test-api.js';
import { testServer } from '../testing/test-server.js';
import { guestToken } from '../testing/commerce-probe.js';
import { signUp } from '../testing/auth-probe.js';
import { probePhone } from '../testing/seller-probe.js';
import { registeredRoutes } from './route-rules.js';

const nested = (open: string, close: string, depth: number, inner = '') => open.repeat(depth) + inner + close.repeat(depth);
/** Field names the app's forms use, so a bad value sits where a route would read it. */
const FIELDS = ['quantity', 'price', 'sale_price', 'starts_at', 'ends_at', 'id', 'page', 'limit', 'rating', 'name', 'content', 'note', 'code'];
const everywhere = (raw: string) => `{${FIELDS.map((field) => `"${field}":${raw}`).join(',')},"list":[${raw}],"deep":{"x":${raw}}}`;

/**
 * Bodies no route may answer with a 5xx (issue 24); a JSON route refuses those with a code up
 * front, with that code. The guest gets the tester's four (the buyer all): a guest's token passes
 * fewer gates, and every call costs a few milliseconds. A body above the limit: request-input.test.ts.
 */
const BAD_BODIES: readonly { readonly name: string; readonly body: string; readonly code?: string; readonly guest?: true }[] = [
  { name: 'arrays 10,000 deep', body: nested('[', ']', 10_000), code: 'REQUEST.TOO_DEEP', guest: true },
  { name: 'objects 10,000 deep', body: nested('{"a":', '}', 10_000, '1'), code: 'REQUEST.TOO_DEEP', guest: true },
  { name: '2^53', body: everywhere(String(2 ** 53)), code: 'REQUEST.VALUE_UNSUPPORTED', guest: true },
  { name: '±1e305', body: everywhere('-1e305').replace('"quantity":-1e305', '"quantity":1e305'), code: 'REQUEST.VALUE_UNSUPPORTED' },
  { name: '1e400 (Infinity)', body: everywhere('1e400'), code: 'REQUEST.VALUE_UNSUPPORTED' },
  { name: 'a lone surrogate', body: everywhere('"a\\ud800b"'), code: 'REQUEST.VALUE_UNSUPPORTED', guest: true },
  { name: 'a lone surrogate as a key', body: '{"\\udc00":1}', code: 'REQUEST.VALUE_UNSUPPORTED' },
  { name: 'a long text within the limit', body: everywhere(JSON.stringify('ý'.repeat(2_000))) },
  { name: 'not JSON', body: '{"name":' },
];

/** A path with every parameter filled (`:id` and Hono's `*`). */
const pathOf = (route: string) => route.replace(/:\w+(\{[^}]*\})?/g, '1').replace(/\*/g, 'x');

describe('every write route, fed bodies no form sends (issue 24)', () => {
  const server = testServer();

  it('answers each of them without a 5xx, a guest or a signed-in buyer calling; JSON routes refuse the flawed ones with the catalogue’s 400', async () => {
    const callers = { guest: await guestToken(server.app), buyer: (await signUp(server.app, { destination: probePhone() })).token };
    const routes = new Map(registeredRoutes(server.app).filter(({ method }) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)).map((route) => [`${route.method} ${route.path}`, route]));
    expect(routes.size).toBeGreaterThan(100);
    const failures: string[] = [];
    const codes = new Map<string, number>();
    for (const [key, route] of routes) {
      for (const [caller, token] of Object.entries(callers)) {
        for (const bad of BAD_BODIES.filter((body) => caller === 'buyer' || body.guest)) {
          const answer = await call(server.app, route.method, pathOf(route.path), { token, body: bad.body });
          if (answer.status >= 500) failures.push(`${key} (${caller}, ${bad.name}): ${answer.status}`);
          const code = (answer.body as { error_code?: string }).error_code;
          if (bad.code && answer.status === 400 && code !== bad.code) failures.push(`${key} (${caller}, ${bad.name}): 400 ${code}`);
          if (bad.code && code === bad.code) codes.set(bad.code, (codes.get(bad.code) ?? 0) + 1);
        }
      }
    }
    expect(failures).toEqual([]);
    // Most routes let a token through their gate and refuse the body itself.
    expect(codes.get('REQUEST.TOO_DEEP') ?? 0).toBeGreaterThan(routes.size);
    expect(codes.get('REQUEST.VALUE_UNSUPPORTED') ?? 0).toBeGreaterThan(routes.size * 4);
  }, 120_000);
});
