import { createFileRoute, redirect } from '@tanstack/react-router';
import { loginPromptOpen } from '../features/auth/login-prompt';
import { ApplicationStatusPage } from '../features/seller-registration/ApplicationStatusPage';

/** /become-seller/trang-thai: where the account's shop application stands. */
export const Route = createFileRoute('/become-seller/trang-thai')({
  beforeLoad: ({ context }) => {
    if (!context.services.tokens.isLoggedIn()) {
      loginPromptOpen();
      throw redirect({ href: '/become-seller' });
    }
  },
  loader: async ({ context }) => (await import('../features/seller-registration/registration-loaders')).statusLoad(context),
  component: ApplicationStatusPage,
});
