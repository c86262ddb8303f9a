import type { AuthProviderId } from '@modavi/core';

/** Who the provider says signed in. */
export interface ProviderIdentity {
  readonly subject: string;
  readonly email: string | null;
  /** Only a verified email may attach a social login to an existing account. */
  readonly emailVerified: boolean;
  readonly name: string | null;
}

type Claims = Readonly<Record<string, unknown>>;

/**
 * How one provider speaks OAuth 2.0 / OpenID Connect: the same redirect flow, with the
 * differences each one has (Zalo's app_id and secret header, Facebook's GET token call,
 * Apple's form_post answer and id_token-only profile).
 */
export interface ProviderProtocol {
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly tokenMethod: 'GET' | 'POST';
  /** Where the profile is read with the access token; null: it comes in the id_token (Apple). */
  readonly userInfoUrl: string | null;
  /** How the access token goes to userInfoUrl. */
  readonly userInfoToken: 'bearer' | 'header' | 'query';
  readonly scope: string | null;
  readonly clientIdParam: 'client_id' | 'app_id';
  /** Zalo takes the app secret as a `secret_key` header; the others in the form. */
  readonly secretIn: 'body' | 'header';
  /** Proof Key for Code Exchange (S256); Zalo requires it. */
  readonly pkce: boolean;
  /** OpenID Connect providers bind the id_token to the request with a nonce. */
  readonly nonce: boolean;
  /** Apple posts the answer back when it is asked for name and email. */
  readonly responseMode: 'query' | 'form_post';
  /** The id_token's `iss`, when the profile is read from it. */
  readonly issuer: string | null;
  /** The profile from userinfo or id_token claims; Apple adds the `user` form field (name, first time only). */
  readonly identity: (claims: Claims, user: Claims | null) => ProviderIdentity | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
// Apple sends email_verified as the string 'true'.
const truthy = (value: unknown): boolean => value === true || value === 'true';

const appleName = (user: Claims | null): string | null => {
  const name = user?.['name'];
  if (typeof name !== 'object' || name === null) return null;
  const parts = name as Claims;
  return text([text(parts['firstName']), text(parts['lastName'])].filter(Boolean).join(' '));
};

export const PROVIDER_PROTOCOLS: Readonly<Record<AuthProviderId, ProviderProtocol>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    tokenMethod: 'POST',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    userInfoToken: 'bearer',
    scope: 'openid email profile',
    clientIdParam: 'client_id',
    secretIn: 'body',
    pkce: true,
    nonce: true,
    responseMode: 'query',
    issuer: null,
    identity: (claims) => {
      const subject = text(claims['sub']);
      return subject ? { subject, email: text(claims['email']), emailVerified: truthy(claims['email_verified']), name: text(claims['name']) } : null;
    },
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    tokenMethod: 'GET',
    userInfoUrl: 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
    userInfoToken: 'query',
    scope: 'email,public_profile',
    clientIdParam: 'client_id',
    secretIn: 'body',
    pkce: false,
    nonce: false,
    responseMode: 'query',
    issuer: null,
    // Facebook only returns an email it has confirmed.
    identity: (claims) => {
      const subject = text(claims['id']);
      const email = text(claims['email']);
      return subject ? { subject, email, emailVerified: email !== null, name: text(claims['name']) } : null;
    },
  },
  zalo: {
    authorizeUrl: 'https://oauth.zaloapp.com/v4/permission',
    tokenUrl: 'https://oauth.zaloapp.com/v4/access_token',
    tokenMethod: 'POST',
    userInfoUrl: 'https://graph.zalo.me/v2.0/me?fields=id,name,picture',
    userInfoToken: 'header',
    scope: null,
    clientIdParam: 'app_id',
    secretIn: 'header',
    pkce: true,
    nonce: false,
    responseMode: 'query',
    issuer: null,
    // Zalo shares no email: the account is found by the Zalo id only.
    identity: (claims) => {
      const subject = text(claims['id']);
      return subject ? { subject, email: null, emailVerified: false, name: text(claims['name']) } : null;
    },
  },
  apple: {
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    tokenMethod: 'POST',
    userInfoUrl: null,
    userInfoToken: 'bearer',
    scope: 'name email',
    clientIdParam: 'client_id',
    secretIn: 'body',
    pkce: false,
    nonce: true,
    responseMode: 'form_post',
    issuer: 'https://appleid.apple.com',
    identity: (claims, user) => {
      const subject = text(claims['sub']);
      return subject ? { subject, email: text(claims['email']), emailVerified: truthy(claims['email_verified']), name: appleName(user) } : null;
    },
  },
};

/** The stand-in's issuer and app credentials: fixed, since it only ever runs locally. */
export const STAND_IN = { issuer: 'modavi-stand-in', clientId: 'modavi-stand-in', clientSecret: 'modavi-stand-in-secret' } as const;

/** A provider's protocol pointed at the local stand-in (same dialect, local addresses). */
export function standInProtocol(provider: AuthProviderId): ProviderProtocol {
  const real = PROVIDER_PROTOCOLS[provider];
  const base = `/dev/oauth/${provider}`;
  return {
    ...real,
    authorizeUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    userInfoUrl: real.userInfoUrl === null ? null : `${base}/userinfo`,
    issuer: real.issuer === null ? null : STAND_IN.issuer,
  };
}
