import type { FirebaseWebConfig } from '../config.js';

/** Spec section 4: the page registers its push service worker from this address. */
export const SERVICE_WORKER_PATH = '/firebase-messaging-sw.js';

/**
 * The push service worker (issue 27), served with the deployment's public Firebase settings (no
 * secret: the web config is public by design). It reads FCM's web push payload itself
 * (`notification` and `data`, as FCM HTTP v1 delivers them) instead of importing Firebase's
 * SDK from Google's CDN: the worker then has no outside dependency, and works the same against
 * the local stand-in. A tap opens the push's `data.link`, only ever a page of this site, in a
 * window already open on the site when there is one.
 */
export function serviceWorkerScript(firebase: FirebaseWebConfig): string {
  const publicConfig = { apiKey: firebase.apiKey, projectId: firebase.projectId, messagingSenderId: firebase.messagingSenderId, appId: firebase.appId };
  return `/* Modavi push service worker (issue 27) */
self.MODAVI_FIREBASE_CONFIG = ${JSON.stringify(publicConfig)};
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('push', (event) => {
  let payload = {};
  try { payload = event.data ? event.data.json() : {}; } catch (error) { payload = {}; }
  const shown = payload.notification || {};
  const data = payload.data || {};
  const title = shown.title || data.title;
  if (!title) return;
  event.waitUntil(self.registration.showNotification(title, {
    body: shown.body || data.body || '',
    icon: shown.image || '/favicon.svg',
    tag: data.notification_id || undefined,
    data: { link: data.link || '/' },
  }));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.link) || '/', self.location.origin);
  const href = target.origin === self.location.origin ? target.href : new URL('/', self.location.origin).href;
  event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
    const open = windows.find((client) => client.url.startsWith(self.location.origin));
    if (open && 'navigate' in open) return open.navigate(href).then((client) => (client || open).focus());
    return self.clients.openWindow(href);
  }));
});
`;
}
