import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refundTransitionAllowed, type RefundDeskItem, type SellerRefundGateway } from '@modavi/core';
import { Button, Dialog, Heading } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { refundDeskInvalidate, refundDeskKeys, sellerRefunds } from '../../queries/refund-desk-queries';
import { RejectForm } from './RejectForm';
import { ReplyCountdown } from './ReplyCountdown';
import * as styles from './refund-desk.css';

type Step = (gateway: SellerRefundGateway) => ReturnType<SellerRefundGateway['approve']>;

/** What core's refund machine lets the seller do to the refund as it stands (the server's machine still decides). */
export const refundSellerActions = (refund: RefundDeskItem) => ({
  approve: refundTransitionAllowed(refund, { type: 'refund.shopApprove', role: 'seller' }),
  reject: refund.status === 'requested',
  receive: refundTransitionAllowed(refund, { type: 'refund.receive', role: 'seller' }),
});

/** The seller's steps on a refund: approve, reject with evidence, mark the returned parcel received. */
export function SellerRefundActions({ refund }: { readonly refund: RefundDeskItem }) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const showError = useErrorToast();
  const [rejecting, setRejecting] = useState(false);
  const step = useMutation({
    mutationFn: async (run: Step) => resultUnwrap(run(await sellerRefunds(services))),
    onSuccess: async (next) => {
      client.setQueryData(refundDeskKeys.sellerDetail(refund._id), next);
      setRejecting(false);
      await refundDeskInvalidate(client);
    },
    onError: showError,
  });
  const may = refundSellerActions(refund);
  if (!may.approve && !may.reject && !may.receive) return null;
  return (
    <section className={styles.card} aria-labelledby="refund-desk-actions">
      <Heading level={2} size="item" id="refund-desk-actions">
        {t('refundDesk.actions')}
      </Heading>
      {refund.status === 'requested' ? <ReplyCountdown requestedAt={refund.created_at} /> : null}
      {may.receive ? <p>{t('refundDesk.receiveHint')}</p> : null}
      <div className={styles.actions}>
        {may.approve ? (
          <Button loading={step.isPending} onClick={() => step.mutate((gateway) => gateway.approve(refund._id))}>
            {t('refundDesk.approve')}
          </Button>
        ) : null}
        {may.reject ? (
          <Button variant="danger" onClick={() => setRejecting(true)}>
            {t('refundDesk.reject')}
          </Button>
        ) : null}
        {may.receive ? (
          <Button loading={step.isPending} onClick={() => step.mutate((gateway) => gateway.receive(refund._id))}>
            {t('refundDesk.receive')}
          </Button>
        ) : null}
      </div>
      <Dialog open={rejecting} onOpenChange={setRejecting} title={t('refundDesk.rejectTitle')} closeLabel={t('refundDesk.close')}>
        <RejectForm onReject={(rejection) => step.mutateAsync((gateway) => gateway.reject(refund._id, rejection))} />
      </Dialog>
    </section>
  );
}
