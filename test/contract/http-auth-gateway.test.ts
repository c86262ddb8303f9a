import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, httpAuthGateway, httpCartGateway } from '@modavi/adapters';
import type { AuthGateway } from '@modavi/core';
import type { Hono } from 'hono';
import { guestSessionCreate } from '../../server/src/sessions/session-store';
import { plainProductInStock } from '../../server/src/testing/catalogue-probe';
import { outboxCode } from '../../server/src/testing/auth-probe';
import { memoryTestDb, type TestDb } from '../../server/src/testing/test-db';
import { testApi } from '../../server/src/testing/test-api';

/** The gateway over the real reference server, in-process, holding whatever token the test gives it. */
function gatewayFor(app: Hono, token: () => string | null) {
  const client = createHttpClient({
    baseUrl: '',
    context: { token, country: () => 'VN', locale: () => 'vi', sessionId: () => 's', deviceId: () => 'web-test' },
    fetch: (url, init) => Promise.resolve(app.request(url, init)),
  });
  return { auth: httpAuthGateway(client, 'https://api.modavi.test'), cart: httpCartGateway(client) };
}

const PASSWORD = 'Nón-lá#2025';

describe('httpAuthGateway against the reference server', () => {
  let test: TestDb;
  let app: Hono;
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('signs up by email code as a guest, keeps the cart, logs out, and the token is refused after', async () => {
    const guest = await guestSessionCreate(test.db);
    let token: string | null = guest.token;
    const { auth, cart } = gatewayFor(app, () => token);
    const plain = await plainProductInStock(test.db);
    expect((await cart.cartAdd({ product_id: plain.productId, quantity: 1 })).ok).toBe(true);

    const sent = await auth.codeRequest({ channel: 'email', destination: 'Gateway@Modavi.test', purpose: 'signup' });
    expect(sent).toEqual({ ok: true, value: { destination: 'gateway@modavi.test', expires_in: 300, resend_in: 60 } });
    const code = await outboxCode(app, 'gateway@modavi.test');
    const grant = await auth.codeVerify({
      channel: 'email',
      destination: 'gateway@modavi.test',
      purpose: 'signup',
      code,
      name: 'Lê Gateway',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    if (!grant.ok) throw new Error(JSON.stringify(grant.error));
    token = grant.value.token;
    expect(await auth.me()).toMatchObject({ ok: true, value: { name: 'Lê Gateway', email: 'gateway@modavi.test', has_password: true } });
    expect(await cart.cartCount()).toEqual({ ok: true, value: 1 });

    expect(await auth.logout()).toEqual({ ok: true, value: undefined });
    expect(await auth.me()).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED', errorCode: 'AUTH.TOKEN_INVALID' } });
  });

  it('turns refusals into typed errors with the server codes', async () => {
    let token: string | null = null;
    const { auth }: { auth: AuthGateway } = gatewayFor(app, () => token);
    expect(await auth.passwordLogin({ email: 'gateway@modavi.test', password: 'Wrong#pass1' })).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHORIZED', status: 401, errorCode: 'AUTH.CREDENTIALS_INCORRECT' },
    });
    const login = await auth.passwordLogin({ email: 'gateway@modavi.test', password: PASSWORD });
    if (!login.ok) throw new Error(JSON.stringify(login.error));
    token = login.value.token;
    expect(await auth.passwordChange({ current_password: 'Wrong#pass1', password: 'Mới#Hơn2026', password_confirmation: 'Mới#Hơn2026' })).toMatchObject({
      ok: false,
      error: { errorCode: 'AUTH.PASSWORD_INCORRECT' },
    });
    expect(await auth.passwordChange({ current_password: PASSWORD, password: 'Mới#Hơn2026', password_confirmation: 'Mới#Hơn2026' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await auth.codeVerify({ channel: 'phone', destination: '0911222333', purpose: 'login', code: '123456' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_REQUEST', errorCode: 'OTP.INVALID' },
    });
    expect(await auth.oauthTicketRedeem('made-up')).toMatchObject({ ok: false, error: { errorCode: 'AUTH.OAUTH_FAILED' } });
    expect(await auth.passwordReset({ email: 'gateway@modavi.test', code: '000000', password: 'Mới#Hơn2027', password_confirmation: 'Mới#Hơn2027' })).toMatchObject({
      ok: false,
      error: { errorCode: 'OTP.INVALID' },
    });
  });

  it('lists the providers and builds the start address the browser opens', async () => {
    const { auth } = gatewayFor(app, () => null);
    const providers = await auth.providers();
    expect(providers.ok && providers.value.map((provider) => provider.id)).toEqual(['google', 'facebook', 'zalo', 'apple']);
    expect(auth.oauthStartUrl('zalo', '/gio-hang?x=1')).toBe('https://api.modavi.test/api/v1/public/auth/oauth/zalo/start?return_to=%2Fgio-hang%3Fx%3D1');
  });
});
