import type { PushMessaging, PushTokenResult } from '@modavi/core';

export interface FirebasePushConfig {
  readonly apiKey: string;
  readonly projectId: string;
  readonly messagingSenderId: string;
  readonly appId: string;
  /** The public VAPID key; spec: push is skipped when it is missing. */
  readonly vapidKey: string | null;
  readonly serviceWorkerPath: string;
}

/** Spec: the service worker is registered from /firebase-messaging-sw.js. */
export const FIREBASE_SERVICE_WORKER_PATH = '/firebase-messaging-sw.js';

/**
 * PushMessaging over Firebase Cloud Messaging. Firebase is imported on first use only: it
 * adds about 140 KB gzip and most visits never register for push.
 */
export function firebasePushMessaging(config: FirebasePushConfig): PushMessaging {
  return {
    async token(): Promise<PushTokenResult> {
      if (!config.vapidKey) return { ok: false, reason: 'KEY_MISSING' };
      if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
        return { ok: false, reason: 'SERVICE_WORKER_UNSUPPORTED' };
      }
      try {
        const [{ initializeApp }, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
        if (!(await messaging.isSupported())) return { ok: false, reason: 'NOT_SUPPORTED' };
        const app = initializeApp(config);
        const registration = await navigator.serviceWorker.register(config.serviceWorkerPath);
        const token = await messaging.getToken(messaging.getMessaging(app), {
          vapidKey: config.vapidKey,
          serviceWorkerRegistration: registration,
        });
        return token ? { ok: true, token } : { ok: false, reason: 'PERMISSION_DENIED' };
      } catch {
        return { ok: false, reason: 'FAILED' };
      }
    },
  };
}
