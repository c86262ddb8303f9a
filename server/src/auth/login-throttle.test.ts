import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, CODE_REQUEST_ADDRESS_POLICY, LOGIN_THROTTLE_POLICY, OTP_POLICY } from '@modavi/core';
import { callFrom } from '../testing/call-from.js';
import { testApi, testConfig } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { outboxCode, refusal, signUp, testClock, type TestClock } from '../testing/auth-probe.js';

const PASSWORD = 'Áo-dài#2025';
const PROXY = '10.9.9.9';
let phoneSeq = 0;
const newPhone = () => `09${String(20_000_000 + (phoneSeq += 1)).slice(-8)}`;

describe('brute-force limits slow the guesser by address, never the owner, and answers tell nothing', () => {
  let test: TestDb;
  let clock: TestClock;
  let app: Hono;
  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
    clock = testClock();
    const base = testConfig();
    app = testApi(test.db, { auth: { clock }, config: { auth: { ...base.auth, trustedProxies: [PROXY] } } });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const login = (from: string, email: string, password: string, headers: Record<string, string> = {}) =>
    callFrom(app, from, 'POST', API_PATHS.authLogin, { body: { email, password }, headers });
  const codeRequest = (from: string, destination: string, purpose: 'signup' | 'login' | 'reset', channel: 'phone' | 'email' = 'phone') =>
    callFrom(app, from, 'POST', API_PATHS.authCodeRequest, { body: { channel, destination, purpose } });

  it("a stranger's wrong passwords make the stranger wait longer and longer, while the owner logs in at once", async () => {
    const email = 'chu.tai.khoan@modavi.test';
    await signUp(app, { channel: 'email', destination: email, password: PASSWORD });
    const attacker = '203.0.113.66';
    // More wrong passwords than the old per-email lock allowed (10), each wait sat out.
    const waits: number[] = [];
    for (let failures = 0; failures < 12; ) {
      const answer = await login(attacker, email, `Wrong#${failures}`);
      if (answer.status === 429) {
        expect(refusal(answer)).toEqual({ status: 429, code: 'AUTH.LOGIN_LOCKED' });
        // Even the right password waits: a lucky guess during the wait is not let in.
        expect((await login(attacker, email, PASSWORD)).status).toBe(429);
        waits.push(Number(answer.headers.get('retry-after')));
        clock.advance(waits[waits.length - 1]! * 1000);
      } else {
        expect(refusal(answer)).toEqual({ status: 401, code: 'AUTH.CREDENTIALS_INCORRECT' });
        failures += 1;
      }
    }
    expect(waits.length).toBe(12 - LOGIN_THROTTLE_POLICY.pairFreeFailures);
    expect(waits).toEqual(waits.map((_, index) => (LOGIN_THROTTLE_POLICY.firstWaitMs / 1000) * 2 ** index));

    expect((await login('198.51.100.7', email, PASSWORD)).status).toBe(200);
  });

  it('an address spraying wrong passwords over many accounts waits once past its free failures; other addresses do not', async () => {
    const sprayer = '203.0.113.99';
    for (let index = 0; index < LOGIN_THROTTLE_POLICY.addressFreeFailures; index += 1) {
      expect((await login(sprayer, `ai.do.${index}@modavi.test`, 'Wrong#pass1')).status).toBe(401);
    }
    expect(refusal(await login(sprayer, 'someone.new@modavi.test', 'Wrong#pass1'))).toEqual({ status: 429, code: 'AUTH.LOGIN_LOCKED' });
    expect(refusal(await login('198.51.100.8', 'someone.new@modavi.test', 'Wrong#pass1'))).toEqual({ status: 401, code: 'AUTH.CREDENTIALS_INCORRECT' });
    clock.advance(LOGIN_THROTTLE_POLICY.windowMs);
  });

  it('believes X-Forwarded-For only from a trusted proxy: a client cannot pick a fresh address per try', async () => {
    const email = 'xff@modavi.test';
    const spoofer = '203.0.113.5';
    for (let attempt = 0; attempt < LOGIN_THROTTLE_POLICY.pairFreeFailures; attempt += 1) {
      await login(spoofer, email, 'Wrong#1', { 'x-forwarded-for': `192.0.2.${attempt}` });
    }
    expect(refusal(await login(spoofer, email, 'Wrong#1', { 'x-forwarded-for': '192.0.2.200' }))).toEqual({ status: 429, code: 'AUTH.LOGIN_LOCKED' });
    // Behind the trusted proxy, the forwarded client is the one counted.
    for (let attempt = 0; attempt < LOGIN_THROTTLE_POLICY.pairFreeFailures; attempt += 1) {
      await login(PROXY, email, 'Wrong#1', { 'x-forwarded-for': '192.0.2.77' });
    }
    expect(refusal(await login(PROXY, email, 'Wrong#1', { 'x-forwarded-for': '192.0.2.77' }))).toEqual({ status: 429, code: 'AUTH.LOGIN_LOCKED' });
    expect(refusal(await login(PROXY, email, 'Wrong#1', { 'x-forwarded-for': '192.0.2.78' }))).toEqual({ status: 401, code: 'AUTH.CREDENTIALS_INCORRECT' });
    clock.advance(LOGIN_THROTTLE_POLICY.windowMs);
  });

  it('refuses more codes to an address that leaves them unredeemed, whatever the destinations; redeemed codes do not count', async () => {
    const texter = '203.0.113.21';
    for (let index = 0; index < CODE_REQUEST_ADDRESS_POLICY.maxUnredeemed; index += 1) {
      expect((await codeRequest(texter, newPhone(), 'signup')).status).toBe(201);
    }
    const refused = await codeRequest(texter, newPhone(), 'signup');
    expect(refusal(refused)).toEqual({ status: 429, code: 'OTP.RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await codeRequest('203.0.113.22', newPhone(), 'signup')).status).toBe(201);

    // A test run (or a family behind one router) signing up many accounts redeems every code.
    const signer = '127.0.0.1';
    for (let index = 0; index < CODE_REQUEST_ADDRESS_POLICY.maxUnredeemed + 5; index += 1) {
      const phone = newPhone();
      const asked = await codeRequest(signer, phone, 'signup');
      expect(asked.status).toBe(201);
      const destination = (asked.body as { data: { destination: string } }).data.destination;
      const verified = await callFrom(app, signer, 'POST', API_PATHS.authCodeVerify, {
        body: { channel: 'phone', destination: phone, purpose: 'signup', code: await outboxCode(app, destination), name: 'Lê Thu' },
      });
      expect(verified.status).toBe(201);
    }
    clock.advance(CODE_REQUEST_ADDRESS_POLICY.windowMs);
  });

  it('slows an address guessing codes across destinations', async () => {
    const guesser = '203.0.113.40';
    for (let index = 0; index < LOGIN_THROTTLE_POLICY.addressFreeFailures; index += 1) {
      const phone = newPhone();
      await codeRequest('198.51.100.40', phone, 'signup');
      const body = { channel: 'phone', destination: phone, purpose: 'signup', code: '000000', name: 'Lê Thu' };
      expect((await callFrom(app, guesser, 'POST', API_PATHS.authCodeVerify, { body })).status).toBeGreaterThanOrEqual(400);
    }
    const body = { channel: 'phone', destination: newPhone(), purpose: 'signup', code: '000000', name: 'Lê Thu' };
    expect(refusal(await callFrom(app, guesser, 'POST', API_PATHS.authCodeVerify, { body }))).toEqual({ status: 429, code: 'AUTH.LOGIN_LOCKED' });
    clock.advance(CODE_REQUEST_ADDRESS_POLICY.windowMs);
  });

  it('answers login by password, login codes and reset codes alike whether or not the account exists', async () => {
    const email = 'co.that@modavi.test';
    const phone = newPhone();
    await signUp(app, { channel: 'email', destination: email, password: PASSWORD });
    await signUp(app, { destination: phone });
    clock.advance(OTP_POLICY.resendMs);
    const shape = (result: { status: number; body: unknown }) => {
      const body = result.body as Record<string, unknown>;
      const data = body['data'] as Record<string, unknown> | undefined;
      return { status: result.status, keys: Object.keys(body).sort(), data: data ? Object.keys(data).sort() : null, code: body['error_code'] };
    };
    const from = '198.51.100.60';
    expect(shape(await login(from, email, 'Wrong#pass1'))).toEqual(shape(await login(from, 'khong.co@modavi.test', 'Wrong#pass1')));
    expect(shape(await codeRequest(from, phone, 'login'))).toEqual(shape(await codeRequest(from, newPhone(), 'login')));
    expect(shape(await codeRequest(from, email, 'reset', 'email'))).toEqual(shape(await codeRequest(from, 'khong.co@modavi.test', 'reset', 'email')));
    // Asked again at once: the same resend wait, whether or not a code really went out.
    const again = [await codeRequest(from, phone, 'login'), await codeRequest(from, 'khong.co@modavi.test', 'reset', 'email')];
    expect(again.map(refusal)).toEqual([
      { status: 429, code: 'OTP.RATE_LIMITED' },
      { status: 429, code: 'OTP.RATE_LIMITED' },
    ]);
  });
});
