import type { Hono } from 'hono';
import type { ServerConfig } from '../config.js';
import { ROUTE_POLICIES } from '../http/policies/index.js';
import { registeredRoutes, ruleFind } from '../http/route-rules.js';

/**
 * What `npm start` says about the development helpers: whether they are on, that they answer
 * this machine only, and every route they add, read from the route table so the list cannot
 * drift from what is mounted.
 */
export function devHelpersReport(app: Hono, config: ServerConfig): string[] {
  if (!config.auth.devTools && !config.commerce.devRoutes) return ['Development helpers: off (MODAVI_ENV=production).'];
  const helpers = registeredRoutes(app).filter((route) => {
    const policy = ruleFind(ROUTE_POLICIES, route)?.policy;
    return policy === 'dev' || policy === 'dev-page';
  });
  return [
    'Development helpers: ON (MODAVI_ENV is not production), for requests from this machine only (loopback, same-origin, JSON posts):',
    ...helpers.map((route) => `  ${route.method} ${route.path}`),
  ];
}
