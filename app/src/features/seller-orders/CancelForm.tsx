import { useForm } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORDER_CANCEL_REASON_MAX, SELLER_CANCEL_OTHER_REASON_ID, orderCancelReasonValidate, type Reason } from '@modavi/core';
import { Input, Select } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { reasonsQueryOptions } from '../../queries/order-queries';
import { useIssueText } from '../seller-shop/issue-text';
import { SubmitForm } from '../seller-shop/SubmitForm';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from './seller-orders.css';

export interface CancelFormProps {
  readonly onCancel: (reason: string) => Promise<unknown>;
}

/** The reason the order keeps: the chosen one's words, or the seller's own for "other". */
const reasonText = (reasons: readonly Reason[], value: { reasonId: string; other: string }): string =>
  value.reasonId === SELLER_CANCEL_OTHER_REASON_ID ? value.other : (reasons.find((reason) => reason._id === value.reasonId)?.name ?? '');

/**
 * The seller's cancel of its part, with a reason from the sellers' list of `api/v1/public/reasons`
 * or its own words (SELLER_CANCEL_OTHER_REASON_ID); core's orderCancelReasonValidate decides, as on the server.
 */
export function CancelForm({ onCancel }: CancelFormProps) {
  const { t, i18n } = useTranslation();
  const issueText = useIssueText();
  const { orders } = useServices();
  const reasons = useQuery(reasonsQueryOptions(orders, 'seller_cancel', i18n.language));
  const list = reasons.data ?? [];
  const form = useForm({
    defaultValues: { reasonId: '', other: '' },
    onSubmit: async ({ value }) => {
      const checked = orderCancelReasonValidate(reasonText(list, value));
      // A refused request has said why in a toast; the choice stays for another try.
      if (checked.ok) await onCancel(checked.value).catch(() => undefined);
    },
  });
  const check = (value: { reasonId: string; other: string }) => {
    const checked = orderCancelReasonValidate(reasonText(list, value));
    return checked.ok ? undefined : checked.error[0];
  };
  return (
    <SubmitForm form={form} submitText={t('sellerOrders.cancel')} variant="danger" className={styles.plainList}>
      <form.Field name="reasonId" validators={{ onSubmit: ({ value }) => (value === SELLER_CANCEL_OTHER_REASON_ID ? undefined : check({ reasonId: value, other: '' })) }}>
        {(field) => (
          <div>
            <Select
              label={t('sellerOrders.cancelReason')}
              value={field.state.value}
              onValueChange={field.handleChange}
              options={[{ value: '', label: reasons.isPending ? t('sellerOrders.reasonsLoading') : t('sellerOrders.cancelReasonChoose') }, ...list.map((reason) => ({ value: reason._id, label: reason.name }))]}
              aria-invalid={field.state.meta.errors.length > 0 ? true : undefined}
            />
            {field.state.meta.errors.length > 0 ? (
              <p role="alert" className={shopStyles.error}>
                {issueText(field.state.meta.errors)}
              </p>
            ) : null}
          </div>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.reasonId === SELLER_CANCEL_OTHER_REASON_ID}>
        {(other) =>
          other ? (
            <form.Field name="other" validators={{ onSubmit: ({ value }) => check({ reasonId: SELLER_CANCEL_OTHER_REASON_ID, other: value }) }}>
              {(field) => (
                <Input
                  label={t('sellerOrders.cancelReasonOther')}
                  value={field.state.value}
                  maxLength={ORDER_CANCEL_REASON_MAX}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                  error={issueText(field.state.meta.errors)}
                />
              )}
            </form.Field>
          ) : null
        }
      </form.Subscribe>
    </SubmitForm>
  );
}
