import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { SITE_NAME } from '@modavi/core';
import { ModalPresenceProvider } from '@modavi/ui';
import '@modavi/ui/theme';

import { runtimeConfigRead } from './config/runtime-config';
import { compose } from './composition/composition-root';
import { modalFlagTracker } from './composition/modal-flag';
import { htmlLang, i18nCreate } from './i18n/i18n';
import { routerCreate } from './router';
import { trackingPageListen } from './features/tracking/tracking-buffer';

const services = compose(runtimeConfigRead(document));
const locale = services.context.locale();
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

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={services.queryClient}>
        <ModalPresenceProvider onModalOpen={modalOpened}>
          <RouterProvider router={router} />
        </ModalPresenceProvider>
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
);
