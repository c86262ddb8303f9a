import { Hono, type Context } from 'hono';
import {
  API_HEADERS,
  API_PATHS,
  OtpRequestSchema,
  PASSWORD_CHANGE_POLICY,
  OtpVerifySchema,
  PasswordChangeSchema,
  PasswordLoginSchema,
  PasswordResetSchema,
  authDestinationParse,
  authNameValidate,
  otpValidate,
  passwordValidate,
  type Clock,
  type OtpChannel,
  type Validation,
  SELLER_API_PATHS,
} from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { clientAddress } from '../http/client-address.js';
import { sellerAccountOf } from '../sellers/seller-account.js';
import { okJson } from '../http/envelope.js';
import { bodyParse } from '../http/request-body.js';
import { routePath } from '../http/route-path.js';
import { sessionRevoke, userSessionsRevoke } from '../sessions/session-store.js';
import { isAuthErrorCode } from './auth-error-codes.js';
import type { AuthEnv } from './auth-env.js';
import { accountRequired } from './auth-middleware.js';
import { OTP_REFUSALS, codeSend } from './code-send.js';
import { contactReleaseUnproven } from './contact-claims.js';
import { loginIssue, sessionCookieClear } from './login-issue.js';
import { loginFailed, loginSucceeded, loginWait } from './login-throttle.js';
import type { Notifier } from './notifier.js';
import { codeConsume, type CodeTarget } from './one-time-codes.js';
import { passwordHash, passwordVerify, passwordVerifyDecoy } from './password-hash.js';
import { passwordChangeFailed, passwordChangeOpen, passwordChangeSucceeded } from './password-login-failures.js';
import { userCreate, userFindByDestination, userPasswordSet } from './users.js';
import { requestLocale } from '../http/request-locale.js';

export interface AuthDeps {
  readonly db: Db;
  readonly config: ServerConfig;
  readonly clock: Clock;
  readonly notifier: Notifier;
}

/** A core rule's verdict, or a 400 with its first issue's code (the app shows it inline). */
function valid<T>(validation: Validation<T>): T {
  if (validation.ok) return validation.value;
  const [first] = validation.error;
  const code = first && isAuthErrorCode(first.code) ? first.code : ERROR_CODES.requestInvalid;
  throw new ApiError(400, code, `${first?.field ?? 'body'}: ${first?.code ?? 'invalid'}`);
}

const credentialsIncorrect = () => new ApiError(401, ERROR_CODES.credentialsIncorrect, 'Email or password is incorrect.');

/** The address has guessed too much lately (core's loginThrottleWait): it waits, nobody else does. */
function throttled(c: Context, waitMs: number): ApiError {
  c.header('retry-after', String(Math.ceil(waitMs / 1000)));
  return new ApiError(429, ERROR_CODES.loginLocked, 'Too many wrong attempts from this address; try again later.');
}

/** What a password or code is guessed for, as login_failures keys it. */
const subjectOf = (channel: OtpChannel, destination: string) => `${channel}:${destination}`;

/** Spec: requests announce vi, ko or en; kr is the English locale. */
const localeOf = requestLocale;
const countryOf = (c: Context): string => c.req.header(API_HEADERS.country)?.trim().toUpperCase() || 'VN';

/**
 * Accounts: codes by phone or email (sign-up, login, forgotten password), email and password,
 * password change, logout, the profile, and the seller gate. Paths from core's API_PATHS.
 */
