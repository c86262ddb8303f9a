import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { refundTransitionAllowed, type AdminRefundGateway, type RefundDeskItem } from '@modavi/core';
import { Button, Dialog, Heading, Skeleton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { adminRefundQueryOptions, adminRefunds, refundDeskInvalidate, refundDeskKeys } from '../../queries/refund-desk-queries';
import { RefundSheet } from '../seller-refunds/RefundSheet';
import { AdminRejectForm } from './AdminRejectForm';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from '../seller-refunds/refund-desk.css';

type Step = (gateway: AdminRefundGateway) => ReturnType<AdminRefundGateway['approve']>;

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
        <div aria-busy="true" aria-label={t('refundDesk.loading')}>
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
  const client = useQueryClient();
  const showError = useErrorToast();
  const [rejecting, setRejecting] = useState(false);
  const step = useMutation({
    mutationFn: async (run: Step) => resultUnwrap(run(await adminRefunds(services))),
    onSuccess: async (next) => {
      client.setQueryData(refundDeskKeys.adminDetail(refund._id), next);
      setRejecting(false);
      await refundDeskInvalidate(client);
    },
    onError: showError,
  });
  const may = refundAdminActions(refund);
  if (!may.approve && !may.reject && !may.complete) return null;
  return (
    <section className={styles.card} aria-labelledby="admin-refund-actions">
      <Heading level={2} size="item" id="admin-refund-actions">
        {t('refundDesk.actions')}
      </Heading>
      <p>{t(may.complete ? 'refundDesk.queue.completeHint' : refund.status === 'shop_rejected' ? 'refundDesk.queue.rejectedHint' : 'refundDesk.queue.approvedHint')}</p>
      <div className={styles.actions}>
        {may.approve ? (
          <Button loading={step.isPending} onClick={() => step.mutate((gateway) => gateway.approve(refund._id))}>
            {t('refundDesk.adminApprove')}
          </Button>
        ) : null}
        {may.reject ? (
          <Button variant="danger" onClick={() => setRejecting(true)}>
            {t('refundDesk.adminReject')}
          </Button>
        ) : null}
        {may.complete ? (
          <Button loading={step.isPending} onClick={() => step.mutate((gateway) => gateway.complete(refund._id))}>
            {t('refundDesk.adminComplete')}
          </Button>
        ) : null}
      </div>
      <Dialog open={rejecting} onOpenChange={setRejecting} title={t('refundDesk.adminRejectTitle')} closeLabel={t('refundDesk.close')}>
        <AdminRejectForm onReject={(reason) => step.mutateAsync((gateway) => gateway.reject(refund._id, reason))} />
      </Dialog>
    </section>
  );
}
