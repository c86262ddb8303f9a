import { QueryClient } from '@tanstack/react-query';
import {
  cookieTokenStore,
  createHttpClient,
  aesPassphraseTokenCipher,
  documentCookieJar,
  httpCartGateway,
  httpCatalogueGateway,
  httpDiscoveryGateway,
  httpGuestToken,
  httpIpCountry,
  httpShopFollowGateway,
  localStorageKeyValueStore,
  sessionStorageKeyValueStore,
  type FetchLike,
  type TokenStore,
} from '@modavi/adapters';
import { tokenRefusalAction } from '@modavi/core';
import type {
  AnalyticsEventInput,
  ContentGateway,
  SocialFeedbackGateway,
  CommunityGateway,
  AwardsGateway,
  GroupBuyGateway,
  AnalyticsSink,
  CartGateway,
  CatalogueGateway,
  ChatChannel,
  ChatGateway,
  DiscoveryGateway,
  GatewayError,
  KeyValueStore,
  Logger,
  MediaGateway,
  OrderGateway,
  RegionCountry,
  Result,
  ReviewGateway,
  ShopFollowGateway,
} from '@modavi/core';
import type { RuntimeConfig } from '../config/runtime-config';
import { browserRequestContext, type BrowserContext } from './request-context';
import { deferredAuthGateway, type DeferredAuthGateway } from '../features/auth/auth-gateway-deferred';
import type { AccountGateways } from './account-gateways';
import { lazyGateway } from './lazy-gateway';
import type { AfterPurchaseGateways } from './after-purchase-gateways';
import { analyticsLazy } from '../features/analytics/analytics-lazy';
import { trackingBuffer, type TrackingBuffer } from '../features/tracking/tracking-buffer';
import type { PromosGateways } from '../features/promotions/promos-gateways';
import type { PromosHomeGateway } from '../features/promotions/promos-home-gateway';
import type { PushGateways } from './push-gateways';
import type { SellerGateways } from './seller-gateways';

/** Everything the routes need, built once per page load. */
export interface AppServices {
  readonly config: RuntimeConfig;
  readonly context: BrowserContext;
  readonly tokens: TokenStore;
  readonly catalogue: CatalogueGateway;
  readonly cart: CartGateway;
  /** After the purchase: the buyer's orders and returns, reviews, image uploads. */
  readonly orders: OrderGateway;
  readonly reviews: ReviewGateway;
  readonly media: MediaGateway;
  /** Makes sure the visitor has a no-login token (spec: guest checkout needs one). */
  readonly guestEnsure: () => Promise<boolean>;
  readonly queryClient: QueryClient;
  /** Opens the live chat; socket.io loads only then (first-visit budget). */
  readonly chatOpen: () => Promise<ChatChannel | null>;
  /** The buyer's chat rooms and read state: the gateway loads with the chat box. */
  readonly chat: () => Promise<ChatGateway>;
  /** Web push: messaging, the server's token calls and the document store; loads only when registration starts. */
  readonly push: () => Promise<PushGateways>;
  /** Accounts: codes, passwords, social logins, logout, the profile (loaded on first use). */
  readonly auth: DeferredAuthGateway;
  /** Local storage (shared by the tabs) and session storage (this tab), for the spec's keys. */
  readonly local: KeyValueStore;
  readonly session: KeyValueStore;
  readonly logger: Logger;
  /**
   * Subscribes to the account token being refused by an API call (expired or revoked while the
   * page was open); the auth runtime logs the tab out locally. Returns the unsubscribe.
   */
  readonly sessionEndedListen: (listener: () => void) => () => void;
  /** The visitor's country (spec: read at start for the region notice). */
  readonly ipCountry: () => Promise<Result<RegionCountry | null, GatewayError>>;
  /** Profile, address book, settings, walls: their gateways load with the first page that needs them. */
  readonly accountGateways: () => Promise<AccountGateways>;
  /** Discovery: search, seller pages, top sellers, following shops. */
  readonly discovery: DiscoveryGateway;
  readonly shopFollow: ShopFollowGateway;
  /** Vouchers, promotions, banners, collections, favourites: their gateways load with the first page that needs them. */
  readonly promos: () => Promise<PromosGateways>;
  /** The home page's banners and promotions only (a smaller chunk for the first visit). */
  readonly promosHome: () => Promise<PromosHomeGateway>;
  /** Analytics (spec section 7): queues and returns at once; builders in features/analytics/analytics-events.ts. */
  readonly analyticsTrack: (event: AnalyticsEventInput) => void;
  readonly analytics: AnalyticsSink;
  /** Tracking sessions (spec section 4): notes wait here until the runtime loads on the first interaction. */
  readonly tracking: TrackingBuffer;
  /** The seller area and the admin console: their gateways load with the first of their pages. */
  readonly seller: () => Promise<SellerGateways>;
  /** The help centre's guides and policies: the gateway loads with the first help page. */
  readonly content: () => Promise<ContentGateway>;
  /** Social organisations' feedback and the admin's desk: the gateway loads with those pages. */
  readonly socialFeedback: () => Promise<SocialFeedbackGateway>;
  /** The community feed (posts, likes, bookmarks, comments): the gateway loads with the feed, a post or a wall. */
  readonly community: () => Promise<CommunityGateway>;
  /** The awards event: the gateway loads with /awards. */
  readonly awards: () => Promise<AwardsGateway>;
  /** The group-buy (product page block, room page, seller set-up): the gateway loads with the first of them. */
  readonly groupBuy: () => Promise<GroupBuyGateway>;
}

