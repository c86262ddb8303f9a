import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, UserProfileSchema, envelopeSchema } from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { grantOf, outboxCode, refusal, signUp, testClock } from '../testing/auth-probe.js';
import { socialRound, ticketOf } from '../testing/social-round.js';
import { accountEventsRead } from './account-events.js';

let phoneSeq = 0;
const newPhone = () => `07${String(40_000_000 + (phoneSeq += 1)).slice(-8)}`;
const formatted = (phone: string) => `+84 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
/** The stand-in Google user's address (oauth-stand-in.ts), vouched for by the stand-in. */
const GOOGLE_EMAIL = 'google.tester@modavi.test';
const ProfileEnvelope = envelopeSchema(UserProfileSchema);

describe('contact details are proven before they are stored (account takeover)', () => {
  let test: TestDb;
  let app: Hono;
  const clock = testClock(Date.now());
  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
    app = testApi(test.db, { auth: { clock } });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const codeFor = (token: string, channel: 'email' | 'phone', destination: string) =>
    call(app, 'POST', API_PATHS.accountContactCode, { token, body: { channel, destination } });
  const sentTo = async (destination: string) =>
    (await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_messages WHERE destination = $1`, [destination]))[0]?.n;
  const save = (token: string, body: Record<string, unknown>) => call(app, 'PUT', API_PATHS.me, { token, body: { name: 'Lan', ...body } });
  const verifiedOf = async (userId: string) =>
    (
      await test.db.query<{ email: boolean; phone: boolean }>(
        `SELECT email_verified_at IS NOT NULL AS email, phone_verified_at IS NOT NULL AS phone FROM users WHERE id = $1`,
        [userId],
      )
    )[0];
  const socialLogin = async () => {
    const { landing } = await socialRound(app, 'google', '/');
    return grantOf(await call(app, 'POST', API_PATHS.authOauthTicket, { body: { ticket: ticketOf(landing) } }));
  };

  it('an attacker cannot put a victim-to-be email on their account, so Google later opens a new account for its owner', async () => {
    await test.db.query(`DELETE FROM users WHERE email = $1`, [GOOGLE_EMAIL]);
    const attacker = await signUp(app, { destination: newPhone() });
    expect(refusal(await save(attacker.token, { phone: attacker.profile.phone, email: GOOGLE_EMAIL, password: 'x' }))).toEqual({
      status: 400,
      code: 'OTP.REQUIRED',
    });
    const victim = await socialLogin();
    expect(victim.profile._id).not.toBe(attacker.profile._id);
    expect(victim.profile.email).toBe(GOOGLE_EMAIL);
  });

  it("an attacker cannot put a victim's future phone on their account, so the victim's phone sign-up is their own", async () => {
    const attacker = await signUp(app, { destination: newPhone() });
    const victimPhone = newPhone();
    expect(refusal(await save(attacker.token, { phone: victimPhone }))).toEqual({ status: 400, code: 'OTP.REQUIRED' });
    // No login code goes to the victim's phone for the attacker's account: there is none with it
    // (the answer is the one an account gets, so it tells nothing; nothing is sent).
    expect((await call(app, 'POST', API_PATHS.authCodeRequest, { body: { channel: 'phone', destination: victimPhone, purpose: 'login' } })).status).toBe(201);
    expect(await sentTo(formatted(victimPhone))).toBe(0);
    const victim = await signUp(app, { destination: victimPhone });
    expect(victim.profile._id).not.toBe(attacker.profile._id);
  });

  it('stores a new email with the code sent to it, marks it verified and records the change', async () => {
    const phone = newPhone();
    const { token, profile } = await signUp(app, { destination: phone });
    const sent = await codeFor(token, 'email', 'Lan.Moi@Example.com');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ data: { destination: 'lan.moi@example.com' } });
    const code = await outboxCode(app, 'lan.moi@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const body = { phone: formatted(phone), email: 'lan.moi@example.com' };
    expect(refusal(await save(token, { ...body, email_code: wrong }))).toEqual({ status: 400, code: 'OTP.INVALID' });
    expect(refusal(await save(token, { ...body, email_code: '12' }))).toEqual({ status: 400, code: 'OTP.INVALID' });
    const saved = await save(token, { ...body, email_code: code });
    expect(saved.status).toBe(200);
    expect(ProfileEnvelope.parse(saved.body).data.email).toBe('lan.moi@example.com');
    expect(await verifiedOf(profile._id)).toEqual({ email: true, phone: true });
    expect((await accountEventsRead(test.db, profile._id)).map((event) => event.kind)).toEqual(['email_changed']);
    // Saving again without touching the email needs no code; removing it needs none either.
    expect((await save(token, body)).status).toBe(200);
    expect((await save(token, { phone: formatted(phone) })).status).toBe(200);
    expect(await verifiedOf(profile._id)).toEqual({ email: false, phone: true });
    expect((await accountEventsRead(test.db, profile._id)).map((event) => event.kind)).toEqual(['email_changed', 'email_changed']);
  });

  it("a contact code works only for the account that asked for it, and two codes are used up together or not at all", async () => {
    const first = await signUp(app, { destination: newPhone() });
    const second = await signUp(app, { destination: newPhone() });
    const newOne = newPhone();
    await codeFor(first.token, 'phone', newOne);
    const stolen = await outboxCode(app, formatted(newOne));
    expect(refusal(await save(second.token, { phone: newOne, phone_code: stolen }))).toEqual({ status: 400, code: 'OTP.INVALID' });

    await codeFor(first.token, 'email', 'both@example.com');
    const emailCode = await outboxCode(app, 'both@example.com');
    const phoneCode = await outboxCode(app, formatted(newOne));
    const wrongPhone = String((Number(phoneCode) + 1) % 1_000_000).padStart(6, '0');
    const body = { phone: newOne, email: 'both@example.com' };
    expect(refusal(await save(first.token, { ...body, email_code: emailCode, phone_code: wrongPhone }))).toEqual({ status: 400, code: 'OTP.INVALID' });
    const saved = await save(first.token, { ...body, email_code: emailCode, phone_code: phoneCode });
    expect(saved.status).toBe(200);
    expect(ProfileEnvelope.parse(saved.body).data).toMatchObject({ email: 'both@example.com', phone: formatted(newOne) });
  });

  it("answers a code for an address another account proved like any other; the save refuses it once the code is proven (issue 24)", async () => {
    const owner = await signUp(app, { channel: 'email', destination: 'owner@example.com' });
    const other = await signUp(app, { destination: newPhone() });
    const taken = await codeFor(other.token, 'email', 'OWNER@example.com');
    const free = await codeFor(other.token, 'email', 'free.address@example.com');
    expect([taken.status, free.status]).toEqual([201, 201]);
    expect(JSON.stringify(taken.body).replace('owner@', 'X@')).toBe(JSON.stringify(free.body).replace('free.address@', 'X@'));
    // Without the code the save says what it says for any new address; with it, the holder learns.
    expect(refusal(await save(other.token, { email: 'owner@example.com' })).code).toMatch(/^OTP\./);
    expect(refusal(await save(other.token, { email: 'owner@example.com', email_code: await outboxCode(app, 'owner@example.com') }))).toEqual({
      status: 409,
      code: 'PROFILE.EMAIL_TAKEN',
    });
    expect(refusal(await codeFor(owner.token, 'email', 'owner@example.com'))).toEqual({ status: 400, code: 'REQUEST.INVALID' });
    expect(refusal(await codeFor(other.token, 'phone', '123'))).toEqual({ status: 400, code: 'AUTH.PHONE_INVALID' });
  });

  describe('an address an account typed in before codes were required (unproven)', () => {
    const squat = async (channel: 'email' | 'phone', destination: string) => {
      const squatter = await signUp(app, { destination: newPhone() });
      if (channel === 'phone') await test.db.query(`UPDATE users SET phone = $2, phone_verified_at = NULL WHERE id = $1`, [squatter.profile._id, destination]);
      else await test.db.query(`UPDATE users SET email = $2, email_verified_at = NULL WHERE id = $1`, [squatter.profile._id, destination]);
      return squatter;
    };

    it('lets no login code in, and goes to whoever signs up with a code, with a release in the history', async () => {
      const phone = newPhone();
      const squatter = await squat('phone', formatted(phone));
      expect((await call(app, 'POST', API_PATHS.authCodeRequest, { body: { channel: 'phone', destination: phone, purpose: 'login' } })).status).toBe(201);
      expect(await sentTo(formatted(phone))).toBe(0);
      const owner = await signUp(app, { destination: phone });
      expect(owner.profile._id).not.toBe(squatter.profile._id);
      const me = ProfileEnvelope.parse((await call(app, 'GET', API_PATHS.me, { token: squatter.token })).body).data;
      expect(me.phone).toBeNull();
      expect((await accountEventsRead(test.db, squatter.profile._id)).map((event) => event.kind)).toEqual(['phone_released']);
    });

    it('is not where a social login with that vouched email goes: a new account takes it', async () => {
      await test.db.query(`DELETE FROM users WHERE email = $1`, [GOOGLE_EMAIL]);
      await test.db.query(`DELETE FROM user_identities WHERE provider = 'google'`);
      const squatter = await squat('email', GOOGLE_EMAIL);
      const owner = await socialLogin();
      expect(owner.profile._id).not.toBe(squatter.profile._id);
      expect(owner.profile.email).toBe(GOOGLE_EMAIL);
      expect(await verifiedOf(owner.profile._id)).toMatchObject({ email: true });
      expect((await accountEventsRead(test.db, squatter.profile._id)).map((event) => event.kind)).toEqual(['email_released']);
    });

    it('no password reset code goes to it', async () => {
      await squat('email', 'squatted@example.com');
      expect((await call(app, 'POST', API_PATHS.authCodeRequest, { body: { channel: 'email', destination: 'squatted@example.com', purpose: 'reset' } })).status).toBe(201);
      expect(await sentTo('squatted@example.com')).toBe(0);
    });
  });

  it('a social login links to an account that proved the same email', async () => {
    await test.db.query(`DELETE FROM users WHERE email = $1`, [GOOGLE_EMAIL]);
    await test.db.query(`DELETE FROM user_identities WHERE provider = 'google'`);
    const existing = await signUp(app, { channel: 'email', destination: GOOGLE_EMAIL });
    expect((await socialLogin()).profile._id).toBe(existing.profile._id);
  });
});
