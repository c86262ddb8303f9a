import { createFileRoute } from '@tanstack/react-router';
import { SellerLandingPage } from '../features/seller-registration/SellerLandingPage';

/** /become-seller: the seller landing page (spec 1's terms, the contact form, the call to register). */
export const Route = createFileRoute('/become-seller/')({
  loader: async ({ context }) => (await import('../features/seller-registration/registration-loaders')).landingLoad(context),
  component: SellerLandingPage,
});
