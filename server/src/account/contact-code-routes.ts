import { Hono, type Context } from 'hono';
import { API_HEADERS, API_PATHS, ContactCodeRequestSchema, contactDestinationParse, type Validation } from '@modavi/core';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { bodyParse } from '../http/request-body.js';
import { routePath } from '../http/route-path.js';
import type { AuthEnv } from '../auth/auth-env.js';
import { accountRequired } from '../auth/auth-middleware.js';
import { codeSend } from '../auth/code-send.js';
import { contactTakenRefuse, type ContactDeps } from './profile-contact.js';
import { requestLocale } from '../http/request-locale.js';

const localeOf = requestLocale;
const countryOf = (c: Context): string => c.req.header(API_HEADERS.country)?.trim().toUpperCase() || 'VN';

/**
 * `POST me/contact-code { channel, destination }`: a code to the new email or phone the profile
 * form is about to save, bound to the logged-in account (purpose 'contact'). Refused when the
 * address is already the account's own, or another account proved it (409, as the save would).
 */
export function contactCodeRoutes(deps: ContactDeps, valid: <T>(validation: Validation<T>) => T): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>();
  routes.post(routePath(API_PATHS.accountContactCode), accountRequired(deps.db), async (c) => {
    const request = await bodyParse(c, ContactCodeRequestSchema);
    const destination = valid(contactDestinationParse(request.channel, request.destination, countryOf(c)));
    const user = c.get('user');
    if (user.profile[request.channel] === destination && user.verified[request.channel]) {
      throw new ApiError(400, ERROR_CODES.requestInvalid, 'This address is already proven on the account.');
    }
    await contactTakenRefuse(deps.db, user.id, request.channel, destination);
    const target = { channel: request.channel, destination, purpose: 'contact' as const, owner: user.id };
    return okJson(c, await codeSend(deps, c, target, localeOf(c)), 201);
  });
  return routes;
}
