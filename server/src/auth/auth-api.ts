import { Hono } from 'hono';
import type { Clock } from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import type { AuthEnv } from './auth-env.js';
import { authRoutes } from './auth-routes.js';
import { devRoutes } from './dev-routes.js';
import { outboxNotifier, type Notifier } from './notifier.js';
import { deliveryNotifier } from './delivery/delivery-notifier.js';
import { esmsSmsSender } from './delivery/esms-sms-sender.js';
import { httpSmsSender, type SmsSender } from './delivery/http-sms-sender.js';
import type { SmsConfig } from './delivery/delivery-config.js';
import { smtpMailSender } from './delivery/smtp-mail-sender.js';
import type { OauthFetch } from './oauth/oauth-client.js';
import { oauthRoutes } from './oauth/oauth-routes.js';
import { oauthStandInRoutes } from './oauth/oauth-stand-in.js';

/** What a deployment or a test may swap: time, code delivery, and the HTTP client of social logins. */
export interface AuthOptions {
  /** Defaults to the system clock; tests move time to expire codes. */
  readonly clock?: Clock;
  /** Defaults to the outbox (the embedded notifier). */
  readonly notifier?: Notifier;
  /** Defaults to global fetch, with paths (the stand-in) answered by this server in-process. */
  readonly fetch?: OauthFetch;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * Everything about accounts on one router: the account API, social logins, and outside
 * production the outbox and the stand-in provider. `self` answers requests for this server's
 * own paths without a network hop (the stand-in's token and userinfo calls).
 */
export function authApi(db: Db, config: ServerConfig, options: AuthOptions, self: (path: string, init: RequestInit) => Promise<Response>): Hono<AuthEnv> {
  const clock = options.clock ?? systemClock;
  const notifier = options.notifier ?? notifierDefault(db, config, clock);
  const fetch: OauthFetch = options.fetch ?? ((url, init) => (url.startsWith('/') ? self(url, init) : globalThis.fetch(url, init)));
  const routes = new Hono<AuthEnv>();
  routes.route('/', authRoutes({ db, config, clock, notifier }));
  routes.route('/', oauthRoutes(db, config, clock, fetch));
  if (config.auth.devTools) {
    routes.route('/', devRoutes(db));
    routes.route('/', oauthStandInRoutes(db, clock));
  }
  return routes;
}

/** Outside production the outbox; in production the configured mail and SMS providers. */
export function notifierDefault(db: Db, config: ServerConfig, clock: Clock): Notifier {
  if (config.auth.devTools) return outboxNotifier(db, clock);
  const { mail, sms } = config.auth.delivery;
  return deliveryNotifier({ mail: mail ? smtpMailSender(mail) : null, sms: sms ? smsSenderOf(sms) : null });
}

const smsSenderOf = (sms: SmsConfig): SmsSender => (sms.provider === 'esms' ? esmsSmsSender(sms) : httpSmsSender(sms));
