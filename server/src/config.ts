import { fileURLToPath } from 'node:url';
import { authConfigFromEnv, type AuthConfig } from './auth/auth-config.js';
import { commerceConfigFromEnv, type CommerceConfig } from './ordering/commerce-config.js';

/** What the web app reads at runtime from the page (see http/runtime-config.ts). */
export interface RuntimeConfig {
  readonly commerceApi: string;
  readonly communityApi: string;
  readonly chatSocket: string;
  readonly tokenSecret: string;
}

export interface ServerConfig {
  readonly runtime: RuntimeConfig;
  /** Forces get-ip-country (no geo-IP here); null answers VN unless the request overrides it. */
  readonly countryOverride: string | null;
  /** The built web app; index.html is the page template in production. */
  readonly appDist: string;
  /** Production serves app/dist itself; in development Vite serves the app's files. */
  readonly serveStatic: boolean;
  /** Other origins whose pages may call the API (an app served elsewhere); none by default. */
  readonly corsOrigins: readonly string[];
  /** Accounts: development helpers, public address, social login credentials. */
  readonly auth: AuthConfig;
  /** Checkout, payments and the carrier simulator. */
  readonly commerce: CommerceConfig;
}

export const TOKEN_SECRET_DEFAULT = 'modavi-dev-secret';
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const APP_DIST = fileURLToPath(new URL('../../app/dist', import.meta.url));

export function configFromEnv(env: NodeJS.ProcessEnv, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    runtime: {
      commerceApi: env.MODAVI_COMMERCE_API ?? '',
      communityApi: env.MODAVI_COMMUNITY_API ?? '',
      chatSocket: env.MODAVI_CHAT_SOCKET ?? '',
      tokenSecret: env.MODAVI_TOKEN_SECRET || TOKEN_SECRET_DEFAULT,
    },
    countryOverride: env.MODAVI_COUNTRY_OVERRIDE || null,
    appDist: APP_DIST,
    serveStatic: true,
    corsOrigins: (env.MODAVI_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin !== ''),
    auth: authConfigFromEnv(env),
    commerce: commerceConfigFromEnv(env),
    ...overrides,
  };
}
