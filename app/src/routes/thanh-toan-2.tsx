import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../features/checkout/CheckoutPage';

/**
 * /thanh-toan-2, the checkout variant: "buy now" from the product page, one item that never
 * passes through the cart. The product page opens it with `x=true` (express checkout), which
 * the login rule reads: logging in here goes on to /thanh-toan?x=true&l=true with the same item.
 */
export const Route = createFileRoute('/thanh-toan-2')({
  validateSearch: (search: Record<string, unknown>): { x?: boolean } => (search['x'] === true || search['x'] === 'true' ? { x: true } : {}),
  loader: ({ context }) => import('../features/checkout/checkout-route-load').then((load) => load.checkoutWordsReady(context)),
  component: ExpressCheckout,
});

function ExpressCheckout() {
  return <CheckoutPage express />;
}
