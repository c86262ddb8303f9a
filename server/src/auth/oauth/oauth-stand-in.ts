import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { AuthProviderIdSchema, type AuthProviderId, type Clock } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../../db/db.js';
import { typedDb } from '../../db/kysely.js';
import { devPage, htmlEscape } from '../dev-page.js';
import { plainDigest } from '../server-digest.js';
import { pkceChallenge } from './oauth-client.js';
import { PROVIDER_PROTOCOLS, STAND_IN } from './provider-protocols.js';

/** Where the stand-in lives: `/dev/oauth/{provider}/authorize`, `/token`, `/userinfo`. */
export const STAND_IN_PREFIX = '/dev/oauth';

const CODE_TTL_MS = 5 * 60 * 1000;
const LABELS: Record<AuthProviderId, string> = { google: 'Google', facebook: 'Facebook', zalo: 'Zalo', apple: 'Apple' };

/** The one person each stand-in signs in: same provider, same account, every time. */
const testUser = (provider: AuthProviderId) => ({
  subject: `stand-in-${provider}-test-user`,
  email: `${provider}.tester@modavi.test`,
  name: `${LABELS[provider]} Tester`,
});

const iso = (ms: number) => new Date(ms).toISOString();
/** An instant as the earlier SQL wrote it: ISO text cast to timestamptz. */
const instant = (ms: number) => sql<Date>`${iso(ms)}::timestamptz`;
const oauthError = (c: Context, status: 400 | 401, error: string) => c.json({ error }, status);

/** Form fields (POST) and query parameters (GET) together: each provider sends its own way. */
async function params(c: Context): Promise<Record<string, string>> {
  const query = c.req.query();
  if (c.req.method !== 'POST') return query;
  const body = await c.req.parseBody();
  return { ...query, ...Object.fromEntries(Object.entries(body).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : []))) };
}

function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** What the provider's userinfo endpoint would say about the test user, in its own shape. */
function userInfo(provider: AuthProviderId, user: { subject: string; email: string; name: string }): Record<string, unknown> {
  switch (provider) {
    case 'google':
      return { sub: user.subject, email: user.email, email_verified: true, name: user.name };
    case 'facebook':
      return { id: user.subject, email: user.email, name: user.name };
    case 'zalo':
      return { id: user.subject, name: user.name, picture: { data: { url: '' } } };
    case 'apple':
      return { sub: user.subject, email: user.email, email_verified: 'true' };
  }
}

/**
 * A local stand-in for Google, Facebook, Zalo and Apple, outside production only: the same
 * redirect flow and each provider's dialect (Zalo's app_id and secret header, Apple's
 * form_post and id_token), with a page whose one button signs in as a test user. It lets every
 * social button be tried end to end on a machine without the real providers.
 */
