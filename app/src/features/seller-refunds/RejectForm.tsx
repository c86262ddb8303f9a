import { useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { REFUND_REJECTION_IMAGES_MAX, REFUND_REJECTION_REASON_MAX, TEXT_LIMITS, refundRejectionValidate, type RefundRejection } from '@modavi/core';
import { Button, Input } from '@modavi/ui';
import { useIssueText } from '../seller-shop/issue-text';
import { ImageUploadField } from '../refunds/ImageUploadField';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from './refund-desk.css';

export interface RejectFormProps {
  readonly onReject: (rejection: RefundRejection) => Promise<unknown>;
}

type Fields = { reason: string; images: string[]; email: string };

/**
 * A field's first issue of core's rule run on the whole form. Each field runs it on every press
 * (a form-level validator's errors would stay on the fields it flagged and stop the next press).
 */
const issueOf =
  (field: keyof Fields) =>
  ({ fieldApi }: { fieldApi: { form: { state: { values: Fields } } } }) => {
    const checked = refundRejectionValidate(fieldApi.form.state.values);
    return checked.ok ? undefined : checked.error.find((found) => found.field === field || found.field.startsWith(`${field}.`));
  };

/**
 * The shop's rejection of a refund request (spec 5): a reason, evidence images uploaded with
 * the image upload, and a contact email, all checked by core's refundRejectionValidate, the
 * rule the server runs; nothing is sent while a rule is broken or an upload is in flight.
 */
export function RejectForm({ onReject }: RejectFormProps) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    defaultValues: { reason: '', images: [], email: '' } as Fields,
    onSubmit: async ({ value }) => {
      const checked = refundRejectionValidate(value);
      if (checked.ok) await onReject(checked.value).catch(() => undefined);
    },
  });
  return (
    <form
      noValidate
      className={styles.plainList}
      onSubmit={(event) => {
        event.preventDefault();
        if (!uploading) void form.handleSubmit();
      }}
    >
      <form.Field name="reason" validators={{ onSubmit: issueOf('reason') }}>
        {(field) => (
          <Input
            label={t('refundDesk.rejectReason')}
            value={field.state.value}
            maxLength={REFUND_REJECTION_REASON_MAX}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
            error={issueText(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="images" validators={{ onSubmit: issueOf('images') }}>
        {(field) => {
          const problem = issueText(field.state.meta.errors);
          return (
            <div>
              <ImageUploadField
                label={t('refundDesk.rejectImages')}
                images={field.state.value}
                max={REFUND_REJECTION_IMAGES_MAX}
                onChange={(images) => field.handleChange(images)}
                onBusyChange={setUploading}
              />
              {problem ? (
                <p role="alert" className={shopStyles.error}>
                  {problem}
                </p>
              ) : null}
            </div>
          );
        }}
      </form.Field>
      <form.Field name="email" validators={{ onSubmit: issueOf('email') }}>
        {(field) => (
          <Input
            type="email"
            label={t('refundDesk.rejectEmail')}
            value={field.state.value}
            maxLength={TEXT_LIMITS.email}
            autoComplete="email"
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
            error={issueText(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <Button type="submit" variant="danger" loading={submitting} disabled={uploading}>
            {t('refundDesk.rejectSubmit')}
          </Button>
        )}
      </form.Subscribe>
    </form>
  );
}
