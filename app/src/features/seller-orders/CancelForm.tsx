import { useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { ORDER_CANCEL_REASON_MAX, orderCancelReasonValidate } from '@modavi/core';
import { Button, Input } from '@modavi/ui';
import { issuesFormError, useIssueText } from '../seller-shop/issue-text';
import * as styles from './seller-orders.css';

export interface CancelFormProps {
  readonly onCancel: (reason: string) => Promise<unknown>;
}

/** The seller's cancel of its part, with a reason (core's orderCancelReasonValidate, as the server). */
export function CancelForm({ onCancel }: CancelFormProps) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const form = useForm({
    defaultValues: { reason: '' },
    validators: {
      onSubmit: ({ value }) => {
        const checked = orderCancelReasonValidate(value.reason);
        return checked.ok ? undefined : issuesFormError(checked.error);
      },
    },
    onSubmit: async ({ value }) => {
      const checked = orderCancelReasonValidate(value.reason);
      if (checked.ok) await onCancel(checked.value).catch(() => undefined);
    },
  });
  return (
    <form
      noValidate
      className={styles.plainList}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="reason">
        {(field) => (
          <Input
            label={t('sellerOrders.cancelReason')}
            value={field.state.value}
            maxLength={ORDER_CANCEL_REASON_MAX}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
            error={issueText(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <Button type="submit" variant="danger" loading={submitting}>
            {t('sellerOrders.cancel')}
          </Button>
        )}
      </form.Subscribe>
    </form>
  );
}
