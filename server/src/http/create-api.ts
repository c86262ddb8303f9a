import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { API_HEADERS } from '@modavi/core';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from './api-error.js';
import { cartRoutes } from './cart-routes.js';
import { catalogueRoutes } from './catalogue-routes.js';
import { errorJson } from './envelope.js';
import { mediaRoutes } from './media-routes.js';
import { distPageSource, type PageSource } from './page-source.js';
import { seoRoutes } from './seo-routes.js';
import { shareImageRoutes } from './share-image-routes.js';
import { pageRoutes } from './pages.js';
import { distPageRenderer, type PageRenderer } from './page-render.js';
import { publicRoutes } from './public-routes.js';
import { staticFiles } from './static-files.js';
import { securityGuard } from './security-guard.js';
import { searchRoutes } from '../search/search-routes.js';
import { contentRoutes } from '../content/content-routes.js';
import { blogRoutes } from '../content/blog-routes.js';
import { shopRoutes } from '../shops/shop-routes.js';
import { authApi, notifierDefault, systemClock, type AuthOptions } from '../auth/auth-api.js';
import { commerceRoutes } from '../ordering/commerce-routes.js';
import { promosRoutes } from '../promotions/promotion-routes.js';
import { IDEMPOTENCY_KEY_HEADER } from '@modavi/core';
import { accountApi } from '../account/account-api.js';
import { reviewRoutes } from '../reviews/review-routes.js';
import { uploadRoutes } from '../uploads/upload-routes.js';
import { videoUploadRoutes } from '../uploads/video-upload-routes.js';
import { uploadDirFromEnv } from '../uploads/upload-store.js';
import { pushRoutes } from '../push/push-routes.js';
import { sellerShopRoutes } from '../seller-shop/seller-shop-routes.js';
import { sellerMarketingRoutes } from '../seller-marketing/seller-marketing-routes.js';
import { sellerSettingsRoutes } from '../seller-settings/seller-settings-routes.js';
import { sellerDashboardRoutes } from '../seller-dashboard/dashboard-routes.js';
import { sellerIncomeRoutes } from '../seller-income/income-routes.js';
import { chatRoutes } from '../chat/chat-routes.js';
import { adminChatRoutes, sellerChatRoutes } from '../chat/seller-chat-routes.js';
import { sellerShopDevRoutes } from '../seller-shop/seller-shop-dev-routes.js';
import { sellerRegistrationApi } from '../sellers/seller-registration-api.js';
import { socialFeedbackRoutes } from '../social-feedback/social-feedback-routes.js';
import { notificationRoutes } from '../notifications/notification-routes.js';
import { awardsRoutes } from '../awards/awards-routes.js';
import { groupBuyRoutes } from '../group-buy/group-buy-routes.js';
import { sellerGroupBuyRoutes } from '../group-buy/seller-group-buy-routes.js';
import { videoRoutes } from '../media/video-files.js';
import { inputTextCheck } from './input-text.js';
import { ROUTE_POLICIES } from './policies/index.js';
import { API_ENDPOINTS } from '@modavi/core';
import { contractAnswersCheck } from './contract/contract-route.js';
import { API_VERSION, openApiDocument } from './contract/openapi-document.js';
import { openApiRoutes } from './contract/openapi-routes.js';
import { LOOPBACK_BINDINGS } from './request-peer.js';
import { clientAddress } from './client-address.js';
import { routeGate } from './route-gate.js';
import { sellerProductRoutes } from '../seller-products/seller-product-routes.js';
import { adminProductRoutes } from '../seller-products/admin-product-routes.js';
import { productSheetRoutes } from '../product-sheets/product-sheet-routes.js';
import { RouteRules, registeredRoutes } from './route-rules.js';
import { postRoutes } from '../community/post-routes.js';
import { commentRoutes } from '../community/comment-routes.js';
import { mentionRoutes } from '../community/mention-routes.js';
import { unreadBodyClose } from './unread-body.js';
import { jsonGzip } from './json-gzip.js';

/**
 * PostgreSQL's data exceptions a request's own values cause (SQLSTATE): a number out of its
 * column's range (22003: 2^31 in an integer), a date out of range or malformed (22008, 22007),
 * text the database cannot encode (22021, 22P05). The transaction is rolled back; issue 24 found
 * them answered 500 on 8 routes. The input check refuses the values no route takes (2^53,
 * 1e305, lone surrogates); this answers the rest with the catalogue's 400.
 */
