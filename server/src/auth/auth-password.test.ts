import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, LOGIN_THROTTLE_POLICY, OTP_POLICY, PASSWORD_CHANGE_POLICY } from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { grantOf, outboxCode, refusal, signUp, testClock, type TestClock } from '../testing/auth-probe.js';
import { passwordHash, passwordVerify } from './password-hash.js';

const PASSWORD = 'Áo-dài#2025';
const NEW_PASSWORD = 'Lụa!Mới2026';

const login = (app: Hono, email: string, password: string) => call(app, 'POST', API_PATHS.authLogin, { body: { email, password } });

describe('passwords', () => {
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

  it('hashes with scrypt and a salt: same password, different hashes, both verify', async () => {
    const one = await passwordHash(PASSWORD);
    const two = await passwordHash(PASSWORD);
    expect(one).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(one).not.toBe(two);
    expect(await passwordVerify(PASSWORD, one)).toBe(true);
    expect(await passwordVerify(PASSWORD.toLowerCase(), one)).toBe(false);
    expect(await passwordVerify(PASSWORD, 'not-a-hash')).toBe(false);
  });

  it("logs in by email and password; a wrong password or unknown email is the spec's 'email or password is incorrect'", async () => {
    const account = await signUp(app, { channel: 'email', destination: 'hoa.le@modavi.test', password: PASSWORD });
    expect(account.profile.has_password).toBe(true);
    const [row] = await test.db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $1`, [account.profile._id]);
    expect(row?.password_hash).not.toContain(PASSWORD);

    expect(refusal(await login(app, 'hoa.le@modavi.test', 'Wrong#pass1'))).toEqual({ status: 401, code: 'AUTH.CREDENTIALS_INCORRECT' });
    expect(refusal(await login(app, 'nobody@modavi.test', PASSWORD))).toEqual({ status: 401, code: 'AUTH.CREDENTIALS_INCORRECT' });
    expect(refusal(await login(app, 'not an email', PASSWORD))).toEqual({ status: 401, code: 'AUTH.CREDENTIALS_INCORRECT' });
    const ok = await login(app, ' Hoa.Le@modavi.test', PASSWORD);
    expect(ok.status).toBe(200);
    expect(grantOf(ok).profile._id).toBe(account.profile._id);
  });

  it('slows password guessing: past the free failures the guesser must wait, even with the right one; unknown emails alike', async () => {
    const email = 'doan.mo@modavi.test';
    await signUp(app, { channel: 'email', destination: email, password: PASSWORD });
    for (let attempt = 0; attempt < LOGIN_THROTTLE_POLICY.pairFreeFailures; attempt += 1) {
      expect(refusal(await login(app, email, `Wrong#pass${attempt}`))).toEqual({ status: 401, code: 'AUTH.CREDENTIALS_INCORRECT' });
    }
    const waiting = await login(app, email, PASSWORD);
    expect(refusal(waiting)).toEqual({ status: 429, code: 'AUTH.LOGIN_LOCKED' });
    expect(waiting.headers.get('retry-after')).toBe(String(LOGIN_THROTTLE_POLICY.firstWaitMs / 1000));
    // Unknown emails are counted alike, so a wait says nothing about whether an account exists.
    for (let attempt = 0; attempt < LOGIN_THROTTLE_POLICY.pairFreeFailures; attempt += 1) await login(app, 'ghost@modavi.test', 'Wrong#pass1');
    const ghost = await login(app, 'ghost@modavi.test', 'Wrong#pass1');
    expect(refusal(ghost)).toEqual({ status: 429, code: 'AUTH.LOGIN_LOCKED' });
    expect(ghost.headers.get('retry-after')).toBe(waiting.headers.get('retry-after'));
    clock.advance(LOGIN_THROTTLE_POLICY.firstWaitMs);
    expect((await login(app, email, PASSWORD)).status).toBe(200);
  });

  it('an account made by phone code has no password to log in with', async () => {
    const account = await signUp(app, { destination: '0933000111' });
    await test.db.query(`UPDATE users SET email = 'phone.only@modavi.test' WHERE id = $1`, [account.profile._id]);
    expect(refusal(await login(app, 'phone.only@modavi.test', ''))).toEqual({ status: 401, code: 'AUTH.CREDENTIALS_INCORRECT' });
  });

  it('resets a forgotten password with a code by email: the rule applies, other sessions end, the new password works', async () => {
    const email = 'quen.matkhau@modavi.test';
    const account = await signUp(app, { channel: 'email', destination: email, password: PASSWORD });
    clock.advance(OTP_POLICY.resendMs);
    expect((await call(app, 'POST', API_PATHS.authCodeRequest, { body: { channel: 'email', destination: email, purpose: 'reset' } })).status).toBe(201);
    const code = await outboxCode(app, email);
    const reset = (password: string, confirmation = password, typed = code) =>
      call(app, 'POST', API_PATHS.authPasswordReset, { body: { email, code: typed, password, password_confirmation: confirmation } });

    expect(refusal(await reset('weak'))).toEqual({ status: 400, code: 'PASSWORD.TOO_SHORT' });
    expect(refusal(await reset(NEW_PASSWORD, 'Lụa!Mới2027'))).toEqual({ status: 400, code: 'PASSWORD.CONFIRMATION_MISMATCH' });
    expect(refusal(await reset(NEW_PASSWORD, NEW_PASSWORD, '000000'))).toEqual({ status: 400, code: 'OTP.INVALID' });
    const done = await reset(NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(grantOf(done).profile.has_password).toBe(true);

    expect(refusal(await call(app, 'GET', API_PATHS.me, { token: account.token }))).toEqual({ status: 401, code: 'AUTH.TOKEN_INVALID' });
    expect((await call(app, 'GET', API_PATHS.me, { token: grantOf(done).token })).status).toBe(200);
    expect(refusal(await login(app, email, PASSWORD))).toEqual({ status: 401, code: 'AUTH.CREDENTIALS_INCORRECT' });
    expect((await login(app, email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a reset with an expired code, then with a locked one, and keeps the old password', async () => {
    const email = 'het.han@modavi.test';
    await signUp(app, { channel: 'email', destination: email, password: PASSWORD });
    const requestReset = async () => {
      clock.advance(OTP_POLICY.resendMs);
      expect((await call(app, 'POST', API_PATHS.authCodeRequest, { body: { channel: 'email', destination: email, purpose: 'reset' } })).status).toBe(201);
      return outboxCode(app, email);
    };
    const reset = (typed: string) =>
      call(app, 'POST', API_PATHS.authPasswordReset, { body: { email, code: typed, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } });
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const expiring = await requestReset();
    clock.advance(OTP_POLICY.ttlMs);
    expect(refusal(await reset(expiring))).toEqual({ status: 400, code: 'OTP.EXPIRED' });

    const locking = await requestReset();
    for (let attempt = 1; attempt < OTP_POLICY.maxAttempts; attempt += 1) {
      expect(refusal(await reset(wrong(locking)))).toEqual({ status: 400, code: 'OTP.INVALID' });
    }
    expect(refusal(await reset(wrong(locking)))).toEqual({ status: 429, code: 'OTP.LOCKED' });
    expect(refusal(await reset(locking))).toEqual({ status: 429, code: 'OTP.LOCKED' });

    expect((await login(app, email, PASSWORD)).status).toBe(200);
    expect(refusal(await login(app, email, NEW_PASSWORD))).toEqual({ status: 401, code: 'AUTH.CREDENTIALS_INCORRECT' });
  });

  it('slows guessing the current password at a change: after too many wrong ones the account waits, even with the right one', async () => {
    const email = 'doan.hientai@modavi.test';
    const account = await signUp(app, { channel: 'email', destination: email, password: PASSWORD });
    const change = (current: string) =>
      call(app, 'PUT', API_PATHS.authPasswordChange, {
        token: account.token,
        body: { current_password: current, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
    for (let attempt = 0; attempt < PASSWORD_CHANGE_POLICY.maxFailures; attempt += 1) {
      expect(refusal(await change(`Wrong#pass${attempt}`))).toEqual({ status: 400, code: 'AUTH.PASSWORD_INCORRECT' });
    }
    const locked = await change(PASSWORD);
    expect(refusal(locked)).toEqual({ status: 429, code: 'AUTH.PASSWORD_CHANGE_LOCKED' });
    expect(locked.headers.get('retry-after')).toBe(String(PASSWORD_CHANGE_POLICY.windowMs / 1000));
    // Another account is not affected, and the login of this one neither.
    const other = await signUp(app, { channel: 'email', destination: 'khac.taikhoan@modavi.test', password: PASSWORD });
    const otherChange = await call(app, 'PUT', API_PATHS.authPasswordChange, {
      token: other.token,
      body: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(otherChange.status).toBe(200);
    expect((await login(app, email, PASSWORD)).status).toBe(200);
    clock.advance(PASSWORD_CHANGE_POLICY.windowMs);
    expect((await change(PASSWORD)).status).toBe(200);
    expect((await login(app, email, NEW_PASSWORD)).status).toBe(200);
  });

  it('changes the password when logged in: the current one is checked, other sessions end, this one stays', async () => {
    const email = 'doi.matkhau@modavi.test';
    const here = await signUp(app, { channel: 'email', destination: email, password: PASSWORD });
    const elsewhere = grantOf(await login(app, email, PASSWORD));
    const change = (body: Record<string, unknown>, token = here.token) => call(app, 'PUT', API_PATHS.authPasswordChange, { token, body });

    expect(refusal(await change({ current_password: 'Wrong#pass1', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }))).toEqual({
      status: 400,
      code: 'AUTH.PASSWORD_INCORRECT',
    });
    expect(refusal(await change({ current_password: PASSWORD, password: 'nospecial1A', password_confirmation: 'nospecial1A' }))).toEqual({
      status: 400,
      code: 'PASSWORD.SPECIAL_REQUIRED',
    });
    expect((await change({ current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(200);
    expect((await call(app, 'GET', API_PATHS.me, { token: here.token })).status).toBe(200);
    expect(refusal(await call(app, 'GET', API_PATHS.me, { token: elsewhere.token }))).toEqual({ status: 401, code: 'AUTH.TOKEN_INVALID' });
    expect((await login(app, email, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets an account without a password set its first one', async () => {
    const account = await signUp(app, { destination: '0933000222' });
    const first = await call(app, 'PUT', API_PATHS.authPasswordChange, {
      token: account.token,
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(first.status).toBe(200);
    expect((await call(app, 'GET', API_PATHS.me, { token: account.token })).body).toMatchObject({ data: { has_password: true } });
  });

  it('changing a password needs an account', async () => {
    const guest = await call(app, 'POST', API_PATHS.guestToken, { body: {} });
    const token = (guest.body as { data: { token: string } }).data.token;
    const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect(refusal(await call(app, 'PUT', API_PATHS.authPasswordChange, { token, body }))).toEqual({ status: 401, code: 'AUTH.LOGIN_REQUIRED' });
    expect(refusal(await call(app, 'PUT', API_PATHS.authPasswordChange, { body }))).toEqual({ status: 401, code: 'AUTH.TOKEN_MISSING' });
  });
});
