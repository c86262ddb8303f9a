import { createFileRoute, redirect } from '@tanstack/react-router';

/** /ban-hang itself: the seller's start page (the product list until the dashboard exists). */
export const Route = createFileRoute('/ban-hang/')({
  beforeLoad: () => {
    throw redirect({ to: '/ban-hang/quan-ly-san-pham' });
  },
});
