import type { ReactNode } from 'react';
import { useStore, type AnyFormApi } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { Button, Heading } from '@modavi/ui';
import * as styles from '../seller-shop/seller-shop.css';

/** A settings page: its title, a line saying what it changes, then its form. */
export function SettingsFrame({ title, intro, children }: { readonly title: string; readonly intro: string; readonly children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div>
        <Heading level={1}>{title}</Heading>
        <p className={styles.muted}>{intro}</p>
      </div>
      {children}
    </div>
  );
}

/**
 * A settings page's form and its save button: submitting runs the form's own check (core's
 * rule, so every field shows its issue), the button is busy while the save is on its way.
 */
export function SettingsForm({ form, submitText, children }: { readonly form: AnyFormApi; readonly submitText?: string; readonly children: ReactNode }) {
  const { t } = useTranslation();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {children}
      <div className={styles.formActions}>
        <Button type="submit" loading={submitting}>
          {submitText ?? t('sellerSettings.save')}
        </Button>
      </div>
    </form>
  );
}

/** A group's message under its boxes (the first issue of the field), announced when it appears. */
export function GroupError({ message }: { readonly message: string | undefined }) {
  return message ? (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  ) : null;
}

/** Adds or removes `value` from a ticked list. */
export const ticked = <T,>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...list.filter((entry) => entry !== value), value] : list.filter((entry) => entry !== value));
