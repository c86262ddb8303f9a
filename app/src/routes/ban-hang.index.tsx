import { createFileRoute, redirect } from '@tanstack/react-router';
import { SELLER_AREA_START } from '../features/seller-shell/seller-nav';

/** /ban-hang itself: the seller's start page (the product list until the dashboard exists). */
export const Route = createFileRoute('/ban-hang/')({
  beforeLoad: () => {
    throw redirect({ href: SELLER_AREA_START });
  },
});
