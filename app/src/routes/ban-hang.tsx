import { createFileRoute } from '@tanstack/react-router';
import { SellerLayout } from '../features/seller-shell/SellerLayout';
import { sellerAreaGuard } from '../features/seller-shell/seller-area-guard';

/** /ban-hang and every seller page: the seller area's frame, behind its guard. */
export const Route = createFileRoute('/ban-hang')({
  beforeLoad: async ({ context }) => ({ sellerAccount: await sellerAreaGuard(context) }),
  component: SellerLayout,
});
