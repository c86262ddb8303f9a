import { QueryClient } from '@tanstack/react-query';
import {
  cookieTokenStore,
  createHttpClient,
  cryptoJsTokenCipher,
  documentCookieJar,
  httpCartGateway,
  httpCatalogueGateway,
  httpGuestToken,
  localStorageKeyValueStore,
  sessionStorageKeyValueStore,
  type TokenStore,
} from '@modavi/adapters';
import type { CartGateway, CatalogueGateway, ChatChannel, Logger, PushMessaging } from '@modavi/core';
import type { RuntimeConfig } from '../config/runtime-config';
import { browserRequestContext, type BrowserContext } from './request-context';
import type { AnalyticsEventInput, AnalyticsSink } from '@modavi/core';
import { analyticsLazy } from '../features/analytics/analytics-lazy';
import type { PromosGateways } from '../features/promotions/promos-gateways';
import type { PromosHomeGateway } from '../features/promotions/promos-home-gateway';

/** Everything the routes need, built once per page load. */
export interface AppServices {
  readonly config: RuntimeConfig;
  readonly context: BrowserContext;
  readonly tokens: TokenStore;
  readonly catalogue: CatalogueGateway;
  readonly cart: CartGateway;
  /** Makes sure the visitor has a no-login token (spec: guest checkout needs one). */
  readonly guestEnsure: () => Promise<boolean>;
  readonly queryClient: QueryClient;
  /** Opens the live chat; socket.io loads only then (first-visit budget). */
  readonly chatOpen: () => Promise<ChatChannel | null>;
  /** Web push; Firebase loads only when registration starts. */
  readonly pushMessaging: () => Promise<PushMessaging>;
  /** Vouchers, promotions, banners, collections, favourites: their gateways load with the first page that needs them. */
  readonly promos: () => Promise<PromosGateways>;
  /** The home page's banners and promotions only (a smaller chunk for the first visit). */
  readonly promosHome: () => Promise<PromosHomeGateway>;
  /** Analytics (spec section 7): queues and returns at once; builders in features/analytics/analytics-events.ts. */
  readonly analyticsTrack: (event: AnalyticsEventInput) => void;
  readonly analytics: AnalyticsSink;
}

const consoleLogger: Logger = {
  info: (message, detail) => console.info(message, detail ?? ''),
  warn: (message, detail) => console.warn(message, detail ?? ''),
  error: (message, detail) => console.error(message, detail ?? ''),
};

export function compose(config: RuntimeConfig): AppServices {
  const tokens = cookieTokenStore(documentCookieJar(document), cryptoJsTokenCipher(config.tokenSecret), consoleLogger);
  const context = browserRequestContext(tokens, localStorageKeyValueStore(), sessionStorageKeyValueStore());
  const commerce = createHttpClient({ baseUrl: config.commerceApi, context });
  let pendingGuest: Promise<boolean> | null = null;
  const guestEnsure = () => {
    if (tokens.current()) return Promise.resolve(true);
    pendingGuest ??= httpGuestToken(commerce).then((result) => result.ok && tokens.guestSave(result.value.token));
    return pendingGuest;
  };
  let promos: Promise<PromosGateways> | null = null;
  let promosHome: Promise<PromosHomeGateway> | null = null;
  const analytics = analyticsLazy(() =>
    import('../features/analytics/analytics-sink-create').then((module) => module.analyticsSinkCreate(commerce, consoleLogger)),
  );
  return {
    config,
    context,
    tokens,
    catalogue: httpCatalogueGateway(commerce),
    cart: httpCartGateway(commerce),
    guestEnsure,
    queryClient: new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
    async chatOpen() {
      const token = tokens.current();
      if (!token) return null;
      const { socketIoChatChannel } = await import('@modavi/adapters/socket');
      return socketIoChatChannel({ url: config.chatSocket, token });
    },
    promos: () => (promos ??= import('../features/promotions/promos-gateways').then((module) => module.promosGatewaysCreate(commerce))),
    promosHome: () => (promosHome ??= import('../features/promotions/promos-home-gateway').then((module) => module.promosHomeGatewayCreate(commerce))),
    analyticsTrack: (event) => analytics.track(event),
    analytics,
    async pushMessaging() {
      const { firebasePushMessaging, FIREBASE_SERVICE_WORKER_PATH } = await import('@modavi/adapters/firebase');
      return firebasePushMessaging({ ...config.firebase, serviceWorkerPath: FIREBASE_SERVICE_WORKER_PATH });
    },
  };
}
