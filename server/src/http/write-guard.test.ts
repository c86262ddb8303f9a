import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@modavi/core';
import { call } from '../testing/test-api.js';
import { testServer } from '../testing/test-server.js';
import { guestToken } from '../testing/commerce-probe.js';

const codeBody = (phone: string) => JSON.stringify({ channel: 'phone', destination: phone, purpose: 'signup' });
const codeRequest = (app: Parameters<typeof call>[0], headers: Record<string, string>, body = codeBody('0912000111')) =>
  app.request(`/${API_PATHS.authCodeRequest}`, { method: 'POST', headers, body });

describe('writes come from this site, with JSON bodies (issue 24)', () => {
  const server = testServer({ api: { config: { corsOrigins: ['https://app.example'] } } });

  it("refuses a cross-site page's text/plain or form POST of a code request, before any code is sent", async () => {
    const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages');
    // What a page of another site can send without a preflight.
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await codeRequest(server.app, { 'content-type': type });
      expect([answer.status, (await answer.json()).error_code], type).toEqual([415, 'REQUEST.JSON_REQUIRED']);
    }
    for (const headers of [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const answer = await codeRequest(server.app, { 'content-type': 'application/json', ...headers });
      expect([answer.status, (await answer.json()).error_code], JSON.stringify(headers)).toEqual([403, 'REQUEST.CROSS_SITE']);
    }
    const after = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses a cross-site write on a route that needs a session, before the session is looked at', async () => {
    const token = await guestToken(server.app);
    const cart = await call(server.app, 'POST', API_PATHS.cartAdd, { token, body: {}, headers: { origin: 'https://evil.example' } });
    expect([cart.status, (cart.body as { error_code: string }).error_code]).toEqual([403, 'REQUEST.CROSS_SITE']);
    const noSession = await server.app.request(`/${API_PATHS.cartAdd}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(noSession.status).toBe(415);
  });

  it("takes this site's own pages, the configured origins, clients that are no browser and writes without a body", async () => {
    for (const headers of [
      { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      { origin: 'https://app.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ]) {
      const answer = await codeRequest(server.app, { 'content-type': 'application/json; charset=utf-8', ...headers }, codeBody(`0912${String(Math.random()).slice(2, 8)}`));
      expect(answer.status, JSON.stringify(headers)).toBe(201);
    }
    // A step without fields sends no body and no type (the app's logout, a room's join).
    const guest = await server.app.request(`/${API_PATHS.guestToken}`, { method: 'POST', headers: { origin: 'http://localhost' } });
    expect(guest.status).toBeLessThan(300);
  });

  it("keeps the gateways' and Apple's form posts and the uploads' multipart bodies", async () => {
    const apple = await server.app.request(`/${API_PATHS.authOauthCallback('apple')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://appleid.apple.com', 'sec-fetch-site': 'cross-site' },
      body: 'state=nope&code=x',
    });
    expect(apple.status).not.toBe(403);
    expect(apple.status).not.toBe(415);
    const momo = await server.app.request(`/${API_PATHS.paymentCallback('momo')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://payment.momo.vn' },
      body: '{}',
    });
    expect([403, 415]).not.toContain(momo.status);
    const token = await guestToken(server.app);
    const form = new FormData();
    form.set('note', 'no file');
    const upload = await server.app.request(`/${API_PATHS.imageUpload}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect([403, 415]).not.toContain(upload.status);
  });
});