const DATABASE_VALUE_REFUSALS = new Set(['22003', '22007', '22008', '22021', '22P05']);

function databaseValueRefused(error: unknown): boolean {
  let current: unknown = error;
  // A driver's error, or one a store wrapped (as its cause); a few levels at most.
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DATABASE_VALUE_REFUSALS.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export interface ApiOptions {
  readonly db: Db;
  readonly config: ServerConfig;
  /** Defaults to app/dist/index.html (production). */
  readonly pages?: PageSource;
  /**
   * Renders public pages on the server (issue 17). Defaults to the built server bundle when
   * `pages` is the built app too; none (every page drawn by the browser) for another source.
   */
  readonly renderer?: PageRenderer | null;
  readonly log?: (message: string, error: unknown) => void;
  /** Accounts: clock, code delivery and the social logins' HTTP client (tests swap them). */
  readonly auth?: AuthOptions;
  /** Where uploaded images are kept (default: uploadDirFromEnv). */
  readonly uploadDir?: string;
}

/** The whole HTTP surface: API, generated media, the app's files and its pages. */
export function createApi({ db, config, pages, renderer, log = console.error, auth = {}, uploadDir = uploadDirFromEnv(process.env) }: ApiOptions): Hono {
  const app = new Hono();
  const rules = new RouteRules();
  const pageRenderer = renderer !== undefined ? renderer : pages === undefined ? distPageRenderer(config.appDist) : null;
  app.use('*', unreadBodyClose);
  app.use('*', compress());
  app.use('/api/*', jsonGzip);
  app.use('*', securityGuard(db, config));
  if (config.corsOrigins.length > 0) {
    app.use(
      '/api/*',
      cors({
        origin: [...config.corsOrigins],
        credentials: true,
        allowHeaders: [...Object.values(API_HEADERS), 'content-type', IDEMPOTENCY_KEY_HEADER],
        allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
        maxAge: 600,
      }),
    );
  }

  // Writes from this site's pages with JSON bodies; who may call and how much they may send, from the route table; then no NUL in any text.
  app.use('*', routeGate(rules, db, config));
  app.use('*', inputTextCheck);
  // This server's calls to itself (the stand-in provider, the sandbox's callback) come from this machine.
  const self = (path: string, init: RequestInit) => Promise.resolve(app.request(path, init, LOOPBACK_BINDINGS));

  app.route('/', publicRoutes(db, config));
  // Before the catalogue: Hono tries routes in order and products/search is no product id.
  app.route('/', searchRoutes(db));
  // The help centre's guides and policies (Markdown files under server/content).
  app.route('/', contentRoutes());
  // The blog's articles and their covers (server/content/<locale>/blog, server/content/blog-covers).
  app.route('/', blogRoutes());
  app.route('/', catalogueRoutes(db));
  app.route('/', shopRoutes(db));
  app.route('/', cartRoutes(db));
  // Before the pages: the development helpers (/dev/outbox, /dev/oauth/...) are plain pages of their own.
  // One clock and one code delivery for every code: sign-up and login, and the profile's contact codes.
  const clock = auth.clock ?? systemClock;
  const notifier = auth.notifier ?? notifierDefault(db, config, clock);
  app.route('/', authApi(db, config, { ...auth, clock, notifier }, self));
  // Account pages: address book, administrative units, profile edit (with its contact codes), settings, deletion, walls.
  app.route('/', accountApi({ db, clock, pepper: config.auth.pepper, notifier }, config.auth.devTools));
  // Checkout, orders, refunds, the gateways' callbacks; outside production the sandbox gateway's page (/sandbox/pay/...), before the app's pages.
  app.route('/', commerceRoutes(db, config, self));
  // The seller's products and the admin's product queue (issue 12); bulk edit and downloads first ('bulk' is no product id).
  app.route('/', productSheetRoutes(db, clock));
  app.route('/', sellerProductRoutes(db, clock));
  app.route('/', adminProductRoutes(db, clock));
  // After the purchase: reviews and the image upload (also serves /media/uploads).
  app.route('/', reviewRoutes(db));
  app.route('/', postRoutes(db, () => clock.now(), config.auth.trustedProxies));
  app.route('/', commentRoutes(db, () => clock.now(), config.auth.trustedProxies));
  app.route('/', mentionRoutes(db));
  app.route('/', uploadRoutes(db, uploadDir));
  app.route('/', videoUploadRoutes(db, uploadDir, () => clock.now(), (c) => clientAddress(c, config.auth.trustedProxies)));
  // Vouchers wallet, promotions, banners (and their covers under /media), collections, favourites, analytics.
  app.route('/', promosRoutes(db, config, () => clock.now()));
  // Shared links' JPEG renditions of the pictures below (issue 17), read through the app itself.
  app.route('/', shareImageRoutes(self));
  app.route('/', mediaRoutes(db));
  // The seller's shop categories, banners and size charts.
  app.route('/', sellerShopRoutes(db, () => clock.now()));
  app.route('/', sellerSettingsRoutes(db, () => clock.now()));
  app.route('/', sellerDashboardRoutes(db, () => clock.now()));
  // Seller income (issue 28): balance, lines, payouts, statement; the admin's payouts and platform figures.
  app.route('/', sellerIncomeRoutes(db, () => clock.now()));
  // Chat: the buyer's rooms (commerce and community paths) and the seller's (tro-chuyen); the socket sends.
  app.route('/', chatRoutes(db));
  app.route('/', sellerChatRoutes(db));
  app.route('/', adminChatRoutes(db));
  if (config.auth.devTools) app.route('/', sellerShopDevRoutes(db));
  // The seller's vouchers and promotion programs, in the tables checkout applies.
  app.route('/', sellerMarketingRoutes(db, () => clock.now()));
  app.route('/', videoRoutes());
  // The community API's push token calls (and, outside production, the stand-in document store).
  app.route('/', pushRoutes(db, config.auth.devTools, config.runtime.firebase));
  app.route('/', sellerRegistrationApi(db));
  // Social organisations' feedback (issue 14) and the admin's status.
  app.route('/', socialFeedbackRoutes(db, config));
  app.route('/', seoRoutes(db, config));
  // The annual awards event: the edition for anyone, check-in and votes for an account.
  app.route('/', awardsRoutes(db, () => clock.now()));
  // The group-buy (mua chung): rooms for buyers, the set-up for sellers; shares are paid through checkout.
  app.route('/', groupBuyRoutes(db, () => clock.now()));
  app.route('/', sellerGroupBuyRoutes(db, () => clock.now()));
  // The caller's notifications (order steps, refunds, group-buy rooms), commerce and community paths.
  app.route('/', notificationRoutes(db));
  // The API's OpenAPI description (issue 29), from the routes as mounted, and outside production its reference page.
  contractAnswersCheck(config.auth.devTools);
  const describe = () => openApiDocument(registeredRoutes(app), ROUTE_POLICIES, API_ENDPOINTS, { version: API_VERSION, serverUrl: '/' });
  app.route('/', openApiRoutes(describe, config.auth.devTools));
  if (config.serveStatic) app.use('*', staticFiles(config.appDist));
  app.route('/', pageRoutes(db, config, pages ?? distPageSource(config.appDist), pageRenderer, async (path, init) => app.request(path, init)));
  // Refuses to start with a route no table gives a policy.
  rules.build(app, ROUTE_POLICIES);

  app.notFound((c) =>
    c.req.path.startsWith('/api/') ? errorJson(c, 404, ERROR_CODES.routeNotFound, 'No such route.') : c.text('Not found', 404),
  );
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      // A refusal caused by a failure underneath (the database): the log gets it, the client the code.
      if (error.cause !== undefined) log(`${c.req.method} ${c.req.path} answered ${error.code}`, error.cause);
      return errorJson(c, error.status, error.code, error.message);
    }
    if (databaseValueRefused(error)) {
      // A value no check bounded reached a column too small for it: the caller's to fix (400),
      // the route's bound is missing (logged).
      log(`${c.req.method} ${c.req.path} sent a value the database cannot keep`, error);
      return errorJson(c, 400, ERROR_CODES.requestValueUnsupported, 'A value is out of the range the server keeps.');
    }
    log(`${c.req.method} ${c.req.path} failed`, error);
    return errorJson(c, 500, ERROR_CODES.internal, 'Something went wrong on our side.');
  });
  return app;
}
