import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loginRequiredRedirect } from '../features/auth/login-required';

/**
 * /trang-ca-nhan and its children (account settings, orders): a logged-in buyer's pages. A
 * visitor gets the login prompt with its reason on the home page, and lands here after login.
 */
export const Route = createFileRoute('/trang-ca-nhan')({
  beforeLoad: ({ context, location, preload }) => {
    if (!context.services.tokens.isLoggedIn()) loginRequiredRedirect(location, preload);
  },
  component: Outlet,
});
