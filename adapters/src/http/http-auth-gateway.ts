import * as z from 'zod/mini';
import {
  API_PATHS,
  AuthGrantSchema,
  AuthProviderSchema,
  OtpSentSchema,
  UserProfileSchema,
  ok,
  type AuthGateway,
} from '@modavi/core';
import { urlJoin, type HttpClient } from './http-client.js';

// Answers whose payload the caller does not need (logout, password change: data is null).
const AnySchema = z.unknown();

/**
 * AuthGateway over the account API. Every call carries the current token, so a login made by
 * a guest hands the guest's cart to the account. `baseUrl` builds the social-login start
 * address, which the browser opens itself (a redirect flow, not a fetch).
 */
export function httpAuthGateway(client: HttpClient, baseUrl: string): AuthGateway {
  const done = async (pending: ReturnType<HttpClient['request']>) => {
    const result = await pending;
    return result.ok ? ok(undefined) : result;
  };
  return {
    codeRequest: (request) => client.request({ method: 'POST', path: API_PATHS.authCodeRequest, schema: OtpSentSchema, body: request }),
    codeVerify: (verify) => client.request({ method: 'POST', path: API_PATHS.authCodeVerify, schema: AuthGrantSchema, body: verify }),
    passwordLogin: (login) => client.request({ method: 'POST', path: API_PATHS.authLogin, schema: AuthGrantSchema, body: login }),
    passwordReset: (reset) => client.request({ method: 'POST', path: API_PATHS.authPasswordReset, schema: AuthGrantSchema, body: reset }),
    passwordChange: (change) => done(client.request({ method: 'PUT', path: API_PATHS.authPasswordChange, schema: AnySchema, body: change })),
    logout: () => done(client.request({ method: 'POST', path: API_PATHS.authLogout, schema: AnySchema })),
    me: () => client.request({ method: 'GET', path: API_PATHS.me, schema: UserProfileSchema }),
    providers: () => client.request({ method: 'GET', path: API_PATHS.authProviders, schema: z.array(AuthProviderSchema) }),
    oauthStartUrl: (provider, returnTo) => urlJoin(baseUrl, API_PATHS.authOauthStart(provider), { return_to: returnTo }),
    oauthTicketRedeem: (ticket) => client.request({ method: 'POST', path: API_PATHS.authOauthTicket, schema: AuthGrantSchema, body: { ticket } }),
  };
}
