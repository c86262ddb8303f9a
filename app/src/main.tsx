import { createRoot, hydrateRoot } from 'react-dom/client';
import { SITE_NAME } from '@modavi/core';
import '@modavi/ui/theme';

import { runtimeConfigRead } from './config/runtime-config';
import { compose } from './composition/composition-root';
import { modalFlagTracker } from './composition/modal-flag';
import { htmlLang, i18nCreate } from './i18n/i18n';
import { routerCreate } from './router';
import { AppTree } from './app-tree';
import { pageStateRead, pageStateRestore } from './ssr/page-state';
import { trackingPageListen } from './features/tracking/tracking-buffer';

const services = compose(runtimeConfigRead(document));
// A page the server rendered (issue 17) says in which language, and which queries it read.
const pageState = pageStateRead(document);
const locale = pageState?.locale ?? services.context.locale();
const i18n = await i18nCreate(locale);
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

const tree = <AppTree i18n={i18n} queryClient={services.queryClient} router={router} onModalOpen={modalOpened} />;
if (pageState) {
  // The same data and the same loaded routes as the server's render, then React adopts its HTML.
  pageStateRestore(services.queryClient, pageState);
  await router.load();
  // Marks the router as hydrating a server's page (what TanStack's own `hydrate` sets): it then
  // draws the root without the Suspense boundary a browser-only router adds, as the server did.
  router.ssr = { manifest: undefined };
  hydrateRoot(root, tree);
} else {
  createRoot(root).render(tree);
}
