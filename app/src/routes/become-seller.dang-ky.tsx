import { createFileRoute, redirect } from '@tanstack/react-router';
import { loginPromptOpen } from '../features/auth/login-prompt';
import { RegistrationPage } from '../features/seller-registration/RegistrationPage';

/**
 * /become-seller/dang-ky: registration (a verified account, then step 2). A visitor is asked
 * to log in on the landing page, which reloads after the login.
 */
export const Route = createFileRoute('/become-seller/dang-ky')({
  beforeLoad: ({ context }) => {
    if (!context.services.tokens.isLoggedIn()) {
      loginPromptOpen();
      throw redirect({ href: '/become-seller' });
    }
  },
  loader: async ({ context }) => (await import('../features/seller-registration/registration-loaders')).registrationLoad(context),
  component: RegistrationPage,
});
