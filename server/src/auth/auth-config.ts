import { AUTH_PROVIDER_IDS, type AuthProviderId } from '@modavi/core';
import { deliveryConfigFromEnv, type DeliveryConfig } from './delivery/delivery-config.js';
import { PROCESS_PEPPER } from './server-digest.js';

/** A provider's app credentials, as registered with Google, Facebook, Zalo or Apple. */
export interface OauthCredentials {
  readonly clientId: string;
  /** Google, Facebook and Zalo: the app secret. Apple signs one from the key below instead. */
  readonly clientSecret: string;
  /** Apple only: team id, key id and the .p8 private key (PEM) that sign the client secret. */
  readonly apple?: { readonly teamId: string; readonly keyId: string; readonly privateKey: string };
}

export interface AuthConfig {
  /**
   * The development helpers: the outbox page and endpoint and the stand-in social provider.
   * On unless MODAVI_ENV=production: the browser tests and `npm start` run the production
   * build locally, so NODE_ENV cannot tell a trial from a deployment.
   */
  readonly devTools: boolean;
  /** The address the outside world reaches this server at; the request's own origin when unset. */
  readonly publicUrl: string | null;
  /** Configured providers; a provider left out is hidden (or played by the stand-in in development). */
  readonly providers: Readonly<Partial<Record<AuthProviderId, OauthCredentials>>>;
  /** Code delivery in production (outside it, codes go to the outbox). */
  readonly delivery: DeliveryConfig;
  /**
   * Server-only key of the digests kept at rest (one-time codes, OAuth states, from which the
   * PKCE verifier and nonce are derived). MODAVI_CODE_PEPPER, else a random one per process.
   * Never the token secret: that one is handed to every page (runtime config).
   */
  readonly pepper: string;
  /** Whether MODAVI_CODE_PEPPER was set (production warns when it is not). */
  readonly pepperConfigured: boolean;
  /**
   * MODAVI_TRUSTED_PROXIES: addresses of the reverse proxies in front of this server, whose
   * X-Forwarded-For and X-Forwarded-Proto are believed. Empty: the socket's peer is the client.
   */
  readonly trustedProxies: readonly string[];
}

const envKey = (provider: AuthProviderId, name: string) => `MODAVI_OAUTH_${provider.toUpperCase()}_${name}`;

/** Reads MODAVI_ENV, MODAVI_PUBLIC_URL, MODAVI_CODE_PEPPER, MODAVI_TRUSTED_PROXIES and MODAVI_OAUTH_<PROVIDER>_CLIENT_ID / _CLIENT_SECRET (Apple: _TEAM_ID, _KEY_ID, _PRIVATE_KEY). */
export function authConfigFromEnv(env: NodeJS.ProcessEnv): AuthConfig {
  const providers: Partial<Record<AuthProviderId, OauthCredentials>> = {};
  for (const provider of AUTH_PROVIDER_IDS) {
    const clientId = env[envKey(provider, 'CLIENT_ID')]?.trim() ?? '';
    if (clientId === '') continue;
    const clientSecret = env[envKey(provider, 'CLIENT_SECRET')]?.trim() ?? '';
    if (provider === 'apple') {
      const teamId = env[envKey(provider, 'TEAM_ID')]?.trim() ?? '';
      const keyId = env[envKey(provider, 'KEY_ID')]?.trim() ?? '';
      // Env files often carry the PEM on one line with literal \n.
      const privateKey = (env[envKey(provider, 'PRIVATE_KEY')] ?? '').replace(/\\n/g, '\n').trim();
      if (teamId === '' || keyId === '' || privateKey === '') continue;
      providers[provider] = { clientId, clientSecret, apple: { teamId, keyId, privateKey } };
    } else {
      if (clientSecret === '') continue;
      providers[provider] = { clientId, clientSecret };
    }
  }
  const pepper = env.MODAVI_CODE_PEPPER?.trim() ?? '';
  const publicUrl = env.MODAVI_PUBLIC_URL?.trim().replace(/\/+$/, '') ?? '';
  return {
    devTools: env.MODAVI_ENV?.trim().toLowerCase() !== 'production',
    publicUrl: publicUrl === '' ? null : publicUrl,
    providers,
    delivery: deliveryConfigFromEnv(env),
    pepper: pepper === '' ? PROCESS_PEPPER : pepper,
    pepperConfigured: pepper !== '',
    trustedProxies: (env.MODAVI_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((address) => address.trim().toLowerCase())
      .filter((address) => address !== ''),
  };
}
