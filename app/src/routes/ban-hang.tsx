import { createFileRoute } from '@tanstack/react-router';
import { SellerLayout } from '../features/seller-shell/SellerLayout';

/** /ban-hang and every seller page: the seller area's frame, behind its guard. */
export const Route = createFileRoute('/ban-hang')({
  // The guard (its query, words and rules) loads with the area, not with every page's route tree.
  beforeLoad: async ({ context, location, preload }) => ({
    sellerAccount: await (await import('../features/seller-shell/seller-area-guard')).sellerAreaGuard(context, location, preload),
  }),
  component: SellerLayout,
});
