import { Hono, type Context } from 'hono';
import { API_HEADERS, API_PATHS, ContactCodeRequestSchema, contactDestinationParse, type Validation } from '@modavi/core';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { bodyParse } from '../http/request-body.js';
import { routePath } from '../http/route-path.js';
import type { AuthEnv } from '../auth/auth-env.js';
import { accountRequired } from '../auth/auth-middleware.js';
import { codeSend } from '../auth/code-send.js';
import { requestLocale } from '../http/request-locale.js';
import type { ContactDeps } from './profile-contact.js';

const localeOf = requestLocale;
const countryOf = (c: Context): string => c.req.header(API_HEADERS.country)?.trim().toUpperCase() || 'VN';

/**
 * `POST me/contact-code { channel, destination }`: a code to the new email or phone the profile
 * form is about to save, bound to the logged-in account (purpose 'contact'). Refused when the
 * address is already the account's own. An address another account proved is answered alike
 * and sent its code (issue 24: a 409 here told anyone which emails and phones have accounts);
 * the save refuses it (409) only once the code is proven, to whoever holds the address.
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
    const target = { channel: request.channel, destination, purpose: 'contact' as const, owner: user.id };
    return okJson(c, await codeSend(deps, c, target, localeOf(c)), 201);
  });
  return routes;
}
