import type { ReactNode } from 'react';
import type { AnyFormApi } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { Heading } from '@modavi/ui';
import { SubmitForm } from '../seller-shop/SubmitForm';
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

/** A settings page's form and its save button (or the page's own wording of it). */
export function SettingsForm({ form, submitText, children }: { readonly form: AnyFormApi; readonly submitText?: string; readonly children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SubmitForm form={form} submitText={submitText ?? t('sellerSettings.save')} className={styles.form} actionsClassName={styles.formActions}>
      {children}
    </SubmitForm>
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
