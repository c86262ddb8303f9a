import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * /ban-hang itself: the seller's start page is the dashboard (tong-quan). A redirect rather than
 * the page here, so the dashboard has one address the navigation can mark as current.
 */
export const Route = createFileRoute('/ban-hang/')({
  beforeLoad: () => {
    throw redirect({ to: '/ban-hang/tong-quan' });
  },
});
