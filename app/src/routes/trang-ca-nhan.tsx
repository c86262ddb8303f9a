import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { loginPromptOpen } from '../features/auth/login-prompt';

/**
 * /trang-ca-nhan and its children (account settings, orders): a logged-in buyer's pages. A
 * visitor gets the login prompt (the auth feature answers it) on the home page.
 */
export const Route = createFileRoute('/trang-ca-nhan')({
  beforeLoad: ({ context }) => {
    if (!context.services.tokens.isLoggedIn()) {
      loginPromptOpen();
      throw redirect({ to: '/' });
    }
  },
  component: Outlet,
});
