import { createHash } from 'node:crypto';
import { err, ok, type Result } from '@modavi/core';
import type { OauthCredentials } from '../auth-config.js';
import { appleClientSecret } from './apple-client-secret.js';
import type { ProviderIdentity, ProviderProtocol } from './provider-protocols.js';

/** fetch, injectable: the stand-in is reached in-process, tests route calls into a test app. */
export type OauthFetch = (url: string, init: RequestInit) => Promise<Response>;

/** PKCE S256: the challenge sent in the redirect is the hash of the verifier kept server-side. */
export const pkceChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

export interface AuthorizeRequest {
  readonly redirectUri: string;
  readonly state: string;
  readonly codeVerifier: string;
  readonly nonce: string;
}

/** The provider's sign-in page address the browser is sent to. */
export function oauthAuthorizeUrl(protocol: ProviderProtocol, credentials: OauthCredentials, request: AuthorizeRequest): string {
  const params = new URLSearchParams({
    [protocol.clientIdParam]: credentials.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    state: request.state,
  });
  if (protocol.scope) params.set('scope', protocol.scope);
  if (protocol.pkce) {
    params.set('code_challenge', pkceChallenge(request.codeVerifier));
    params.set('code_challenge_method', 'S256');
  }
  if (protocol.nonce) params.set('nonce', request.nonce);
  if (protocol.responseMode === 'form_post') params.set('response_mode', 'form_post');
  return `${protocol.authorizeUrl}${protocol.authorizeUrl.includes('?') ? '&' : '?'}${params.toString()}`;
}

export interface CallbackExchange {
  readonly code: string;
  readonly redirectUri: string;
  readonly codeVerifier: string;
  readonly nonce: string;
  /** Apple's `user` form field (JSON), sent on the first authorisation only. */
  readonly user: string | null;
  readonly now: number;
}

type Json = Readonly<Record<string, unknown>>;

async function jsonOf(response: Response): Promise<Json | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Json) : null;
  } catch {
    return null;
  }
}

/** The claims of a JWT, unverified: see the caller for why that is enough here. */
function jwtClaims(token: string): Json | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? (claims as Json) : null;
  } catch {
    return null;
  }
}

function secretFor(credentials: OauthCredentials, now: number): string {
  return credentials.apple ? appleClientSecret(credentials.apple, credentials.clientId, now) : credentials.clientSecret;
}

/**
 * Finishes the redirect flow: the code for tokens at the token endpoint, then the profile from
 * userinfo or from the id_token. The id_token's signature is not checked: it comes straight
 * from the token endpoint over TLS, which OpenID Connect Core 3.1.3.7 accepts in place of it;
 * its audience, issuer, expiry and nonce are.
 */
export async function oauthIdentity(
  protocol: ProviderProtocol,
  credentials: OauthCredentials,
  exchange: CallbackExchange,
  fetch: OauthFetch,
): Promise<Result<ProviderIdentity, string>> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    [protocol.clientIdParam]: credentials.clientId,
  });
  const headers: Record<string, string> = { accept: 'application/json' };
  const secret = secretFor(credentials, exchange.now);
  if (protocol.secretIn === 'header') headers['secret_key'] = secret;
  else form.set('client_secret', secret);
  if (protocol.pkce) form.set('code_verifier', exchange.codeVerifier);

  let tokenResponse: Response;
  try {
    tokenResponse =
      protocol.tokenMethod === 'GET'
        ? await fetch(`${protocol.tokenUrl}?${form.toString()}`, { method: 'GET', headers })
        : await fetch(protocol.tokenUrl, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            body: form.toString(),
          });
  } catch (cause) {
    return err(`token endpoint unreachable: ${String(cause)}`);
  }
  const tokens = await jsonOf(tokenResponse);
  if (!tokenResponse.ok || !tokens) return err(`token endpoint answered ${tokenResponse.status}`);

  let user: Json | null = null;
  if (exchange.user) {
    try {
      user = JSON.parse(exchange.user) as Json;
    } catch {
      user = null;
    }
  }

  if (protocol.userInfoUrl === null) {
    const claims = typeof tokens['id_token'] === 'string' ? jwtClaims(tokens['id_token']) : null;
    if (!claims) return err('no id_token in the token answer');
    const audience = claims['aud'];
    const audiences = Array.isArray(audience) ? audience : [audience];
    if (!audiences.includes(credentials.clientId)) return err('id_token for another audience');
    if (protocol.issuer !== null && claims['iss'] !== protocol.issuer) return err('id_token from another issuer');
    if (typeof claims['exp'] !== 'number' || claims['exp'] * 1000 <= exchange.now) return err('id_token expired');
    if (protocol.nonce && claims['nonce'] !== exchange.nonce) return err('id_token nonce mismatch');
    const identity = protocol.identity(claims, user);
    return identity ? ok(identity) : err('id_token without a subject');
  }

  const accessToken = tokens['access_token'];
  if (typeof accessToken !== 'string' || accessToken === '') return err('no access_token in the token answer');
  const infoHeaders: Record<string, string> = { accept: 'application/json' };
  let infoUrl = protocol.userInfoUrl;
  if (protocol.userInfoToken === 'bearer') infoHeaders['authorization'] = `Bearer ${accessToken}`;
  else if (protocol.userInfoToken === 'header') infoHeaders['access_token'] = accessToken;
  else infoUrl = `${infoUrl}${infoUrl.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(accessToken)}`;
  let infoResponse: Response;
  try {
    infoResponse = await fetch(infoUrl, { method: 'GET', headers: infoHeaders });
  } catch (cause) {
    return err(`userinfo unreachable: ${String(cause)}`);
  }
  const claims = await jsonOf(infoResponse);
  if (!infoResponse.ok || !claims) return err(`userinfo answered ${infoResponse.status}`);
  const identity = protocol.identity(claims, user);
  return identity ? ok(identity) : err('userinfo without a subject');
}
