import { createFileRoute } from '@tanstack/react-router';
import { VouchersPage } from '../features/vouchers/VouchersPage';

export const Route = createFileRoute('/khuyen-mai')({
  loader: async ({ context }) => (await import('../features/promotions/promos-loaders')).promosLoaders.vouchers(context),
  component: VouchersPage,
});
