import { fileURLToPath } from 'node:url';
import { authConfigFromEnv, type AuthConfig } from './auth/auth-config.js';
import { commerceConfigFromEnv, type CommerceConfig } from './ordering/commerce-config.js';
import { fcmConfigFromEnv, type FcmConfigRead } from './push/fcm-config.js';

/** What the web app reads at runtime from the page (see http/runtime-config.ts). */
export interface RuntimeConfig {
  readonly commerceApi: string;
  readonly communityApi: string;
  readonly chatSocket: string;
  readonly tokenSecret: string;
  /** Firebase web config for push and the push token store; empty strings mean not configured. */
  readonly firebase: FirebaseWebConfig;
  /**
   * Outside production: the page may use the server's stand-ins (push messaging and the
   * document store), as the social login uses the stand-in provider.
   */
  readonly devStandIns: boolean;
  /** The carrier makes the waybill at hand-over (GHN): the seller types none (issue 27). */
  readonly carrierMakesWaybill: boolean;
}

export interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly projectId: string;
  readonly messagingSenderId: string;
  readonly appId: string;
  /** Public VAPID key; null skips push registration (spec). */
  readonly vapidKey: string | null;
}

export function firebaseConfigFromEnv(env: NodeJS.ProcessEnv): FirebaseWebConfig {
  return {
    apiKey: env.MODAVI_FIREBASE_API_KEY?.trim() ?? '',
    projectId: env.MODAVI_FIREBASE_PROJECT_ID?.trim() ?? '',
    messagingSenderId: env.MODAVI_FIREBASE_MESSAGING_SENDER_ID?.trim() ?? '',
    appId: env.MODAVI_FIREBASE_APP_ID?.trim() ?? '',
    vapidKey: env.MODAVI_FIREBASE_VAPID_KEY?.trim() || null,
  };
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
  /** Push through Firebase Cloud Messaging: off (fcm null) without a service account. */
  readonly push: FcmConfigRead;
}

export const TOKEN_SECRET_DEFAULT = 'modavi-dev-secret';
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const APP_DIST = fileURLToPath(new URL('../../app/dist', import.meta.url));

export function configFromEnv(env: NodeJS.ProcessEnv, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const commerce = commerceConfigFromEnv(env);
  return {
    runtime: {
      commerceApi: env.MODAVI_COMMERCE_API ?? '',
      communityApi: env.MODAVI_COMMUNITY_API ?? '',
      chatSocket: env.MODAVI_CHAT_SOCKET ?? '',
      tokenSecret: env.MODAVI_TOKEN_SECRET || TOKEN_SECRET_DEFAULT,
      firebase: firebaseConfigFromEnv(env),
      devStandIns: authConfigFromEnv(env).devTools,
      carrierMakesWaybill: (commerce.carrier?.ghn ?? null) !== null,
    },
    countryOverride: env.MODAVI_COUNTRY_OVERRIDE || null,
    appDist: APP_DIST,
    serveStatic: true,
    corsOrigins: (env.MODAVI_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin !== ''),
    auth: authConfigFromEnv(env),
    commerce,
    push: fcmConfigFromEnv(env),
    ...overrides,
  };
}
