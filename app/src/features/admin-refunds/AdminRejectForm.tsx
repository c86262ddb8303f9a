import { useTranslation } from 'react-i18next';
import { REFUND_REJECTION_REASON_MAX, refundAdminReasonValidate } from '@modavi/core';
import { OneFieldForm } from '../seller-shop/OneFieldForm';
import * as styles from '../seller-refunds/refund-desk.css';

/** The admin's refusal of a refund, with the reason the buyer and the shop read (core's refundAdminReasonValidate, as the server). */
export function AdminRejectForm({ onReject }: { readonly onReject: (reason: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <OneFieldForm
      className={styles.plainList}
      label={t('refundDesk.adminRejectReason')}
      maxLength={REFUND_REJECTION_REASON_MAX}
      submitText={t('refundDesk.adminReject')}
      variant="danger"
      check={refundAdminReasonValidate}
      onSubmit={onReject}
    />
  );
}
