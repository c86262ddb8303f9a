import {
  createHttpClient,
  httpDocumentPushTokenStore,
  httpPushTokenRegistry,
  standInPushMessaging,
  type HttpClient,
} from '@modavi/adapters';
import {
  pushTokenCollection,
  type PushMessaging,
  type PushTokenRegistry,
  type PushTokenStore,
  type PushTokenTable,
  type RequestContext,
} from '@modavi/core';
import type { RuntimeConfig } from '../config/runtime-config';

/**
 * The push token document store's collections (spec section 3: they differ between staging and
 * production, chosen by the API base address). The spec names neither the collections nor the
 * production address: these are ours, and every other address writes to staging.
 */
export const PUSH_TOKEN_TABLE: PushTokenTable = {
  production: 'web_push_tokens',
  staging: 'web_push_tokens_staging',
  productionApiBaseUrl: 'https://api.modavi.vn',
};

export interface PushGateways {
  readonly messaging: PushMessaging;
  readonly registry: PushTokenRegistry;
  /** Null when neither Firebase nor the reference server's stand-in is available. */
  readonly store: PushTokenStore | null;
  /** The VAPID key the support check reads: the stand-in has none and needs none. */
  readonly vapidKey: string | null;
}

const firebaseConfigured = (config: RuntimeConfig) => config.firebase.projectId !== '' && config.firebase.appId !== '';

/**
 * Push for this page: Firebase messaging and Firestore when the server injected a Firebase
 * config; outside production without one, the reference server's stand-ins; otherwise push
 * registration is skipped (no key) and there is no store. Loaded with the auth chunk only.
 */
export async function pushGatewaysCreate(config: RuntimeConfig, context: RequestContext, commerce: HttpClient): Promise<PushGateways> {
  const registry = httpPushTokenRegistry(createHttpClient({ baseUrl: config.communityApi, context }));
  const collection = pushTokenCollection(config.commerceApi || window.location.origin, PUSH_TOKEN_TABLE);
  if (firebaseConfigured(config)) {
    const { firebasePushMessaging, firestorePushTokenStore, FIREBASE_SERVICE_WORKER_PATH } = await import('@modavi/adapters/firebase');
    return {
      messaging: firebasePushMessaging({ ...config.firebase, serviceWorkerPath: FIREBASE_SERVICE_WORKER_PATH }),
      registry,
      store: firestorePushTokenStore({ firebase: config.firebase, collection }),
      vapidKey: config.firebase.vapidKey,
    };
  }
  if (config.devStandIns) {
    return {
      messaging: standInPushMessaging(() => context.deviceId()),
      registry,
      store: httpDocumentPushTokenStore(commerce, collection),
      vapidKey: 'stand-in',
    };
  }
  return { messaging: { token: async () => ({ ok: false, reason: 'KEY_MISSING' }) }, registry, store: null, vapidKey: null };
}
