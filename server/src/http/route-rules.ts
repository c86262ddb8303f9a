import type { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { ruleOf, type RouteRule, type RouteTable } from './route-policy.js';

/** A route as Hono lists it; middleware added with `use` (method ALL, two parameters) is none. */
export interface RegisteredRoute {
  readonly method: string;
  readonly path: string;
}

const isUse = (route: { method: string; handler: { length: number } }) => route.method === 'ALL' && route.handler.length > 1;

/** Every route of the app that answers requests, in the order Hono tries them. */
export const registeredRoutes = (app: Hono): RegisteredRoute[] =>
  app.routes.filter((route) => !isUse(route)).map(({ method, path }) => ({ method, path }));

/** The rule of a registered route in the tables: its exact key, else the longest `/**` prefix key. */
export function ruleFind(tables: readonly RouteTable[], route: RegisteredRoute): RouteRule | null {
  const key = `${route.method} ${route.path}`;
  let prefixed: { length: number; rule: RouteRule } | null = null;
  for (const table of tables) {
    const exact = table[key];
    if (exact !== undefined) return ruleOf(exact);
    for (const [pattern, entry] of Object.entries(table)) {
      const prefix = pattern.endsWith('/**') ? pattern.slice(0, -2) : null;
      if (prefix !== null && key.startsWith(prefix) && prefix.length > (prefixed?.length ?? -1)) prefixed = { length: prefix.length, rule: ruleOf(entry) };
    }
  }
  return prefixed?.rule ?? null;
}

/** The registered routes no table gives a rule to: a route without a policy cannot ship. */
export const routesWithoutRule = (app: Hono, tables: readonly RouteTable[]): RegisteredRoute[] =>
  registeredRoutes(app).filter((route) => ruleFind(tables, route) === null);

/**
 * Answers, for a request, the rule of the route Hono will dispatch it to: the first registered
 * route matching its method and path, as Hono's own order decides (products/search before
 * products/:id). Filled once every route is mounted.
 */
export class RouteRules {
  #router: TrieRouter<RouteRule> | null = null;

  build(app: Hono, tables: readonly RouteTable[]): void {
    const missing = routesWithoutRule(app, tables);
    if (missing.length > 0) throw new Error(`Routes without an authorization policy: ${missing.map((route) => `${route.method} ${route.path}`).join(', ')}`);
    const router = new TrieRouter<RouteRule>();
    for (const route of registeredRoutes(app)) {
      const rule = ruleFind(tables, route);
      if (rule) router.add(route.method, route.path, rule);
    }
    this.#router = router;
  }

  /** The rule for a request, or null when no route answers it (it will be a 404). */
  find(method: string, path: string): RouteRule | null {
    if (!this.#router) throw new Error('RouteRules.find before build');
    const [matches] = this.#router.match(method === 'HEAD' ? 'GET' : method, path);
    return matches[0]?.[0] ?? null;
  }
}
