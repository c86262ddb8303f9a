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

/**
 * The landing page's contact form (spec 5): every field required, email and website valid,
 * phone digits only up to 11, each checked by core's contactFormValidate as the server does.
 * It posts to api/v1/public/seller-contacts, which stores it.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const services = useServices();
  const showError = useErrorToast();
  const errorOf = useFieldError();
  const [sent, setSent] = useState(false);
  const validate = ({ value }: { value: ContactFormValues }) => issueFields<ContactFormValues>(contactFormValidate(value));
  const form = useForm({
    defaultValues: EMPTY,
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: async ({ value, formApi }) => {
      try {
        await resultUnwrap((await services.seller()).contact.contactSend(value));
        setSent(true);
        formApi.reset();
      } catch (error) {
        showError(error);
      }
    },
  });

  const text = (name: 'name' | 'email' | 'website', type: 'text' | 'email' | 'url', autoComplete: string) => (
    <form.Field name={name}>
      {(field) => (
        <Input
          label={t(`sellerRegistration.contact.${name}`)}
          type={type}
          autoComplete={autoComplete}
          value={field.state.value}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          error={errorOf(field)}
        />
      )}
    </form.Field>
  );

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
      {text('name', 'text', 'name')}
      {text('email', 'email', 'email')}
      <form.Field name="phone">
        {(field) => (
          <Input
            label={t('sellerRegistration.contact.phone')}
            hint={t('sellerRegistration.contact.phoneHint', { max: CONTACT_PHONE_MAX_DIGITS })}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            value={field.state.value}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
            error={errorOf(field)}
          />
        )}
      </form.Field>
      {text('website', 'url', 'url')}
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
