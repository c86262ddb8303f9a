import { createFileRoute } from '@tanstack/react-router';
import { SellerIntroPage } from '../features/seller-registration/SellerIntroPage';

/** /seller: selling on Modavi, how it works, and the way to /become-seller. */
export const Route = createFileRoute('/seller')({
  loader: async ({ context }) => (await import('../features/seller-registration/registration-loaders')).landingLoad(context),
  component: SellerIntroPage,
});
