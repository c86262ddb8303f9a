import { generateKeyPairSync, verify } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, AUTH_PROVIDER_IDS, AuthProviderSchema, envelopeSchema } from '@modavi/core';
import { z } from 'zod';
import { guestSessionCreate } from '../../sessions/session-store.js';
import { plainProductInStock } from '../../testing/catalogue-probe.js';
import { call, testApi, testConfig } from '../../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../../testing/test-db.js';
import { grantOf, refusal, signUp, testClock } from '../../testing/auth-probe.js';
import { authConfigFromEnv } from '../auth-config.js';
import { appleClientSecret } from './apple-client-secret.js';
import type { OauthFetch } from './oauth-client.js';
import { oauthStateDigest, oauthStateSecrets } from './oauth-routes.js';
import { PROVIDER_PROTOCOLS } from './provider-protocols.js';
import { ORIGIN, pathOf, socialRound, standInForms, submit, ticketOf } from '../../testing/social-round.js';

const ProvidersSchema = envelopeSchema(z.array(AuthProviderSchema));

describe('social logins', () => {
  let test: TestDb;
  let app: Hono;
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('lists the stand-in for every provider outside production, and none in production without configuration', async () => {
    const dev = ProvidersSchema.parse((await call(app, 'GET', API_PATHS.authProviders)).body).data;
    expect(dev).toEqual(AUTH_PROVIDER_IDS.map((id) => ({ id, stand_in: true })));
    const production = testApi(test.db, { config: { auth: authConfigFromEnv({ MODAVI_ENV: 'production' }) } });
    expect(ProvidersSchema.parse((await call(production, 'GET', API_PATHS.authProviders)).body).data).toEqual([]);
    const withGoogle = testApi(test.db, {
      config: { auth: authConfigFromEnv({ MODAVI_ENV: 'production', MODAVI_OAUTH_GOOGLE_CLIENT_ID: 'id', MODAVI_OAUTH_GOOGLE_CLIENT_SECRET: 's' }) },
    });
    expect(ProvidersSchema.parse((await call(withGoogle, 'GET', API_PATHS.authProviders)).body).data).toEqual([{ id: 'google', stand_in: false }]);
    // A provider without configuration cannot be started in production either.
    const start = await production.request(`/${API_PATHS.authOauthStart('zalo')}?return_to=/gio-hang`);
    expect(start.headers.get('location')).toBe('/gio-hang?oauth_error=AUTH.PROVIDER_UNAVAILABLE');
    expect((await production.request('/dev/oauth/zalo/authorize')).status).not.toBe(200);
  });

  it.each(AUTH_PROVIDER_IDS)('%s: the stand-in signs the test user in and the ticket becomes a session, once', async (provider) => {
    const { landing, html } = await socialRound(app, provider, '/gio-hang?tab=2');
    expect(html).toContain('Continue as test user');
    expect(landing).toMatch(/^\/gio-hang\?tab=2&oauth_ticket=[\w-]+$/);
    const guest = await guestSessionCreate(test.db);
    const redeemed = await call(app, 'POST', API_PATHS.authOauthTicket, { token: guest.token, body: { ticket: ticketOf(landing) } });
    expect(redeemed.status).toBe(200);
    const grant = grantOf(redeemed);
    expect(grant.profile.name).toMatch(/Tester$/);
    expect((await call(app, 'GET', API_PATHS.me, { token: grant.token })).status).toBe(200);
    expect(refusal(await call(app, 'POST', API_PATHS.authOauthTicket, { body: { ticket: ticketOf(landing) } }))).toEqual({
      status: 400,
      code: 'AUTH.OAUTH_FAILED',
    });
    // The same provider account comes back to the same Modavi account.
    const again = await socialRound(app, provider, '/');
    const second = grantOf(await call(app, 'POST', API_PATHS.authOauthTicket, { body: { ticket: ticketOf(again.landing) } }));
    expect(second.profile._id).toBe(grant.profile._id);
  });

  it('Apple answers with a form POST, which returns the browser with a 303 and carries the name', async () => {
    const { back, authorize } = await socialRound(app, 'apple', '/');
    expect(authorize).toContain('response_mode=form_post');
    expect(back.status).toBe(303);
  });

  it('Zalo is asked with app_id and PKCE', async () => {
    const { authorize } = await socialRound(app, 'zalo', '/');
    const params = new URL(authorize, ORIGIN).searchParams;
    expect(params.get('app_id')).toBe('modavi-stand-in');
    expect(params.get('client_id')).toBeNull();
    expect(params.get('code_challenge_method')).toBe('S256');
  });

  it('Cancel at the provider returns with an error and no ticket', async () => {
    const { landing } = await socialRound(app, 'google', '/san-pham/1', 1);
    expect(landing).toBe('/san-pham/1?oauth_error=AUTH.OAUTH_FAILED');
  });

  it('refuses a callback with an unknown state, and a state used twice', async () => {
    const unknown = await app.request(`/${API_PATHS.authOauthCallback('google')}?code=x&state=forged`);
    expect(unknown.headers.get('location')).toBe('/?oauth_error=AUTH.OAUTH_FAILED');
    const start = await app.request(`/${API_PATHS.authOauthStart('facebook')}?return_to=/`);
    const page = await (await app.request(pathOf(start.headers.get('location')))).text();
    expect(page).toContain('<link rel="icon" href="/favicon.ico"');
    const [form] = standInForms(page);
    if (!form) throw new Error('no form');
    expect(ticketOf((await submit(app, form)).headers.get('location') ?? '')).not.toBe('');
    expect((await submit(app, form)).headers.get('location')).toBe('/?oauth_error=AUTH.OAUTH_FAILED');
  });

  it('an expired state is refused', async () => {
    const clock = testClock(Date.now());
    const timed = testApi(test.db, { auth: { clock } });
    const start = await timed.request(`/${API_PATHS.authOauthStart('google')}?return_to=/gio-hang`);
    const [form] = standInForms(await (await timed.request(pathOf(start.headers.get('location')))).text());
    if (!form) throw new Error('no form');
    clock.advance(11 * 60 * 1000);
    expect((await submit(timed, form)).headers.get('location')).toBe('/gio-hang?oauth_error=AUTH.OAUTH_FAILED');
  });

  it('a login ticket is good for two minutes only', async () => {
    const clock = testClock(Date.now());
    const timed = testApi(test.db, { auth: { clock } });
    const redeem = (landing: string) => call(timed, 'POST', API_PATHS.authOauthTicket, { body: { ticket: ticketOf(landing) } });
    const late = await socialRound(timed, 'google', '/');
    const inTime = await socialRound(timed, 'google', '/');
    clock.advance(2 * 60 * 1000 - 1000);
    expect((await redeem(inTime.landing)).status).toBe(200);
    clock.advance(1000);
    expect(refusal(await redeem(late.landing))).toEqual({ status: 400, code: 'AUTH.OAUTH_FAILED' });
  });

  it('never returns to another site', async () => {
    for (const returnTo of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const start = await app.request(`/${API_PATHS.authOauthStart('google')}?return_to=${encodeURIComponent(returnTo)}`);
      const state = new URL(start.headers.get('location') ?? '', ORIGIN).searchParams.get('state') ?? '';
      const [row] = await test.db.query<{ return_to: string }>(`SELECT return_to FROM oauth_states WHERE state_hash = $1`, [
        oauthStateDigest(testConfig().auth.pepper, state),
      ]);
      expect(row?.return_to).toBe('/');
    }
  });

  it.each(AUTH_PROVIDER_IDS)(
    '%s: keeps no state, PKCE verifier, nonce, provider code, access token or ticket in plain text',
    async (provider) => {
      // The server's calls to the stand-in, answered in-process, watched on the way.
      const exchanges: { url: string; body: string; answer: string }[] = [];
      const watching: OauthFetch = async (url, init) => {
        const answer = await watched.request(url, init);
        exchanges.push({ url, body: String(init.body ?? ''), answer: await answer.clone().text() });
        return answer;
      };
      const watched: Hono = testApi(test.db, { auth: { fetch: watching } });
      const round = await socialRound(watched, provider, '/');
      const authorize = new URL(round.authorize, ORIGIN).searchParams;
      const state = authorize.get('state') ?? '';
      const code = standInForms(round.html)[0]?.fields['code'] ?? '';
      // Facebook asks for the token with a GET, the others with a form POST.
      const tokenCall = exchanges.find((exchange) => new URL(exchange.url, ORIGIN).pathname.endsWith('/token'));
      const tokenParams = new URLSearchParams(tokenCall?.body || new URL(tokenCall?.url ?? '/', ORIGIN).search);
      const verifier = tokenParams.get('code_verifier') ?? '';
      const accessToken = (JSON.parse(tokenCall?.answer ?? '{}') as { access_token?: string }).access_token ?? '';
      const ticket = ticketOf(round.landing);
      const { codeVerifier, nonce } = oauthStateSecrets(testConfig().auth.pepper, state);
      // The values really went through the flow: the checks below compare with something.
      expect([state, code, accessToken, ticket].every((value) => value.length >= 32)).toBe(true);
      const protocol = PROVIDER_PROTOCOLS[provider];
      expect(verifier).toBe(protocol.pkce ? codeVerifier : '');
      expect(authorize.get('nonce')).toBe(protocol.nonce ? nonce : null);
      // Derived ones too, whether or not this provider is sent them.
      const secrets = [state, codeVerifier, nonce, code, accessToken, ticket];
      for (const table of ['oauth_states', 'oauth_stand_in_grants', 'login_tickets']) {
        const rows = await test.db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${table} t`);
        expect(rows.length).toBeGreaterThan(0);
        // The stand-in's grant keeps the nonce it must echo in the id token, as a real provider does.
        const kept = table === 'oauth_stand_in_grants' ? secrets.filter((value) => value !== nonce) : secrets;
        for (const { row } of rows) for (const value of kept) expect(row).not.toContain(value);
      }
    },
  );

  it("binds a verified email to the account that has it, and merges the guest's cart", async () => {
    // The stand-in's Google user, as if it had signed up by email before ever using Google.
    await test.db.query(`DELETE FROM users WHERE email = 'google.tester@modavi.test'`);
    const existing = await signUp(app, { channel: 'email', destination: 'google.tester@modavi.test' });
    const guest = await guestSessionCreate(test.db);
    const plain = await plainProductInStock(test.db);
    await call(app, 'POST', API_PATHS.cartAdd, { token: guest.token, body: { product_id: plain.productId, quantity: 1 } });
    const fresh = testApi(test.db);
    const { landing } = await socialRound(fresh, 'google', '/');
    const grant = grantOf(await call(fresh, 'POST', API_PATHS.authOauthTicket, { token: guest.token, body: { ticket: ticketOf(landing) } }));
    expect(grant.profile._id).toBe(existing.profile._id);
    expect((await call(app, 'GET', API_PATHS.cartCount, { token: grant.token })).body).toMatchObject({ data: 1 });
  });

  it('speaks to a configured provider with its real addresses and credentials', async () => {
    const seen: { url: string; body: string; headers: Record<string, string> }[] = [];
    const fakeZalo: OauthFetch = async (url, init) => {
      seen.push({ url, body: String(init.body ?? ''), headers: { ...(init.headers as Record<string, string>) } });
      if (url.startsWith('https://oauth.zaloapp.com/v4/access_token')) return Response.json({ access_token: 'zalo-access' });
      if (url.startsWith('https://graph.zalo.me/v2.0/me')) return Response.json({ id: 'zalo-123', name: 'Người Dùng Zalo' });
      return new Response('not found', { status: 404 });
    };
    const config = { auth: authConfigFromEnv({ MODAVI_ENV: 'production', MODAVI_OAUTH_ZALO_CLIENT_ID: 'zalo-app', MODAVI_OAUTH_ZALO_CLIENT_SECRET: 'zalo-secret' }) };
    const real = testApi(test.db, { config, auth: { fetch: fakeZalo } });
    const start = await real.request(`/${API_PATHS.authOauthStart('zalo')}?return_to=/`);
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(authorize.origin + authorize.pathname).toBe('https://oauth.zaloapp.com/v4/permission');
    expect(authorize.searchParams.get('app_id')).toBe('zalo-app');
    const state = authorize.searchParams.get('state') ?? '';
    const back = await real.request(`/${API_PATHS.authOauthCallback('zalo')}?code=zalo-code&state=${state}`);
    const grant = grantOf(await call(real, 'POST', API_PATHS.authOauthTicket, { body: { ticket: ticketOf(back.headers.get('location') ?? '') } }));
    expect(grant.profile).toMatchObject({ name: 'Người Dùng Zalo', email: null });
    const [token, info] = seen;
    expect(token?.headers['secret_key']).toBe('zalo-secret');
    const form = new URLSearchParams(token?.body);
    expect([form.get('grant_type'), form.get('code'), form.get('app_id'), form.get('client_secret')]).toEqual(['authorization_code', 'zalo-code', 'zalo-app', null]);
    expect(form.get('code_verifier')).toMatch(/^[\w-]{40,}$/);
    expect(info?.headers['access_token']).toBe('zalo-access');
  });

  it('signs Apple client secrets with the team key (ES256)', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const jwt = appleClientSecret({ teamId: 'TEAM1', keyId: 'KEY1', privateKey: pem }, 'vn.modavi.web', Date.UTC(2025, 0, 1));
    const [header = '', payload = '', signature = ''] = jwt.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'ES256', kid: 'KEY1', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({ iss: 'TEAM1', sub: 'vn.modavi.web', aud: 'https://appleid.apple.com' });
    expect(verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true);
  });

  it('reads Apple configuration only when the team key is complete', () => {
    expect(authConfigFromEnv({ MODAVI_OAUTH_APPLE_CLIENT_ID: 'vn.modavi.web' }).providers.apple).toBeUndefined();
    const apple = authConfigFromEnv({
      MODAVI_OAUTH_APPLE_CLIENT_ID: 'vn.modavi.web',
      MODAVI_OAUTH_APPLE_TEAM_ID: 'T',
      MODAVI_OAUTH_APPLE_KEY_ID: 'K',
      MODAVI_OAUTH_APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
    }).providers.apple;
    expect(apple?.apple?.privateKey).toBe('-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----');
  });
});
