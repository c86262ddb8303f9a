import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { contactFormValidate, SELLER_API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { ApiEnv } from '../http/api-env.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { formRefusal, jsonBody } from './registration-http.js';

/**
 * The seller landing page's contact form (spec 5): core's contactFormValidate, the same rule as
 * the form, then stored for the team (seller_contacts). Any visitor may send it; the account
 * that sent it is kept when one is logged in.
 */
export function sellerContactRoutes(db: Db): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.post(routePath(SELLER_API_PATHS.sellerContacts), async (c) => {
    const checked = contactFormValidate(await jsonBody(c));
    if (!checked.ok) return formRefusal(c, checked.error);
    const session = c.get('session');
    const id = randomBytes(12).toString('hex');
    const { name, email, phone, website, message } = checked.value;
    await typedDb(db)
      .insertInto('seller_contacts')
      .values({ id, name, email, phone, website, message, user_id: session.kind === 'user' ? session.ownerId : null })
      .execute();
    return okJson(c, { _id: id }, 201);
  });
  return routes;
}