export const consoleLogger: Logger = {
  info: (message, detail) => console.info(message, detail ?? ''),
  warn: (message, detail) => console.warn(message, detail ?? ''),
  error: (message, detail) => console.error(message, detail ?? ''),
};

/**
 * Where the services read cookies, storage and the request's context, and how they call the API:
 * the browser's own in a tab; the page request's on the server (`app/src/ssr/server-platform.ts`),
 * so nothing reads `document` or storage while the server renders.
 */
export interface ComposePlatform {
  readonly tokens: TokenStore;
  readonly local: KeyValueStore;
  readonly session: KeyValueStore;
  readonly context: BrowserContext;
  readonly fetch: FetchLike;
}

function browserPlatform(config: RuntimeConfig): ComposePlatform {
  const tokens = cookieTokenStore(documentCookieJar(document), aesPassphraseTokenCipher(config.tokenSecret), consoleLogger);
  const local = localStorageKeyValueStore();
  const session = sessionStorageKeyValueStore();
  return { tokens, local, session, context: browserRequestContext(tokens, local, session), fetch: (input, init) => globalThis.fetch(input, init) };
}

export function compose(config: RuntimeConfig, platform: ComposePlatform = browserPlatform(config)): AppServices {
  const { tokens, local, session, context } = platform;
  const sessionEnded = new Set<() => void>();
  // Every commerce call: a dead token (core's tokenRefusalAction) ends the account session in
  // the auth runtime, or is replaced when it was the no-login one.
  const watchedFetch: FetchLike = async (input, init) => {
    const holder = tokens.isLoggedIn() ? 'account' : tokens.current() ? 'guest' : 'none';
    const response = await platform.fetch(input, init);
    if (response.status !== 401) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    const code = typeof body === 'object' && body !== null ? (body as { error_code?: unknown }).error_code : null;
    const action = tokenRefusalAction({ status: response.status, errorCode: typeof code === 'string' ? code : null }, holder);
    if (action === 'accountSessionEnded') {
      if (sessionEnded.size > 0) sessionEnded.forEach((listener) => listener());
      else tokens.loginClear();
    } else if (action === 'guestReplace') {
      tokens.guestClear();
      void guestEnsure();
    }
    return response;
  };
  const commerce = createHttpClient({ baseUrl: config.commerceApi, context, fetch: watchedFetch });
  let afterPurchase: Promise<AfterPurchaseGateways> | null = null;
  const afterPurchaseLoad = () =>
    (afterPurchase ??= import('./after-purchase-gateways').then((module) => module.afterPurchaseGateways(commerce)));
  let pendingGuest: Promise<boolean> | null = null;
  const guestEnsure = () => {
    if (tokens.current()) return Promise.resolve(true);
    // Forgotten once settled: after a logout the tab needs a new no-login token.
    pendingGuest ??= httpGuestToken(commerce)
      .then((result) => result.ok && tokens.guestSave(result.value.token))
      .finally(() => {
        pendingGuest = null;
      });
    return pendingGuest;
  };
  let accountGateways: Promise<AccountGateways> | null = null;
  let promos: Promise<PromosGateways> | null = null;
  let promosHome: Promise<PromosHomeGateway> | null = null;
  let push: Promise<PushGateways> | null = null;
  let seller: Promise<SellerGateways> | null = null;
  let content: Promise<ContentGateway> | null = null;
  let socialFeedback: Promise<SocialFeedbackGateway> | null = null;
  let chat: Promise<ChatGateway> | null = null;
  let community: Promise<CommunityGateway> | null = null;
  let awards: Promise<AwardsGateway> | null = null;
  let groupBuy: Promise<GroupBuyGateway> | null = null;
  const analytics = analyticsLazy(() =>
    import('../features/analytics/analytics-sink-create').then((module) => module.analyticsSinkCreate(commerce, consoleLogger)),
  );
  const tracking = trackingBuffer(() =>
    import('../features/tracking/tracking-start').then((module) => module.trackingStart(commerce, local, context)),
  );
  return {
    config,
    context,
    tokens,
    catalogue: httpCatalogueGateway(commerce),
    cart: httpCartGateway(commerce),
    orders: lazyGateway(() => afterPurchaseLoad().then((gateways) => gateways.orders)),
    reviews: lazyGateway(() => afterPurchaseLoad().then((gateways) => gateways.reviews)),
    media: lazyGateway(() => afterPurchaseLoad().then((gateways) => gateways.media)),
    guestEnsure,
    queryClient: new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
    async chatOpen() {
      const token = tokens.current();
      if (!token) return null;
      // The chat box and the live notifications share one socket (socket.io loads with the first).
      const { chatChannelShared } = await import('./shared-chat-channel');
      return chatChannelShared(config.chatSocket, token);
    },
    auth: deferredAuthGateway(() =>
      import('../features/auth/auth-gateway-http').then(({ authGatewayCreate }) => authGatewayCreate(commerce, config.commerceApi)),
    ),
    local,
    session,
    logger: consoleLogger,
    sessionEndedListen(listener) {
      sessionEnded.add(listener);
      return () => sessionEnded.delete(listener);
    },
    ipCountry: () => httpIpCountry(commerce),
    promos: () => (promos ??= import('../features/promotions/promos-gateways').then((module) => module.promosGatewaysCreate(commerce))),
    promosHome: () =>
      (promosHome ??= import('../features/promotions/promos-home-gateway').then((module) => module.promosHomeGatewayCreate(commerce))),
    analyticsTrack: (event) => {
      analytics.track(event);
      // The same event opens or extends the tracking session, and loads its runtime.
      tracking.note({ kind: 'event', type: event.name, objectId: event.object_id, metadata: { value: event.value, quantity: event.quantity }, at: Date.now() });
      tracking.wake();
    },
    tracking,
    analytics,
    push: () => (push ??= import('./push-gateways').then((module) => module.pushGatewaysCreate(config, context, commerce))),
    accountGateways() {
      accountGateways ??= import('./account-gateways').then(({ accountGatewaysCreate }) =>
        accountGatewaysCreate(commerce, config.commerceApi),
      );
      return accountGateways;
    },
    discovery: httpDiscoveryGateway(commerce),
    shopFollow: httpShopFollowGateway(commerce),
    seller: () => (seller ??= import('./seller-gateways').then((module) => module.sellerGatewaysCreate(commerce))),
    content: () => (content ??= import('./content-gateways').then((module) => module.contentGatewayCreate(commerce))),
    socialFeedback: () =>
      (socialFeedback ??= import('./content-gateways').then((module) => module.socialFeedbackGatewayCreate(commerce))),
    chat: () => (chat ??= import('./chat-gateways').then((module) => module.chatGatewayCreate(commerce, config.communityApi, context))),
    // Spec 7: the feed lives on the community API's base address (the same origin unless configured).
    community: () =>
      (community ??= import('./community-gateways').then((module) =>
        module.communityGatewayCreate(createHttpClient({ baseUrl: config.communityApi, context, fetch: watchedFetch })),
      )),
    awards: () => (awards ??= import('./content-gateways').then((module) => module.awardsGatewayCreate(commerce))),
    groupBuy: () => (groupBuy ??= import('./content-gateways').then((module) => module.groupBuyGatewayCreate(commerce))),
  };
}
