import { useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_PHONE_MAX_DIGITS, contactFormValidate, type ContactForm as ContactFormValues } from '@modavi/core';
import { Button, Input } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { issueFields, useFieldError } from './form-issues';
import { TextAreaField } from './TextAreaField';
import * as styles from './registration.css';

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', website: '', message: '' };

/** The one-line fields, in the form's order, with what the browser needs to help fill them. */
const LINES = [
  { name: 'name', type: 'text', autoComplete: 'name', inputMode: undefined },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: undefined },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'numeric' },
  { name: 'website', type: 'url', autoComplete: 'url', inputMode: undefined },
] as const;

/** The form on TanStack Form, checked by core's contactFormValidate on change and on submit. */
function useContactForm(onSent: () => void) {
  const services = useServices();
  const showError = useErrorToast();
  const validate = ({ value }: { value: ContactFormValues }) => issueFields<ContactFormValues>(contactFormValidate(value));
  return useForm({
    defaultValues: EMPTY,
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: async ({ value, formApi }) => {
      try {
        await resultUnwrap((await services.seller()).contact.contactSend(value));
        onSent();
        formApi.reset();
      } catch (error) {
        showError(error);
      }
    },
  });
}

/**
 * The landing page's contact form (spec 5): every field required, email and website valid,
 * phone digits only up to 11, each checked by core's contactFormValidate as the server does.
 * It posts to api/v1/public/seller-contacts, which stores it.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const errorOf = useFieldError();
  const [sent, setSent] = useState(false);
  const form = useContactForm(() => setSent(true));
  return (
    <form
      className={styles.grid}
      noValidate
      aria-label={t('sellerRegistration.contact.title')}
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
              label={t(`sellerRegistration.contact.${line.name}`)}
              hint={line.name === 'phone' ? t('sellerRegistration.contact.phoneHint', { max: CONTACT_PHONE_MAX_DIGITS }) : undefined}
              type={line.type}
              inputMode={line.inputMode}
              autoComplete={line.autoComplete}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={errorOf(field)}
            />
          )}
        </form.Field>
      ))}
      <form.Field name="message">
        {(field) => (
          <TextAreaField
            rootClassName={styles.wide}
            label={t('sellerRegistration.contact.message')}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={errorOf(field)}
          />
        )}
      </form.Field>
      <div className={`${styles.actions} ${styles.wide}`}>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <Button type="submit" disabled={submitting}>
              {t(submitting ? 'sellerRegistration.contact.sending' : 'sellerRegistration.contact.send')}
            </Button>
          )}
        </form.Subscribe>
        {sent ? (
          <p className={styles.success} role="status">
            {t('sellerRegistration.contact.sent')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
