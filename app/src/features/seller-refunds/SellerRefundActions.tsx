import { useTranslation } from 'react-i18next';
import { refundTransitionAllowed, type RefundDeskItem } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { refundDeskKeys, sellerRefunds } from '../../queries/refund-desk-queries';
import { RejectForm } from './RejectForm';
import { ReplyCountdown } from './ReplyCountdown';
import { RefundStepCard, useRefundStep, useRefusing, type RefundStepButton } from './RefundStepCard';

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
  const [rejecting, setRejecting] = useRefusing();
  const step = useRefundStep(() => sellerRefunds(services), refundDeskKeys.sellerDetail(refund._id), () => setRejecting(false));
  const may = refundSellerActions(refund);
  if (!may.approve && !may.reject && !may.receive) return null;
  const buttons: RefundStepButton[] = [
    ...(may.approve ? [{ text: t('refundDesk.approve'), run: () => step.mutate((gateway) => gateway.approve(refund._id)) }] : []),
    ...(may.reject ? [{ text: t('refundDesk.reject'), refuse: true }] : []),
    ...(may.receive ? [{ text: t('refundDesk.receive'), run: () => step.mutate((gateway) => gateway.receive(refund._id)) }] : []),
  ];
  return (
    <RefundStepCard
      headingId="refund-desk-actions"
      lead={
        <>
          {refund.status === 'requested' ? <ReplyCountdown requestedAt={refund.created_at} /> : null}
          {may.receive ? <p>{t('refundDesk.receiveHint')}</p> : null}
        </>
      }
      buttons={buttons}
      busy={step.isPending}
      refuseTitle={t('refundDesk.rejectTitle')}
      refuseForm={<RejectForm onReject={(rejection) => step.mutateAsync((gateway) => gateway.reject(refund._id, rejection))} />}
      refusing={rejecting}
      onRefusing={setRejecting}
    />
  );
}
