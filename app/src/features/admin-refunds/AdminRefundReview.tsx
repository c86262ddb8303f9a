import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { refundTransitionAllowed, type RefundDeskItem } from '@modavi/core';
import { Heading, Skeleton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { adminRefundQueryOptions, adminRefunds, refundDeskKeys } from '../../queries/refund-desk-queries';
import { RefundSheet } from '../seller-refunds/RefundSheet';
import { RefundStepCard, useRefundStep, useRefusing, type RefundStepButton } from '../seller-refunds/RefundStepCard';
import { AdminRejectForm } from './AdminRejectForm';
import { MoneyBackList } from '../orders/MoneyBackList';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from '../seller-refunds/refund-desk.css';

/** What core's refund machine lets the admin do now (the server's machine still decides). */
export const refundAdminActions = (refund: RefundDeskItem) => ({
  approve: refundTransitionAllowed(refund, { type: 'refund.adminApprove', role: 'admin' }),
  reject: refundTransitionAllowed(refund, { type: 'refund.adminReject', role: 'admin' }),
  complete: refundTransitionAllowed(refund, { type: 'refund.complete', role: 'admin' }),
});

/** /quan-tri/tra-hang-hoan-tien?id={id}: one refund as the admin reviews it, with approve, refuse (reason) and complete. */
export function AdminRefundReview({ refundId }: { readonly refundId: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const query = useQuery(adminRefundQueryOptions(services, refundId));
  return (
    <div className={shopStyles.page}>
      <Link to="/quan-tri/tra-hang-hoan-tien" search={(previous: Record<string, unknown>) => ({ ...previous, id: undefined })} className={styles.back}>{t('refundDesk.queue.back')}</Link>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('refundDesk.loading')}>
          <Skeleton shape="rect" height="240px" />
        </div>
      ) : query.isError ? (
        <p role="alert" className={shopStyles.alert}>
          {t('refundDesk.loadFailed')}
        </p>
      ) : (
        <>
          <Heading level={1}>{t('refundDesk.detailTitle', { code: query.data.order_id })}</Heading>
          <div className={styles.detail}>
            <RefundSheet viewer="admin" refund={query.data} order={<span className={styles.code}>{query.data.order_id}</span>} />
            <div className={styles.side}>
              <AdminActions refund={query.data} />
              <MoneyBackList entries={query.data.money_back ?? []} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}

function AdminActions({ refund }: { readonly refund: RefundDeskItem }) {
  const { t } = useTranslation();
  const services = useServices();
  const [rejecting, setRejecting] = useRefusing();
  const step = useRefundStep(() => adminRefunds(services), refundDeskKeys.adminDetail(refund._id), () => setRejecting(false));
  const may = refundAdminActions(refund);
  if (!may.approve && !may.reject && !may.complete) return null;
  const buttons: RefundStepButton[] = [
    ...(may.approve ? [{ text: t('refundDesk.adminApprove'), run: () => step.mutate((gateway) => gateway.approve(refund._id)) }] : []),
    ...(may.reject ? [{ text: t('refundDesk.adminReject'), refuse: true }] : []),
    ...(may.complete ? [{ text: t('refundDesk.adminComplete'), run: () => step.mutate((gateway) => gateway.complete(refund._id)) }] : []),
  ];
  const hint = may.complete ? 'refundDesk.queue.completeHint' : refund.status === 'shop_rejected' ? 'refundDesk.queue.rejectedHint' : 'refundDesk.queue.approvedHint';
  return (
    <RefundStepCard
      headingId="admin-refund-actions"
      lead={<p>{t(hint)}</p>}
      buttons={buttons}
      busy={step.isPending}
      refuseTitle={t('refundDesk.adminRejectTitle')}
      refuseForm={<AdminRejectForm onReject={(reason) => step.mutateAsync((gateway) => gateway.reject(refund._id, reason))} />}
      refusing={rejecting}
      onRefusing={setRejecting}
    />
  );
}
