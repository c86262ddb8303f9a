import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Order, SellerOrderGateway } from '@modavi/core';
import { Button, Dialog, Heading } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { sellerOrderKeys, sellerOrders, sellerOrdersInvalidate } from '../../queries/seller-order-queries';
import { CancelForm } from './CancelForm';
import { HandOverForm } from './HandOverForm';
import { orderSellerActions, orderShippingText } from './order-text';
import * as styles from './seller-orders.css';

type Step = (gateway: SellerOrderGateway) => ReturnType<SellerOrderGateway['confirm']>;

/** The seller's steps on the order as it stands: confirm, hand over, cancel, answer a cancel request, print. */
export function OrderActions({ order }: { readonly order: Order }) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const showError = useErrorToast();
  const [dialog, setDialog] = useState<'handOver' | 'cancel' | null>(null);
  const step = useMutation({
    mutationFn: async (run: Step) => resultUnwrap(run(await sellerOrders(services))),
    onSuccess: async (next) => {
      client.setQueryData(sellerOrderKeys.detail(order._id), next);
      setDialog(null);
      await sellerOrdersInvalidate(client);
    },
    onError: showError,
  });
  const may = orderSellerActions(order);
  const part = order.shops[0];
  return (
    <section className={`${styles.card} ${styles.noPrint}`} aria-labelledby="seller-order-actions">
      <Heading level={2} size="item" id="seller-order-actions">
        {t('sellerOrders.actions')}
      </Heading>
      {may.answerCancel ? <p>{t('sellerOrders.cancelRequest')}</p> : null}
      <div className={styles.actions}>
        {may.confirm ? (
          <Button loading={step.isPending} onClick={() => step.mutate((gateway) => gateway.confirm(order._id))}>
            {t('sellerOrders.confirm')}
          </Button>
        ) : null}
        {may.handOver ? <Button onClick={() => setDialog('handOver')}>{t('sellerOrders.handOver')}</Button> : null}
        {may.answerCancel ? (
          <>
            <Button loading={step.isPending} onClick={() => step.mutate((gateway) => gateway.cancelAccept(order._id))}>
              {t('sellerOrders.cancelAccept')}
            </Button>
            <Button variant="secondary" loading={step.isPending} onClick={() => step.mutate((gateway) => gateway.cancelDecline(order._id))}>
              {t('sellerOrders.cancelDecline')}
            </Button>
          </>
        ) : null}
        {may.cancel ? (
          <Button variant="danger" onClick={() => setDialog('cancel')}>
            {t('sellerOrders.cancel')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => window.print()}>
          {t('sellerOrders.print')}
        </Button>
      </div>
      <Dialog open={dialog === 'handOver'} onOpenChange={(open) => setDialog(open ? 'handOver' : null)} title={t('sellerOrders.handOverTitle')} closeLabel={t('sellerOrders.close')}>
        <HandOverForm
          shippingCompany={orderShippingText(t, part?.shipping_company)}
          carrierMakesWaybill={services.config.carrierMakesWaybill}
          onHandOver={(waybill) => step.mutateAsync((gateway) => gateway.handOver(order._id, waybill))}
        />
      </Dialog>
      <Dialog open={dialog === 'cancel'} onOpenChange={(open) => setDialog(open ? 'cancel' : null)} title={t('sellerOrders.cancelTitle')} closeLabel={t('sellerOrders.close')}>
        <CancelForm onCancel={(reason) => step.mutateAsync((gateway) => gateway.cancel(order._id, reason))} />
      </Dialog>
    </section>
  );
}
