import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { SellerChatPage } from '../features/seller-chat/SellerChatPage';

// No validateSearch: the route tree is part of every first visit; the page reads `?id=` itself.
export const Route = createFileRoute('/ban-hang/tro-chuyen')({
  loader: ({ context }) => localeBundleReady(context.i18n, 'chat'),
  component: function SellerChatRouteView() {
    return <SellerChatPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
  },
});
