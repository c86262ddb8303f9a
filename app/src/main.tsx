import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SITE_NAME, localeOfAddress } from '@modavi/core';
import '@modavi/ui/theme';

import { runtimeConfigRead } from './config/runtime-config';
import { compose } from './composition/composition-root';
import { modalFlagTracker } from './composition/modal-flag';
import { htmlLang, i18nCreate } from './i18n/i18n';
import { routerCreate } from './router';
import { AppTree } from './app-tree';
import { pageStateRead, pageStateRestore } from './ssr/page-state';
import { hydrationPreloadsRun } from './ssr/hydration-preload';
import { trackingPageListen } from './features/tracking/tracking-buffer';
import { nextTask } from './clock/next-task';

// Start-up runs as several tasks (nextTask), none long enough to block a tap on a slow phone:
// the first ends with the modules' evaluation.
await nextTask();
const services = compose(runtimeConfigRead(document));
// A page the server rendered (issue 17) says in which language, and which queries it read. It
// is adopted when it is in the visitor's language or the one its address names; otherwise (a
// choice made before the server could read it) the browser draws the page again in the visitor's
// and keeps the choice where the server reads it.
const pageState = pageStateRead(document);
const stored = services.context.locale();
const hydrating = pageState !== null && (pageState.locale === stored || localeOfAddress(location.search) !== null);
const locale = hydrating ? pageState.locale : stored;
if (pageState && !hydrating) services.context.localeSet(stored);
await nextTask();
const i18n = await i18nCreate(locale);
await nextTask();
document.documentElement.lang = htmlLang(locale);
const router = routerCreate(services, i18n);
// Every Dialog and Sheet sets the spec's modal flag while open (ui reports, the app decides).
const modalOpened = modalFlagTracker(services.session, window);
// Tracking sessions: activity and visibility from the page, a page view per navigation.
trackingPageListen(services.tracking, window, Date.now);
// The server names a page in its title (a product, a shop, an article); a page the app draws
// next starts from the site's name, and a page named after its data names itself.
router.subscribe('onBeforeNavigate', (event) => {
  if (event.pathChanged && event.fromLocation) document.title = SITE_NAME;
});
router.subscribe('onResolved', (event) => {
  services.tracking.note({ kind: 'event', type: 'page_view', objectId: event.toLocation.pathname, metadata: null, at: Date.now() });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const tree = (
  <AppTree
    i18n={i18n}
    queryClient={services.queryClient}
    router={router}
    onModalOpen={modalOpened}
    renderedAt={pageState && hydrating && Number.isFinite(pageState.renderedAt) ? pageState.renderedAt : null}
  />
);
/**
 * The same data and the same loaded routes as the server's render, then React adopts its HTML.
 * Not awaited at the top of this module: a route's chunk imports this entry, and its import would
 * wait for this module's evaluation to end, which would wait for the route.
 */
async function pageHydrate(state: NonNullable<typeof pageState>, container: HTMLElement) {
  pageStateRestore(services.queryClient, state);
  await nextTask();
  await router.load();
  await nextTask();
  await hydrationPreloadsRun(router, { i18n });
  await nextTask();
  // Marks the router as hydrating a server's page (what TanStack's own `hydrate` sets): it then
  // draws the root without the Suspense boundary a browser-only router adds, as the server did.
  router.ssr = { manifest: undefined };
  // As a transition, React adopts the HTML in slices of a few milliseconds and lets the browser
  // answer in between, instead of one long task (issue 17: total blocking time on a slow phone).
  startTransition(() => {
    hydrateRoot(container, tree);
  });
}

if (pageState && hydrating) void pageHydrate(pageState, root);
else createRoot(root).render(tree);