export function oauthStandInRoutes(db: Db, clock: Clock): Hono {
  const routes = new Hono();

  routes.get(`${STAND_IN_PREFIX}/:provider/authorize`, async (c) => {
    const provider = AuthProviderIdSchema.safeParse(c.req.param('provider'));
    if (!provider.success) return c.text('Unknown provider', 404);
    const query = c.req.query();
    const protocol = PROVIDER_PROTOCOLS[provider.data];
    const clientId = query[protocol.clientIdParam] ?? '';
    const redirectUri = query['redirect_uri'] ?? '';
    const state = query['state'] ?? '';
    if (clientId !== STAND_IN.clientId || redirectUri === '' || state === '') return c.text('Missing or wrong client id, redirect_uri or state', 400);
    const user = testUser(provider.data);
    const code = randomBytes(24).toString('base64url');
    await typedDb(db)
      .insertInto('oauth_stand_in_grants')
      .values({
        code_hash: plainDigest(code),
        provider: provider.data,
        client_id: clientId,
        redirect_uri: redirectUri,
        code_challenge: query['code_challenge'] ?? null,
        nonce: query['nonce'] ?? null,
        subject: user.subject,
        email: user.email,
        name: user.name,
        expires_at: iso(clock.now() + CODE_TTL_MS),
      })
      .execute();
    // Answers go back the way the provider sends them: a form POST for Apple's form_post.
    const method = query['response_mode'] === 'form_post' ? 'post' : 'get';
    const hidden = (name: string, value: string) => `<input type="hidden" name="${htmlEscape(name)}" value="${htmlEscape(value)}">`;
    const appleUser = provider.data === 'apple' ? hidden('user', JSON.stringify({ name: { firstName: LABELS.apple, lastName: 'Tester' }, email: user.email })) : '';
    const label = LABELS[provider.data];
    return c.html(
      devPage(
        `${label} test sign-in`,
        `<p>This is Modavi's local stand-in for ${label}: it only exists outside production and signs you in as a test user.</p>
         <p>Test user: <strong>${htmlEscape(user.name)}</strong> (${htmlEscape(user.email)})</p>
         <div class="actions">
           <form method="${method}" action="${htmlEscape(redirectUri)}">${hidden('code', code)}${hidden('state', state)}${appleUser}
             <button type="submit" class="primary">Continue as test user</button>
           </form>
           <form method="${method}" action="${htmlEscape(redirectUri)}">${hidden('error', 'access_denied')}${hidden('state', state)}
             <button type="submit">Cancel</button>
           </form>
         </div>`,
      ),
      200,
      { 'cache-control': 'no-store' },
    );
  });

  const tokenExchange = async (c: Context) => {
    const provider = AuthProviderIdSchema.safeParse(c.req.param('provider'));
    if (!provider.success) return oauthError(c, 400, 'invalid_request');
    const protocol = PROVIDER_PROTOCOLS[provider.data];
    const form = await params(c);
    const secret = protocol.secretIn === 'header' ? c.req.header('secret_key') : form['client_secret'];
    if (form[protocol.clientIdParam] !== STAND_IN.clientId || secret !== STAND_IN.clientSecret) return oauthError(c, 401, 'invalid_client');
    const now = clock.now();
    const accessToken = randomBytes(24).toString('base64url');
    const grant = await typedDb(db)
      .updateTable('oauth_stand_in_grants')
      .set({ used_at: iso(now), access_token_hash: plainDigest(accessToken) })
      .where('code_hash', '=', plainDigest(form['code'] ?? ''))
      .where('provider', '=', provider.data)
      .where('used_at', 'is', null)
      .where('expires_at', '>', instant(now))
      .returning(['redirect_uri', 'code_challenge', 'nonce', 'subject', 'email', 'name'])
      .executeTakeFirst();
    if (!grant || grant.redirect_uri !== form['redirect_uri']) return oauthError(c, 400, 'invalid_grant');
    if (grant.code_challenge !== null && pkceChallenge(form['code_verifier'] ?? '') !== grant.code_challenge) return oauthError(c, 400, 'invalid_grant');
    const idToken = unsignedJwt({
      ...userInfo(provider.data, grant),
      iss: STAND_IN.issuer,
      aud: STAND_IN.clientId,
      iat: Math.floor(now / 1000),
      exp: Math.floor(now / 1000) + 600,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
    });
    return c.json({ access_token: accessToken, token_type: 'Bearer', expires_in: 3600, id_token: idToken });
  };
  routes.get(`${STAND_IN_PREFIX}/:provider/token`, tokenExchange);
  routes.post(`${STAND_IN_PREFIX}/:provider/token`, tokenExchange);

  routes.get(`${STAND_IN_PREFIX}/:provider/userinfo`, async (c) => {
    const provider = AuthProviderIdSchema.safeParse(c.req.param('provider'));
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const accessToken = bearer ?? c.req.header('access_token') ?? c.req.query('access_token') ?? '';
    const grant = provider.success
      ? await typedDb(db)
          .selectFrom('oauth_stand_in_grants')
          .select(['subject', 'email', 'name'])
          .where('access_token_hash', '=', plainDigest(accessToken))
          .where('provider', '=', provider.data)
          .executeTakeFirst()
      : undefined;
    if (!provider.success || !grant) return oauthError(c, 401, 'invalid_token');
    return c.json(userInfo(provider.data, grant));
  });

  return routes;
}
