import { createServer, type Server as HttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, DEV_API_PATHS } from '@modavi/core';
import { listen } from '../boot/listen.js';
import { CHAT_NAMESPACE, realtimeAttach } from '../realtime/chat.js';
import { grantOf, outboxCode, refusal, signUp, testClock } from '../testing/auth-probe.js';
import { socialRound, ticketOf } from '../testing/social-round.js';
import { call, testApi, testConfig } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { SESSION_COOKIE } from './session-binding.js';

const PASSWORD = 'Áo-dài#2025';
/** What Chromium sends with the app's same-origin fetch. */
const BROWSER = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };
let phoneSeq = 0;
const newPhone = () => `09${String(30_000_000 + (phoneSeq += 1)).slice(-8)}`;

const sessionCookieOf = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
const cookieValue = (line: string) => line.split(';')[0] ?? '';

describe('a browser login is bound to an HttpOnly session cookie', () => {
  let test: TestDb;
  let app: Hono;
  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
    app = testApi(test.db, { auth: { clock: testClock(Date.now()) } });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const browserLogin = async (email: string) => {
    const answer = await call(app, 'POST', API_PATHS.authLogin, { body: { email, password: PASSWORD }, headers: BROWSER });
    expect(answer.status).toBe(200);
    return { token: grantOf(answer).token, setCookie: sessionCookieOf(answer.headers) };
  };
  const me = (token: string, headers: Record<string, string> = {}) => call(app, 'GET', API_PATHS.me, { token, headers });

  it('sets the cookie HttpOnly, SameSite=Lax, for the whole site and the session’s life; not Secure over http outside production', async () => {
    await signUp(app, { channel: 'email', destination: 'lan.cookie@modavi.test', password: PASSWORD });
    const { setCookie } = await browserLogin('lan.cookie@modavi.test');
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('refuses the token a script could read, without the cookie, from the browser and from anywhere else', async () => {
    await signUp(app, { channel: 'email', destination: 'stolen@modavi.test', password: PASSWORD });
    const { token, setCookie } = await browserLogin('stolen@modavi.test');
    expect(refusal(await me(token, BROWSER))).toEqual({ status: 401, code: 'AUTH.TOKEN_INVALID' });
    // Copied out of the page and replayed with curl: still refused.
    expect(refusal(await me(token))).toEqual({ status: 401, code: 'AUTH.TOKEN_INVALID' });
    expect((await me(token, { ...BROWSER, cookie: cookieValue(setCookie) })).status).toBe(200);
    expect((await me(token, { cookie: cookieValue(setCookie) })).status).toBe(200);
    // Another session's cookie does not fit.
    const other = await browserLogin('stolen@modavi.test');
    expect(refusal(await me(token, { ...BROWSER, cookie: cookieValue(other.setCookie) }))).toEqual({ status: 401, code: 'AUTH.TOKEN_INVALID' });
  });

  it('leaves an API client’s login a bearer token for that client; a browser it hands the token to needs the cookie', async () => {
    const account = await signUp(app, { destination: newPhone() });
    expect((await me(account.token)).status).toBe(200);
    // Node's fetch sends sec-fetch-mode, and is still no browser.
    expect((await me(account.token, { 'sec-fetch-mode': 'cors' })).status).toBe(200);
    expect(refusal(await me(account.token, BROWSER))).toEqual({ status: 401, code: 'AUTH.TOKEN_INVALID' });
  });

  it('binds the other ways in too: a code sign-up and the social ticket', async () => {
    const phone = newPhone();
    const requested = await call(app, 'POST', API_PATHS.authCodeRequest, { body: { channel: 'phone', destination: phone, purpose: 'signup' }, headers: BROWSER });
    const destination = (requested.body as { data: { destination: string } }).data.destination;
    const signedUp = await call(app, 'POST', API_PATHS.authCodeVerify, {
      body: { channel: 'phone', destination: phone, purpose: 'signup', code: await outboxCode(app, destination), name: 'Hà My' },
      headers: BROWSER,
    });
    expect(signedUp.status).toBe(201);
    expect(sessionCookieOf(signedUp.headers)).toMatch(/HttpOnly/);
    expect(refusal(await me(grantOf(signedUp).token))).toEqual({ status: 401, code: 'AUTH.TOKEN_INVALID' });

    const { landing } = await socialRound(app, 'google', '/');
    const redeemed = await call(app, 'POST', API_PATHS.authOauthTicket, { body: { ticket: ticketOf(landing) }, headers: BROWSER });
    expect(redeemed.status).toBe(200);
    const cookie = cookieValue(sessionCookieOf(redeemed.headers));
    expect(refusal(await me(grantOf(redeemed).token, BROWSER))).toEqual({ status: 401, code: 'AUTH.TOKEN_INVALID' });
    expect((await me(grantOf(redeemed).token, { ...BROWSER, cookie })).status).toBe(200);
  });

  it('logout revokes the session and clears the cookie', async () => {
    await signUp(app, { channel: 'email', destination: 'logout@modavi.test', password: PASSWORD });
    const { token, setCookie } = await browserLogin('logout@modavi.test');
    const out = await call(app, 'POST', API_PATHS.authLogout, { token, headers: { ...BROWSER, cookie: cookieValue(setCookie) } });
    expect(out.status).toBe(200);
    expect(sessionCookieOf(out.headers)).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    // Another tab still sending the revoked login is refused, and its stale cookie goes too.
    const stale = await me(token, { ...BROWSER, cookie: cookieValue(setCookie) });
    expect(refusal(stale)).toEqual({ status: 401, code: 'AUTH.TOKEN_INVALID' });
    expect(sessionCookieOf(stale.headers)).toMatch(/Max-Age=0/);
  });

  it('marks the cookie Secure in production', async () => {
    const base = testConfig();
    const production = testApi(test.db, { config: { auth: { ...base.auth, devTools: false } } });
    await signUp(app, { channel: 'email', destination: 'secure@modavi.test', password: PASSWORD });
    const answer = await call(production, 'POST', API_PATHS.authLogin, { body: { email: 'secure@modavi.test', password: PASSWORD }, headers: BROWSER });
    expect(sessionCookieOf(answer.headers)).toMatch(/; Secure/);
  });
});

describe('the chat socket follows the same rule', () => {
  let test: TestDb;
  let server: HttpServer;
  let io: Server;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
    const app = testApi(test.db, { auth: { clock: testClock(Date.now()) } });
    server = createServer(getRequestListener(app.fetch));
    io = await realtimeAttach(server, test.db);
    url = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await io?.close();
    await new Promise((done) => server.close(done));
    await test?.dispose();
  });

  const connected = (token: string, headers: Record<string, string>) =>
    new Promise<void>((resolve, reject) => {
      const socket = connect(`${url}${CHAT_NAMESPACE}`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: headers });
      sockets.push(socket);
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });

  it('lets a browser handshake in with the session cookie only', async () => {
    const login = await fetch(`${url}/${API_PATHS.authCodeRequest}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ channel: 'phone', destination: newPhone(), purpose: 'signup' }),
    });
    const destination = ((await login.json()) as { data: { destination: string } }).data.destination;
    const outbox = (await (await fetch(`${url}/${DEV_API_PATHS.devOutbox}?destination=${encodeURIComponent(destination)}`)).json()) as { data: { items: { code: string }[] } };
    const verified = await fetch(`${url}/${API_PATHS.authCodeVerify}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ channel: 'phone', destination, purpose: 'signup', code: outbox.data.items[0]?.code, name: 'Hà My' }),
    });
    const { token } = ((await verified.json()) as { data: { token: string } }).data;
    const cookie = cookieValue(sessionCookieOf(verified.headers));
    await expect(connected(token, { origin: url })).rejects.toThrow('AUTH.TOKEN_INVALID');
    await expect(connected(token, {})).rejects.toThrow('AUTH.TOKEN_INVALID');
    await expect(connected(token, { origin: url, cookie })).resolves.toBeUndefined();
  });
});