export function authRoutes({ db, config, clock, notifier }: AuthDeps): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>();
  // Server-only: never config.runtime.tokenSecret, which every page carries.
  const pepper = config.auth.pepper;

  const sender = { db, clock, pepper, notifier };
  const provenHolder = async (channel: OtpChannel, destination: string) => {
    const user = await userFindByDestination(db, channel, destination);
    return user?.verified[channel] ? user : null;
  };

  // A code is guessed like a password: the address that keeps missing codes, for whichever
  // destinations, waits (per code, the lock after OTP_POLICY.maxAttempts still holds).
  const codeCheck = async (c: Context, target: CodeTarget, typed: unknown) => {
    const code = valid(otpValidate(typed));
    const address = clientAddress(c, config.auth.trustedProxies);
    // Its own subject: wrong codes must not count against the same email's password.
    const subject = `code:${subjectOf(target.channel, target.destination)}`;
    const wait = await loginWait(db, clock, address, null);
    if (wait > 0) throw throttled(c, wait);
    const outcome = await codeConsume(db, clock, pepper, target, code);
    if (outcome === 'OTP.INVALID' || outcome === 'OTP.LOCKED') await loginFailed(db, clock, address, subject);
    if (outcome !== 'ACCEPTED') throw new ApiError(...OTP_REFUSALS[outcome]);
  };

  routes.post(routePath(API_PATHS.authCodeRequest), async (c) => {
    const request = await bodyParse(c, OtpRequestSchema);
    // Spec: a forgotten password is reset with a code sent by email.
    if (request.purpose === 'reset' && request.channel !== 'email') {
      throw new ApiError(400, ERROR_CODES.requestInvalid, 'Password reset codes go by email.');
    }
    const destination = valid(authDestinationParse(request.channel, request.destination, countryOf(c)));
    // Only a proven address counts: an account that merely typed it in neither blocks the
    // sign-up of its real owner nor receives a login or reset code sent to that owner.
    const existing = await provenHolder(request.channel, destination);
    // Every purpose answers alike whether or not an account proved the address (same status,
    // shape and limits), so the answer tells a stranger nothing (issue 24). Login and reset send
    // the code only when one did. Sign-up sends it either way: whoever holds the phone or
    // mailbox learns, once the code is proven (verify: 409 AUTH.ACCOUNT_EXISTS), that an account
    // has it and should log in instead; nobody else does. Not sending it would leave the real
    // owner waiting for a code that never comes.
    const target: CodeTarget = { channel: request.channel, destination, purpose: request.purpose };
    const from = clientAddress(c, config.auth.trustedProxies);
    return okJson(c, await codeSend(sender, c, target, localeOf(c), { from, deliver: request.purpose === 'signup' || existing !== null }), 201);
  });

  routes.post(routePath(API_PATHS.authCodeVerify), async (c) => {
    const verify = await bodyParse(c, OtpVerifySchema);
    const destination = valid(authDestinationParse(verify.channel, verify.destination, countryOf(c)));
    const target: CodeTarget = { channel: verify.channel, destination, purpose: verify.purpose };
    if (verify.purpose === 'login') {
      await codeCheck(c, target, verify.code);
      const user = await provenHolder(verify.channel, destination);
      if (!user) throw new ApiError(404, ERROR_CODES.accountNotFound, 'No account uses this destination.');
      return okJson(c, await loginIssue(c, db, config, user));
    }
    // Sign-up: the form is checked before the code, so a typo does not use the code up.
    const name = valid(authNameValidate(verify.name));
    const withPassword = verify.password !== undefined && verify.password !== '';
    const password = withPassword ? valid(passwordValidate(verify.password, verify.password_confirmation)) : null;
    await codeCheck(c, target, verify.code);
    const hash = password === null ? null : await passwordHash(password);
    const user = await db.transaction(async (tx) => {
      await contactReleaseUnproven(tx, verify.channel, destination, clock.now());
      return userCreate(tx, {
        name,
        email: verify.channel === 'email' ? destination : null,
        phone: verify.channel === 'phone' ? destination : null,
        passwordHash: hash,
        verified: true,
      });
    });
    // Told only to whoever proved the code: the holder of the address, who should log in.
    if (!user) throw new ApiError(409, ERROR_CODES.accountExists, 'An account already uses this destination.');
    return okJson(c, await loginIssue(c, db, config, user), 201);
  });

  routes.post(routePath(API_PATHS.authLogin), async (c) => {
    const login = await bodyParse(c, PasswordLoginSchema);
    const email = authDestinationParse('email', login.email);
    const subject = subjectOf('email', email.ok ? email.value : login.email.trim().toLowerCase());
    const address = clientAddress(c, config.auth.trustedProxies);
    // Before the password is looked at, whether or not the account exists: the answers match.
    const wait = await loginWait(db, clock, address, subject);
    if (wait > 0) throw throttled(c, wait);
    // A malformed email is refused like a wrong password: the form has said what it needs.
    const user = email.ok ? await userFindByDestination(db, 'email', email.value) : null;
    const matches = user?.passwordHash ? await passwordVerify(login.password, user.passwordHash) : await passwordVerifyDecoy(login.password);
    if (!user || !matches) {
      await loginFailed(db, clock, address, subject);
      throw credentialsIncorrect();
    }
    await loginSucceeded(db, address, subject);
    return okJson(c, await loginIssue(c, db, config, user));
  });

  routes.post(routePath(API_PATHS.authPasswordReset), async (c) => {
    const reset = await bodyParse(c, PasswordResetSchema);
    const email = valid(authDestinationParse('email', reset.email));
    const password = valid(passwordValidate(reset.password, reset.password_confirmation));
    await codeCheck(c, { channel: 'email', destination: email, purpose: 'reset' }, reset.code);
    const user = await provenHolder('email', email);
    if (!user) throw new ApiError(404, ERROR_CODES.accountNotFound, 'No account uses this email.');
    await userPasswordSet(db, user.id, await passwordHash(password));
    // Whoever knew the old password is logged out everywhere.
    await userSessionsRevoke(db, user.id);
    const updated = { ...user, profile: { ...user.profile, has_password: true } };
    return okJson(c, await loginIssue(c, db, config, updated));
  });

  routes.put(routePath(API_PATHS.authPasswordChange), accountRequired(db), async (c) => {
    const change = await bodyParse(c, PasswordChangeSchema);
    const password = valid(passwordValidate(change.password, change.password_confirmation));
    const user = c.get('user');
    // An account made by code or social login has no password yet: it sets its first one.
    if (user.passwordHash !== null) {
      // Guessing the current password from a session is slowed like guessing it at login.
      if (!(await passwordChangeOpen(db, clock, user.id))) {
        c.header('retry-after', String(PASSWORD_CHANGE_POLICY.windowMs / 1000));
        throw new ApiError(429, ERROR_CODES.passwordChangeLocked, 'Too many wrong current passwords; try again later.');
      }
      if (!(await passwordVerify(change.current_password ?? '', user.passwordHash))) {
        await passwordChangeFailed(db, clock, user.id);
        throw new ApiError(400, ERROR_CODES.passwordIncorrect, 'The current password is incorrect.');
      }
      await passwordChangeSucceeded(db, user.id);
    }
    await userPasswordSet(db, user.id, await passwordHash(password));
    await userSessionsRevoke(db, user.id, c.get('session').token);
    return okJson(c, null);
  });

  routes.post(routePath(API_PATHS.authLogout), accountRequired(db), async (c) => {
    await sessionRevoke(db, c.get('session').token);
    sessionCookieClear(c, config);
    return okJson(c, null);
  });

  routes.get(routePath(API_PATHS.me), accountRequired(db), (c) => okJson(c, c.get('user').profile));

  // Any account may ask: the seller area reads from it whether to open, or to lead to
  // registration or the pending screen.
  routes.get(routePath(SELLER_API_PATHS.sellerMe), accountRequired(db), async (c) => okJson(c, await sellerAccountOf(db, c.get('user'))));

  return routes;
}
