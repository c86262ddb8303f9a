import { createFileRoute } from '@tanstack/react-router';
import { cartQueryOptions } from '../queries/cart-queries';
import { CartPage } from '../features/cart/CartPage';

export const Route = createFileRoute('/gio-hang')({
  loader: ({ context }) => context.services.queryClient.ensureQueryData(cartQueryOptions(context.services.cart)),
  component: CartPage,
});
