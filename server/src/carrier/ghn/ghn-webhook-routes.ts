import { Hono } from 'hono';
import { API_PATHS } from '@modavi/core';
import type { Db } from '../../db/db.js';
import { routePath } from '../../http/route-path.js';
import type { GhnSettings } from './ghn-config.js';
import { ghnWebhookSecretMatches, ghnWebhookTake } from './ghn-webhook.js';

/**
 * `POST api/v1/carrier/ghn/webhook?secret=...`: GHN's order status callbacks (the address is
 * registered in GHN's dashboard with the secret). Public and foreign by nature (the route
 * table); a small body; without GHN settings there is no such callback (404). Answers 200
 * once taken or already taken, so GHN stops sending; 401 for a wrong secret or shop.
 */
export function ghnWebhookRoutes(db: Db, settings: GhnSettings | null, clock: () => number = Date.now): Hono {
  const routes = new Hono();
  routes.post(routePath(API_PATHS.carrierWebhook), async (c) => {
    if (!settings) return c.json({ code: 404, message: 'GHN is not this deployment’s carrier.' }, 404);
    if (!ghnWebhookSecretMatches(settings, c.req.query('secret') ?? '')) return c.json({ code: 401, message: 'Unknown caller.' }, 401);
    const body: unknown = await c.req.json().catch(() => null);
    const verdict = await ghnWebhookTake(db, settings, body, clock());
    if (verdict.kind === 'refused') return c.json({ code: verdict.status, message: verdict.reason }, verdict.status);
    return c.json({ code: 200, message: verdict.kind === 'duplicate' ? 'Already taken.' : verdict.outcome });
  });
  return routes;
}
