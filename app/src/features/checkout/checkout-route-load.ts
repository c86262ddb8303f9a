import type { RouterContext } from '../../router-context';
import { errorsReady } from '../../i18n/errors-ready';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { orderQueryOptions } from '../../queries/checkout-queries';
import { checkoutGateways } from './checkout-gateways';

/**
 * What the checkout pages need before they render: their words, the address form's, the error
 * catalogue and (result page) the order. The routes import this module with `import()` inside
 * their loaders: a route's loader belongs to the route tree of the first visit, and this
 * module brings the checkout's gateways and schemas with it.
 */
export const checkoutWordsReady = (context: RouterContext): Promise<void> =>
  Promise.all([localeBundleReady(context.i18n, 'checkout'), localeBundleReady(context.i18n, 'address'), errorsReady(context.i18n)]).then(
    () => undefined,
  );

export const checkoutResultReady = async (context: RouterContext, orderId: string): Promise<void> => {
  await Promise.all([
    checkoutWordsReady(context),
    context.services.queryClient.ensureQueryData(orderQueryOptions(checkoutGateways(context.services).orders, orderId)),
  ]);
};
