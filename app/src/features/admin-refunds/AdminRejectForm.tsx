import { useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { REFUND_REJECTION_REASON_MAX, refundAdminReasonValidate } from '@modavi/core';
import { Button, Input } from '@modavi/ui';
import { useIssueText } from '../seller-shop/issue-text';
import * as styles from '../seller-refunds/refund-desk.css';

/** The admin's refusal of a refund, with the reason the buyer and the shop read (core's refundAdminReasonValidate, as the server). */
export function AdminRejectForm({ onReject }: { readonly onReject: (reason: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const form = useForm({
    defaultValues: { reason: '' },
    onSubmit: async ({ value }) => {
      const checked = refundAdminReasonValidate(value.reason);
      if (checked.ok) await onReject(checked.value).catch(() => undefined);
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
      <form.Field
        name="reason"
        validators={{
          onSubmit: ({ value }) => {
            const checked = refundAdminReasonValidate(value);
            return checked.ok ? undefined : checked.error[0];
          },
        }}
      >
        {(field) => (
          <Input
            label={t('refundDesk.adminRejectReason')}
            value={field.state.value}
            maxLength={REFUND_REJECTION_REASON_MAX}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
            error={issueText(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <Button type="submit" variant="danger" loading={submitting}>
            {t('refundDesk.adminReject')}
          </Button>
        )}
      </form.Subscribe>
    </form>
  );
}
