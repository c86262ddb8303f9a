import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  API_PATHS,
  AUTH_PROVIDER_IDS,
  AuthProviderIdSchema,
  AuthProviderSchema,
  OauthTicketSchema,
  type AuthProvider,
  type AuthProviderId,
  type Clock,
} from '@modavi/core';
import type { ServerConfig } from '../../config.js';
import { sql } from 'kysely';
import type { Db } from '../../db/db.js';
import { typedDb } from '../../db/kysely.js';
import { ApiError, ERROR_CODES } from '../../http/api-error.js';
import { okJson } from '../../http/envelope.js';
import { bodyParse } from '../../http/request-body.js';
import { routePath, routePattern } from '../../http/route-path.js';
import type { OauthCredentials } from '../auth-config.js';
import type { AuthEnv } from '../auth-env.js';
import { pepperedDigest, plainDigest } from '../server-digest.js';
import { loginIssue } from '../login-issue.js';
import { userFindById } from '../users.js';
import { oauthAuthorizeUrl, oauthIdentity, type OauthFetch } from './oauth-client.js';
import { PROVIDER_PROTOCOLS, STAND_IN, standInProtocol, type ProviderProtocol } from './provider-protocols.js';
import { socialAccount } from './social-account.js';

/** Query parameters the app reads on the page a social login returns to. */
export const OAUTH_RETURN_PARAMS = { ticket: 'oauth_ticket', error: 'oauth_error' } as const;

const STATE_TTL_MS = 10 * 60 * 1000;
const TICKET_TTL_MS = 2 * 60 * 1000;

interface EnabledProvider {
  readonly protocol: ProviderProtocol;
  readonly credentials: OauthCredentials;
  readonly standIn: boolean;
}

/** A configured provider speaks to the real service; outside production an unconfigured one is played by the stand-in. */
function providerEnabled(config: ServerConfig, id: AuthProviderId): EnabledProvider | null {
  const credentials = config.auth.providers[id];
  if (credentials) return { protocol: PROVIDER_PROTOCOLS[id], credentials, standIn: false };
  if (!config.auth.devTools) return null;
  return { protocol: standInProtocol(id), credentials: { clientId: STAND_IN.clientId, clientSecret: STAND_IN.clientSecret }, standIn: true };
}

const token = () => randomBytes(32).toString('base64url');

/**
 * What a social login in flight keeps at rest: a digest of its state, nothing more. The PKCE
 * verifier and the nonce are derived from the state with the server-only pepper, so the
 * callback (which brings the state back) can recompute them and a copy of the database holds
 * none of the three.
 */
export const oauthStateDigest = (pepper: string, state: string) => pepperedDigest(pepper, 'oauth-state', state);
export const oauthStateSecrets = (pepper: string, state: string) => ({
  codeVerifier: pepperedDigest(pepper, 'oauth-pkce-verifier', state),
  nonce: pepperedDigest(pepper, 'oauth-nonce', state),
});
const iso = (ms: number) => new Date(ms).toISOString();
/** An instant as the earlier SQL wrote it: ISO text cast to timestamptz. */
const instant = (ms: number) => sql<Date>`${iso(ms)}::timestamptz`;

/**
 * Where the browser may be sent back to: a path of this site, or a page of an origin allowed
 * to call the API (an app served elsewhere). Anything else is an open redirect: home instead.
 */
function returnTarget(raw: string | undefined, allowedOrigins: readonly string[]): string {
  const value = raw?.trim() ?? '';
  if (/^\/(?![/\\])/.test(value)) return value;
  try {
    const url = new URL(value);
    if (allowedOrigins.includes(url.origin)) return url.toString();
  } catch {
    // Not a URL at all.
  }
  return '/';
}

