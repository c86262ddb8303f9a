import type { Hono } from 'hono';
import { expect } from 'vitest';
import { API_PATHS, AuthGrantSchema, envelopeSchema, type AuthGrant, type Clock, type OtpChannel, DEV_API_PATHS } from '@modavi/core';
import { z } from 'zod';
import { call, type CallResult } from './test-api.js';

/** A clock the test moves by hand: codes expire and rate limits lift when it says so. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function testClock(start = Date.UTC(2025, 5, 1, 9, 0, 0)): TestClock {
  let now = start;
  return {
    now: () => now,
    advance(ms) {
      now += ms;
    },
  };
}

const OutboxSchema = envelopeSchema(z.object({ items: z.array(z.object({ destination: z.string(), code: z.string(), purpose: z.string() })) }));

/** The newest code the outbox holds for a (normalised) destination. */
export async function outboxCode(app: Hono, destination: string): Promise<string> {
  const response = await call(app, 'GET', `${DEV_API_PATHS.devOutbox}?destination=${encodeURIComponent(destination)}`);
  const code = OutboxSchema.parse(response.body).data.items[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${destination}`);
  return code;
}

export const grantOf = (response: CallResult): AuthGrant => envelopeSchema(AuthGrantSchema).parse(response.body).data;

/** Error envelope's code and the HTTP status, for one-line expectations. */
export const refusal = (response: CallResult) => ({
  status: response.status,
  code: (response.body as { error_code?: string }).error_code,
});

export interface SignUp {
  readonly channel?: OtpChannel;
  readonly destination: string;
  readonly name?: string;
  readonly password?: string;
  /** The caller's current token (a guest's, whose cart moves into the account). */
  readonly token?: string;
}

/** A whole sign-up by code through the API: request, read the outbox, verify. */
export async function signUp(app: Hono, sign: SignUp): Promise<AuthGrant> {
  const channel = sign.channel ?? 'phone';
  const requested = await call(app, 'POST', API_PATHS.authCodeRequest, {
    body: { channel, destination: sign.destination, purpose: 'signup' },
  });
  expect(requested.status).toBe(201);
  const destination = (requested.body as { data: { destination: string } }).data.destination;
  const verified = await call(app, 'POST', API_PATHS.authCodeVerify, {
    ...(sign.token ? { token: sign.token } : {}),
    body: {
      channel,
      destination: sign.destination,
      purpose: 'signup',
      code: await outboxCode(app, destination),
      name: sign.name ?? 'Nguyễn Thị Lan',
      ...(sign.password ? { password: sign.password, password_confirmation: sign.password } : {}),
    },
  });
  expect(verified.status).toBe(201);
  return grantOf(verified);
}

/**
 * Codes proving the new email and phone a profile update will carry (POST me/contact-code, then
 * the outbox), as `email_code` / `phone_code` to spread into the PUT me body.
 */
export async function contactCodes(app: Hono, token: string, contacts: { readonly email?: string; readonly phone?: string }): Promise<Record<string, string>> {
  const codes: Record<string, string> = {};
  for (const channel of ['email', 'phone'] as const) {
    const destination = contacts[channel];
    if (destination === undefined) continue;
    const requested = await call(app, 'POST', API_PATHS.accountContactCode, { token, body: { channel, destination } });
    expect(requested.status).toBe(201);
    codes[`${channel}_code`] = await outboxCode(app, (requested.body as { data: { destination: string } }).data.destination);
  }
  return codes;
}
