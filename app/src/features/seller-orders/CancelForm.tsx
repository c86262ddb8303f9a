import { useTranslation } from 'react-i18next';
import { ORDER_CANCEL_REASON_MAX, orderCancelReasonValidate } from '@modavi/core';
import { OneFieldForm } from '../seller-shop/OneFieldForm';
import * as styles from './seller-orders.css';

export interface CancelFormProps {
  readonly onCancel: (reason: string) => Promise<unknown>;
}

/** The seller's cancel of its part, with a reason (core's orderCancelReasonValidate, as the server). */
export function CancelForm({ onCancel }: CancelFormProps) {
  const { t } = useTranslation();
  return (
    <OneFieldForm
      className={styles.plainList}
      label={t('sellerOrders.cancelReason')}
      maxLength={ORDER_CANCEL_REASON_MAX}
      submitText={t('sellerOrders.cancel')}
      variant="danger"
      check={orderCancelReasonValidate}
      onSubmit={onCancel}
    />
  );
}
