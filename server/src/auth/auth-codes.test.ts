import { createHmac } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, OTP_POLICY, UserProfileSchema, envelopeSchema } from '@modavi/core';
import { TEST_SECRET, call, testApi, testConfig } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { grantOf, outboxCode, refusal, signUp, testClock, type TestClock } from '../testing/auth-probe.js';
import { authConfigFromEnv } from './auth-config.js';
import type { CodeMessage, Notifier } from './notifier.js';
import { codeHash } from './one-time-codes.js';

let phoneSeq = 0;
/** A fresh Vietnamese mobile number per test, so rate limits of one test never touch another. */
const newPhone = () => `09${String(10_000_000 + (phoneSeq += 1)).slice(-8)}`;
const formatted = (phone: string) => `+84 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;

const requestCode = (app: Hono, destination: string, purpose: 'signup' | 'login' | 'reset' = 'signup', channel: 'phone' | 'email' = 'phone') =>
  call(app, 'POST', API_PATHS.authCodeRequest, { body: { channel, destination, purpose } });

const verifyCode = (app: Hono, destination: string, code: string, extra: Record<string, unknown> = {}) =>
  call(app, 'POST', API_PATHS.authCodeVerify, { body: { channel: 'phone', destination, purpose: 'signup', code, name: 'Trần Văn An', ...extra } });

/** A six-digit code that is surely not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verification codes', () => {
  let test: TestDb;
  let clock: TestClock;
  let app: Hono;
  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
    clock = testClock();
    app = testApi(test.db, { auth: { clock } });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('signs up by phone: the code goes to the outbox, the right code creates the account and logs it in', async () => {
    const phone = newPhone();
    const requested = await requestCode(app, phone);
    expect(requested.status).toBe(201);
    expect(requested.body).toMatchObject({
      data: { destination: formatted(phone), expires_in: OTP_POLICY.ttlMs / 1000, resend_in: OTP_POLICY.resendMs / 1000 },
    });
    const code = await outboxCode(app, formatted(phone));
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await test.db.query<{ code_hash: string }>(`SELECT code_hash FROM one_time_codes WHERE destination = $1`, [formatted(phone)]);
    expect(stored?.code_hash).not.toContain(code);

    const verified = await verifyCode(app, phone, code);
    expect(verified.status).toBe(201);
    const grant = grantOf(verified);
    expect(grant.profile).toMatchObject({ name: 'Trần Văn An', phone: formatted(phone), email: null, has_password: false });
    const me = await call(app, 'GET', API_PATHS.me, { token: grant.token });
    expect(me.status).toBe(200);
    expect(envelopeSchema(UserProfileSchema).parse(me.body).data._id).toBe(grant.profile._id);
  });

  it("refuses a wrong code with the spec's 'verification code not valid', then takes the right one", async () => {
    const phone = newPhone();
    await requestCode(app, phone);
    const code = await outboxCode(app, formatted(phone));
    expect(refusal(await verifyCode(app, phone, wrong(code)))).toEqual({ status: 400, code: 'OTP.INVALID' });
    expect(refusal(await verifyCode(app, phone, 'abc'))).toEqual({ status: 400, code: 'OTP.INVALID' });
    expect(refusal(await verifyCode(app, phone, ''))).toEqual({ status: 400, code: 'OTP.REQUIRED' });
    expect((await verifyCode(app, phone, code)).status).toBe(201);
  });

  it('a code works once', async () => {
    const phone = newPhone();
    await requestCode(app, phone);
    const code = await outboxCode(app, formatted(phone));
    expect((await verifyCode(app, phone, code)).status).toBe(201);
    expect(refusal(await verifyCode(app, phone, code))).toEqual({ status: 400, code: 'OTP.INVALID' });
  });

  it('an expired code is refused even when right', async () => {
    const phone = newPhone();
    await requestCode(app, phone);
    const code = await outboxCode(app, formatted(phone));
    clock.advance(OTP_POLICY.ttlMs);
    expect(refusal(await verifyCode(app, phone, code))).toEqual({ status: 400, code: 'OTP.EXPIRED' });
  });

  it('locks the code after too many wrong tries; the right code is refused afterwards', async () => {
    const phone = newPhone();
    await requestCode(app, phone);
    const code = await outboxCode(app, formatted(phone));
    for (let attempt = 1; attempt < OTP_POLICY.maxAttempts; attempt += 1) {
      expect(refusal(await verifyCode(app, phone, wrong(code)))).toEqual({ status: 400, code: 'OTP.INVALID' });
    }
    expect(refusal(await verifyCode(app, phone, wrong(code)))).toEqual({ status: 429, code: 'OTP.LOCKED' });
    expect(refusal(await verifyCode(app, phone, code))).toEqual({ status: 429, code: 'OTP.LOCKED' });
    // A new code (after the resend wait) unlocks the sign-up.
    clock.advance(OTP_POLICY.resendMs);
    await requestCode(app, phone);
    expect((await verifyCode(app, phone, await outboxCode(app, formatted(phone)))).status).toBe(201);
  });

  it('rate-limits codes per destination: the resend wait, then at most five an hour', async () => {
    const phone = newPhone();
    expect((await requestCode(app, phone)).status).toBe(201);
    const early = await requestCode(app, phone);
    expect(refusal(early)).toEqual({ status: 429, code: 'OTP.RATE_LIMITED' });
    expect(early.headers.get('retry-after')).toBe(String(OTP_POLICY.resendMs / 1000));
    // Another destination is not affected.
    expect((await requestCode(app, newPhone())).status).toBe(201);
    for (let sent = 1; sent < OTP_POLICY.maxPerWindow; sent += 1) {
      clock.advance(OTP_POLICY.resendMs);
      expect((await requestCode(app, phone)).status).toBe(201);
    }
    clock.advance(OTP_POLICY.resendMs);
    expect(refusal(await requestCode(app, phone))).toEqual({ status: 429, code: 'OTP.RATE_LIMITED' });
    clock.advance(OTP_POLICY.windowMs);
    expect((await requestCode(app, phone)).status).toBe(201);
  });

  it('a resend makes the earlier code useless', async () => {
    const phone = newPhone();
    await requestCode(app, phone);
    const first = await outboxCode(app, formatted(phone));
    clock.advance(OTP_POLICY.resendMs);
    await requestCode(app, phone);
    const second = await outboxCode(app, formatted(phone));
    if (first !== second) expect(refusal(await verifyCode(app, phone, first))).toEqual({ status: 400, code: 'OTP.INVALID' });
    expect((await verifyCode(app, phone, second)).status).toBe(201);
  });

  it('checks the sign-up form before the code, so a mistake does not use the code up', async () => {
    const phone = newPhone();
    await requestCode(app, phone);
    const code = await outboxCode(app, formatted(phone));
    expect(refusal(await verifyCode(app, phone, code, { name: '  ' }))).toEqual({ status: 400, code: 'AUTH.NAME_REQUIRED' });
    expect(refusal(await verifyCode(app, phone, code, { password: 'short', password_confirmation: 'short' }))).toEqual({
      status: 400,
      code: 'PASSWORD.TOO_SHORT',
    });
    expect((await verifyCode(app, phone, code)).status).toBe(201);
  });

  it('refuses destinations that are not a phone number or an email, and reset codes by phone', async () => {
    expect(refusal(await requestCode(app, '12345'))).toEqual({ status: 400, code: 'AUTH.PHONE_INVALID' });
    expect(refusal(await requestCode(app, 'lan@', 'signup', 'email'))).toEqual({ status: 400, code: 'AUTH.EMAIL_INVALID' });
    expect(refusal(await requestCode(app, '', 'signup', 'email'))).toEqual({ status: 400, code: 'AUTH.EMAIL_REQUIRED' });
    expect(refusal(await requestCode(app, newPhone(), 'reset'))).toEqual({ status: 400, code: 'REQUEST.INVALID' });
  });

  it('sign-up answers a destination that has an account like one that has none; only the code’s holder hears AUTH.ACCOUNT_EXISTS (issue 24)', async () => {
    const phone = newPhone();
    await signUp(app, { destination: phone });
    clock.advance(OTP_POLICY.resendMs);
    const taken = await requestCode(app, phone);
    const free = await requestCode(app, newPhone());
    expect([taken.status, free.status]).toEqual([201, 201]);
    const shape = (answer: typeof taken) => JSON.stringify(answer.body).replace(/\+84 [\d ]+/, 'PHONE');
    expect(shape(taken)).toBe(shape(free));
    // The holder of the phone gets the code; proving it, they are told to log in instead.
    const code = await outboxCode(app, formatted(phone));
    expect(refusal(await verifyCode(app, phone, code))).toEqual({ status: 409, code: 'AUTH.ACCOUNT_EXISTS' });
    // Anyone else only guesses codes, as for any phone.
    clock.advance(OTP_POLICY.resendMs);
    await requestCode(app, phone);
    expect(refusal(await verifyCode(app, phone, wrong(await outboxCode(app, formatted(phone)))))).toEqual({ status: 400, code: 'OTP.INVALID' });
  });

  it('login and reset answer alike for a destination that has no account, and send nothing', async () => {
    const nobody = newPhone();
    const answer = await requestCode(app, nobody, 'login');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ data: { destination: formatted(nobody), expires_in: OTP_POLICY.ttlMs / 1000 } });
    expect((await requestCode(app, 'nobody@modavi.test', 'reset', 'email')).status).toBe(201);
    const [sent] = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_messages WHERE destination IN ($1, $2)`, [
      formatted(nobody),
      'nobody@modavi.test',
    ]);
    expect(sent?.n).toBe(0);
  });

  it('logs in by email code, whatever the capitals and spaces typed', async () => {
    const account = await signUp(app, { channel: 'email', destination: 'Mai.Pham@Modavi.test' });
    expect(account.profile.email).toBe('mai.pham@modavi.test');
    // Right after the sign-up's code: the resend wait is per purpose.
    expect((await requestCode(app, ' MAI.PHAM@modavi.test ', 'login', 'email')).status).toBe(201);
    const code = await outboxCode(app, 'mai.pham@modavi.test');
    const login = await call(app, 'POST', API_PATHS.authCodeVerify, {
      body: { channel: 'email', destination: 'mai.pham@modavi.test', purpose: 'login', code },
    });
    expect(login.status).toBe(200);
    const grant = grantOf(login);
    expect(grant.profile._id).toBe(account.profile._id);
    expect(grant.token).not.toBe(account.token);
  });

  it('writes the message in the language of the request', async () => {
    const phone = newPhone();
    await call(app, 'POST', API_PATHS.authCodeRequest, { body: { channel: 'phone', destination: phone, purpose: 'signup' }, headers: { language: 'en' } });
    const [message] = await test.db.query<{ body: string; code: string }>(`SELECT body, code FROM outbox_messages WHERE destination = $1`, [formatted(phone)]);
    expect(message?.body).toBe(`Modavi: ${message?.code} is your code to sign up. It expires in 5 minutes. Never share it.`);
  });

  it('delivers through the notifier it is given', async () => {
    const sent: CodeMessage[] = [];
    const notifier: Notifier = { send: async (message) => void sent.push(message) };
    const other = testApi(test.db, { auth: { clock, notifier } });
    const phone = newPhone();
    expect((await requestCode(other, phone)).status).toBe(201);
    expect(sent).toEqual([expect.objectContaining({ channel: 'phone', destination: formatted(phone), purpose: 'signup', code: expect.stringMatching(/^\d{6}$/) })]);
  });

  it('keys stored codes with the server-only pepper, never with the token secret every page is given', async () => {
    const phone = newPhone();
    await requestCode(app, phone);
    const code = await outboxCode(app, formatted(phone));
    const [stored] = await test.db.query<{ id: string; code_hash: string }>(
      `SELECT id, code_hash FROM one_time_codes WHERE destination = $1 ORDER BY requested_at DESC LIMIT 1`,
      [formatted(phone)],
    );
    if (!stored) throw new Error('no stored code');
    const { pepper } = testConfig().auth;
    expect(pepper).not.toBe(TEST_SECRET);
    expect(stored.code_hash).toBe(codeHash(pepper, stored.id, code));
    // What the earlier scheme stored, and what anyone with the page's secret could brute-force.
    for (const encoding of ['base64', 'base64url'] as const) {
      expect(stored.code_hash).not.toBe(createHmac('sha256', TEST_SECRET).update(`${stored.id}:${code}`).digest(encoding));
      expect(stored.code_hash).not.toBe(codeHash(TEST_SECRET, stored.id, code));
    }
    // A server with another pepper cannot check the code: the pepper really is the key.
    const otherPepper = testApi(test.db, { auth: { clock }, config: { auth: authConfigFromEnv({ MODAVI_CODE_PEPPER: 'another-pepper' }) } });
    expect(refusal(await verifyCode(otherPepper, phone, code))).toEqual({ status: 400, code: 'OTP.INVALID' });
    expect((await verifyCode(app, phone, code)).status).toBe(201);
  });

  it('reads MODAVI_CODE_PEPPER, else keeps a random pepper of its own that is not the token secret', () => {
    expect(authConfigFromEnv({ MODAVI_CODE_PEPPER: ' pepper-from-env ' })).toMatchObject({ pepper: 'pepper-from-env', pepperConfigured: true });
    const fallback = authConfigFromEnv({ MODAVI_TOKEN_SECRET: 'modavi-dev-secret' });
    expect(fallback.pepperConfigured).toBe(false);
    expect(fallback.pepper).toMatch(/^[\w-]{43}$/);
    expect(fallback.pepper).not.toBe('modavi-dev-secret');
    expect(JSON.stringify(testConfig().runtime)).not.toContain(testConfig().auth.pepper);
  });
});
