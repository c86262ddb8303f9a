import { useState } from 'react';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  SOCIAL_FEEDBACK_CONTENT_MAX,
  SOCIAL_FEEDBACK_DECISION_MAX,
  SOCIAL_FEEDBACK_IMAGES_MAX,
  SOCIAL_FEEDBACK_NAME_MAX,
  socialFeedbackValidate,
  textLength,
  type SocialFeedbackForm as FormValues,
} from '@modavi/core';
import { Button, Input } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { FieldError, issueFields, useFieldError } from '../seller-registration/form-issues';
import { TextAreaField } from '../seller-registration/TextAreaField';
import { ImageUploadField } from '../refunds/ImageUploadField';
import { socialFeedbackKeys } from './social-feedback-queries';
import * as styles from './social-feedback.css';

const EMPTY: FormValues = { organisation_name: '', decision_number: '', email: '', content: '', images: [] };

/** The one-line fields in the form's order, with their limits (core's) and what the browser needs to help fill them. */
const LINES = [
  { name: 'organisation_name', label: 'socialFeedback.organisationName', max: SOCIAL_FEEDBACK_NAME_MAX, type: 'text', autoComplete: 'organization' },
  { name: 'decision_number', label: 'socialFeedback.decisionNumber', max: SOCIAL_FEEDBACK_DECISION_MAX, type: 'text', autoComplete: 'off' },
  { name: 'email', label: 'socialFeedback.email', max: undefined, type: 'email', autoComplete: 'email' },
] as const;

function useFeedbackForm(onSent: () => void, uploading: boolean) {
  const services = useServices();
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const validate = ({ value }: { value: FormValues }) => issueFields<FormValues>(socialFeedbackValidate(value));
  return useForm({
    defaultValues: EMPTY,
    // Checked on send, then again on every change (as the seller forms): a fixed field's message goes.
    validationLogic: revalidateLogic(),
    validators: { onDynamic: validate },
    onSubmit: async ({ value, formApi }) => {
      if (uploading) return;
      try {
        await resultUnwrap((await services.socialFeedback()).send(value));
        await queryClient.invalidateQueries({ queryKey: socialFeedbackKeys.all });
        onSent();
        formApi.reset();
      } catch (error) {
        // The form keeps every field and image: the organisation sends again without retyping.
        showError(error);
      }
    },
  });
}

/**
 * /phan-anh-to-chuc-xa-hoi (spec 2, 5): organisation name and decision number (≤ 100), a valid
 * email, content (≤ 500) and at least one image (at most SOCIAL_FEEDBACK_IMAGES_MAX, uploaded
 * through api/v1/image with progress), each checked by core's socialFeedbackValidate as the
 * server does. Visitors and buyers alike may send it.
 */
export function SocialFeedbackForm() {
  const { t } = useTranslation();
  const errorOf = useFieldError();
  const [sent, setSent] = useState(false);
  const [uploading, setUploading] = useState(false);
  const form = useFeedbackForm(() => setSent(true), uploading);
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('socialFeedback.title')}
      onSubmit={(event) => {
        event.preventDefault();
        setSent(false);
        void form.handleSubmit();
      }}
    >
      {LINES.map((line) => (
        <form.Field key={line.name} name={line.name}>
          {(field) => (
            <Input
              rootClassName={line.name === 'email' ? styles.wide : undefined}
              label={t(line.label)}
              hint={line.name === 'decision_number' ? t('socialFeedback.decisionHint') : undefined}
              type={line.type}
              autoComplete={line.autoComplete}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={errorOf(field)}
              aria-required
            />
          )}
        </form.Field>
      ))}
      <form.Field name="content">
        {(field) => (
          <TextAreaField
            rootClassName={styles.wide}
            label={t('socialFeedback.content')}
            hint={t('socialFeedback.counter', { count: textLength(field.state.value), max: SOCIAL_FEEDBACK_CONTENT_MAX })}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={errorOf(field)}
          />
        )}
      </form.Field>
      <form.Field name="images">
        {(field) => (
          <div className={styles.wide}>
            <ImageUploadField
              label={t('socialFeedback.images')}
              images={field.state.value}
              max={SOCIAL_FEEDBACK_IMAGES_MAX}
              onChange={(images) => {
                field.handleChange(images);
                field.handleBlur();
              }}
              onBusyChange={setUploading}
            />
            <FieldError id="social-feedback-images-error" message={errorOf(field)} />
          </div>
        )}
      </form.Field>
      <p className={`${styles.muted} ${styles.wide}`}>{t('socialFeedback.publicNote')}</p>
      <div className={`${styles.actions} ${styles.wide}`}>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <Button type="submit" disabled={submitting || uploading}>
              {t(submitting ? 'socialFeedback.sending' : 'socialFeedback.send')}
            </Button>
          )}
        </form.Subscribe>
        <Link to="/phan-anh-to-chuc-xa-hoi/danh-sach" className={styles.link}>
          {t('socialFeedback.seeList')}
        </Link>
      </div>
      {sent ? (
        <p className={`${styles.success} ${styles.wide}`} role="status">
          {t('socialFeedback.sent')}
        </p>
      ) : null}
    </form>
  );
}
