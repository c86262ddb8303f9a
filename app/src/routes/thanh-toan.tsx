import { createFileRoute } from '@tanstack/react-router';
import { checkoutFlagsParse } from '@modavi/core';
import { CheckoutPage } from '../features/checkout/CheckoutPage';

/**
 * /thanh-toan: the checkout of the cart's selection. With `x=true` (after logging in on the
 * express checkout of /thanh-toan-2, core's afterLoginDestination adds `x=true&l=true`) it goes
 * on with that express purchase instead.
 */
export const Route = createFileRoute('/thanh-toan')({
  validateSearch: (search: Record<string, unknown>): { x?: boolean; l?: boolean } => {
    const flags = checkoutFlagsParse(search);
    return { ...(flags.express ? { x: true } : {}), ...(flags.afterLogin ? { l: true } : {}) };
  },
  loader: ({ context }) => import('../features/checkout/checkout-route-load').then((load) => load.checkoutWordsReady(context)),
  component: CartOrExpressCheckout,
});

function CartOrExpressCheckout() {
  const { x } = Route.useSearch();
  return <CheckoutPage express={x === true} />;
}