/** `target` with one more query parameter, whether it is a path or an absolute address. */
function withParam(target: string, name: string, value: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(target);
  const url = new URL(target, 'http://relative.invalid');
  url.searchParams.set(name, value);
  return absolute ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Social logins as OAuth 2.0 / OpenID Connect redirect flows: start (state, PKCE, nonce, then
 * off to the provider), callback (code for profile, profile for account, account for a
 * one-time ticket in the return address), and the ticket for the session token, which the
 * app then stores like any other login.
 */
export function oauthRoutes(db: Db, config: ServerConfig, clock: Clock, fetch: OauthFetch): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>();
  const pepper = config.auth.pepper;
  const callbackUrl = (c: Context, provider: AuthProviderId) =>
    `${config.auth.publicUrl ?? new URL(c.req.url).origin}/${API_PATHS.authOauthCallback(provider)}`;

  routes.get(routePath(API_PATHS.authProviders), (c) => {
    const providers: AuthProvider[] = AUTH_PROVIDER_IDS.flatMap((id) => {
      const enabled = providerEnabled(config, id);
      return enabled ? [AuthProviderSchema.parse({ id, stand_in: enabled.standIn })] : [];
    });
    return okJson(c, providers);
  });

  routes.get(routePattern(API_PATHS.authOauthStart), async (c) => {
    const returnTo = returnTarget(c.req.query('return_to'), config.corsOrigins);
    const provider = AuthProviderIdSchema.safeParse(c.req.param('id'));
    const enabled = provider.success ? providerEnabled(config, provider.data) : null;
    if (!provider.success || !enabled) return c.redirect(withParam(returnTo, OAUTH_RETURN_PARAMS.error, ERROR_CODES.providerUnavailable), 302);
    const state = token();
    const { codeVerifier, nonce } = oauthStateSecrets(pepper, state);
    const now = clock.now();
    await typedDb(db)
      .insertInto('oauth_states')
      .values({ state_hash: oauthStateDigest(pepper, state), provider: provider.data, return_to: returnTo, created_at: iso(now), expires_at: iso(now + STATE_TTL_MS) })
      .execute();
    return c.redirect(
      oauthAuthorizeUrl(enabled.protocol, enabled.credentials, { redirectUri: callbackUrl(c, provider.data), state, codeVerifier, nonce }),
      302,
    );
  });

  // A body that is no form at all comes from no provider: refused, not a 500.
  const callbackForm = async (c: Context): Promise<Record<string, string>> => {
    const form = await c.req.parseBody().catch(() => {
      throw new ApiError(400, ERROR_CODES.requestInvalid, 'The callback body is not a readable form.');
    });
    return Object.fromEntries(Object.entries(form).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])));
  };

  const callback = async (c: Context) => {
    // Apple answers with a form POST (response_mode=form_post); the others in the query.
    const fields: Record<string, string> = c.req.method === 'POST' ? await callbackForm(c) : c.req.query();
    const provider = AuthProviderIdSchema.safeParse(c.req.param('id'));
    const now = clock.now();
    // Used up even when expired: a state is good for one callback at most.
    const stateValue = fields['state'] ?? '';
    const state = await typedDb(db)
      .updateTable('oauth_states')
      .set({ used_at: iso(now) })
      .where('state_hash', '=', oauthStateDigest(pepper, stateValue))
      .where('used_at', 'is', null)
      .returning(['provider', 'return_to', sql<number>`extract(epoch FROM expires_at)::float8 * 1000`.as('expires_at')])
      .executeTakeFirst();
    // After a POST the browser must come back with a GET: 303.
    const back = (target: string) => c.redirect(target, c.req.method === 'POST' ? 303 : 302);
    const failed = (target: string) => back(withParam(target, OAUTH_RETURN_PARAMS.error, ERROR_CODES.oauthFailed));
    if (!state || !provider.success || state.provider !== provider.data || state.expires_at <= now) return failed(state?.return_to ?? '/');
    const enabled = providerEnabled(config, provider.data);
    const code = fields['code'];
    // No code: the person cancelled at the provider, or it refused (error=access_denied).
    if (!enabled || !code) return failed(state.return_to);
    const identity = await oauthIdentity(
      enabled.protocol,
      enabled.credentials,
      { code, redirectUri: callbackUrl(c, provider.data), ...oauthStateSecrets(pepper, stateValue), user: fields['user'] ?? null, now },
      fetch,
    );
    if (!identity.ok) {
      console.warn(`${provider.data} login failed: ${identity.error}`);
      return failed(state.return_to);
    }
    const user = await socialAccount(db, provider.data, identity.value, now);
    const ticket = token();
    await typedDb(db)
      .insertInto('login_tickets')
      .values({ ticket_hash: plainDigest(ticket), user_id: user.id, expires_at: iso(now + TICKET_TTL_MS) })
      .execute();
    return back(withParam(state.return_to, OAUTH_RETURN_PARAMS.ticket, ticket));
  };
  routes.get(routePattern(API_PATHS.authOauthCallback), callback);
  routes.post(routePattern(API_PATHS.authOauthCallback), callback);

  routes.post(routePath(API_PATHS.authOauthTicket), async (c) => {
    const { ticket } = await bodyParse(c, OauthTicketSchema);
    const now = clock.now();
    const row = await typedDb(db)
      .updateTable('login_tickets')
      .set({ used_at: iso(now) })
      .where('ticket_hash', '=', plainDigest(ticket))
      .where('used_at', 'is', null)
      .where('expires_at', '>', instant(now))
      .returning('user_id')
      .executeTakeFirst();
    const user = row ? await userFindById(db, row.user_id) : null;
    if (!user) throw new ApiError(400, ERROR_CODES.oauthFailed, 'The login ticket is unknown, used or expired.');
    return okJson(c, await loginIssue(c, db, config, user));
  });

  return routes;
}
