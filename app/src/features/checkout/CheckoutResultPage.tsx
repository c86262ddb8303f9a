import { useEffect } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorI18nKey, moneyFormat } from '@modavi/core';
import { Button, Heading, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { orderQueryOptions } from '../../queries/checkout-queries';
import { GatewayFailure, resultUnwrap } from '../../queries/gateway-failure';
import { checkoutGateways } from './checkout-gateways';
import { resultKind } from './checkout-result-kind';
import { GuestOrderDialog } from './GuestOrderDialog';
import * as styles from './CheckoutPage.css';

const route = getRouteApi('/thanh-toan_/ket-qua/$id');

/**
 * /thanh-toan/ket-qua/{id}: the placed order (cash on delivery), or the payment's outcome when
 * the gateway sends the buyer back (paid, declined, cancelled), with "pay again" for an online
 * order still waiting for its money. A guest also gets the order-success-without-login dialog.
 */
export function CheckoutResultPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const services = useServices();
  const { orders } = checkoutGateways(services);
  const { data: order } = useSuspenseQuery(orderQueryOptions(orders, id));
  const kind = resultKind(order);
  const retry = useMutation({
    mutationFn: () => resultUnwrap(orders.orderPaymentLink(order._id, `/thanh-toan/ket-qua/${encodeURIComponent(order._id)}`)),
    onSuccess: (link) => {
      if (link.url) window.location.assign(link.url);
    },
  });
  const retryCode =
    retry.error instanceof GatewayFailure ? (retry.error.failure.errorCode ?? 'CHECKOUT.PURCHASE_FAILED') : 'CHECKOUT.PURCHASE_FAILED';
  const canRetry = kind === 'failed' || kind === 'cancelled' || kind === 'pending';
  const loggedIn = services.tokens.isLoggedIn();
  // Spec section 4: an order success ends the tracking session, which is cleared, not sent.
  const succeeded = kind === 'placed' || kind === 'paid';
  useEffect(() => {
    if (succeeded) services.tracking.note({ kind: 'orderSuccess', at: Date.now() });
  }, [succeeded, services.tracking]);

  return (
    <Stack gap="lg" align="start">
      <Heading level={1}>{t(`checkout.result.${kind}`)}</Heading>
      <p className={styles.text} data-testid="checkout-result" data-kind={kind}>
        {t(`checkout.result.${kind}Text`)}
      </p>
      <dl className={styles.totals}>
        <dt className={styles.totalTerm}>{t('checkout.result.orderNumber')}</dt>
        <dd className={styles.totalValue} data-testid="checkout-result-order">
          {order._id}
        </dd>
        <dt className={styles.totalTerm}>{t('checkout.result.method')}</dt>
        <dd className={styles.totalValue}>{t(`checkout.paymentMethod_${order.payment_method}`)}</dd>
        <dt className={styles.totalTerm}>{t('checkout.result.total')}</dt>
        <dd className={`${styles.totalValue} ${styles.totalPayable}`}>{moneyFormat(order.total_order_payment)}</dd>
      </dl>
      {retry.isError ? (
        <p role="alert" className={styles.alert} data-testid="checkout-error" data-code={retryCode}>
          {t(errorI18nKey(retryCode))}
        </p>
      ) : null}
      {canRetry ? (
        <Button variant="primary" loading={retry.isPending} onClick={() => retry.mutate()}>
          {t('checkout.result.retry')}
        </Button>
      ) : null}
      {loggedIn ? (
        <Button asChild variant="secondary">
          <a href={`/trang-ca-nhan/don-hang/${encodeURIComponent(order._id)}`}>{t('checkout.result.viewOrder')}</a>
        </Button>
      ) : null}
      <Button asChild variant="ghost">
        <Link to="/">{t('checkout.result.continue')}</Link>
      </Button>
      {!loggedIn && (kind === 'placed' || kind === 'paid') ? <GuestOrderDialog order={order} /> : null}
    </Stack>
  );
}
