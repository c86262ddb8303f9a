import { QueryClient } from '@tanstack/react-query';
import {
  cookieTokenStore,
  createHttpClient,
  cryptoJsTokenCipher,
  documentCookieJar,
  httpCartGateway,
  httpCatalogueGateway,
  httpDiscoveryGateway,
  httpGuestToken,
  httpShopFollowGateway,
  localStorageKeyValueStore,
  sessionStorageKeyValueStore,
  type TokenStore,
} from '@modavi/adapters';
import type {
  CartGateway,
  CatalogueGateway,
  ChatChannel,
  DiscoveryGateway,
  KeyValueStore,
  Logger,
  PushMessaging,
  ShopFollowGateway,
} from '@modavi/core';
import type { RuntimeConfig } from '../config/runtime-config';
import { browserRequestContext, type BrowserContext } from './request-context';

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
  // Discovery: search, seller pages, top sellers, following shops; the device's own entries
  // (recent searches, the profile saved at login, a visitor's measurements).
  readonly discovery: DiscoveryGateway;
  readonly shopFollow: ShopFollowGateway;
  readonly localStore: KeyValueStore;
}

const consoleLogger: Logger = {
  info: (message, detail) => console.info(message, detail ?? ''),
  warn: (message, detail) => console.warn(message, detail ?? ''),
  error: (message, detail) => console.error(message, detail ?? ''),
};

export function compose(config: RuntimeConfig): AppServices {
  const tokens = cookieTokenStore(documentCookieJar(document), cryptoJsTokenCipher(config.tokenSecret), consoleLogger);
  const localStore = localStorageKeyValueStore();
  const context = browserRequestContext(tokens, localStore, sessionStorageKeyValueStore());
  const commerce = createHttpClient({ baseUrl: config.commerceApi, context });
  let pendingGuest: Promise<boolean> | null = null;
  const guestEnsure = () => {
    if (tokens.current()) return Promise.resolve(true);
    pendingGuest ??= httpGuestToken(commerce).then((result) => result.ok && tokens.guestSave(result.value.token));
    return pendingGuest;
  };
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
    async pushMessaging() {
      const { firebasePushMessaging, FIREBASE_SERVICE_WORKER_PATH } = await import('@modavi/adapters/firebase');
      return firebasePushMessaging({ ...config.firebase, serviceWorkerPath: FIREBASE_SERVICE_WORKER_PATH });
    },
    discovery: httpDiscoveryGateway(commerce),
    shopFollow: httpShopFollowGateway(commerce),
    localStore,
  };
}
