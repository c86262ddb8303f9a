import { useState, type FormEvent } from 'react';
import { Input, useToast } from '@modavi/ui';
import { passwordValidate, type Validation } from '@modavi/core';
import { useCheckedAfterSubmit } from '../../hooks/use-checked-after-submit';
import { useServices } from '../../hooks/use-services';
import { PasswordFields } from './PasswordFields';
import { FormSubmit } from './FormSubmit';
import { issuesByField, useAuthText } from './use-auth-text';
import * as styles from './AuthForms.css';

export interface ChangePasswordPanelProps {
  /** Whether the account has a password yet (a phone-code account sets its first one). */
  readonly hasPassword: boolean;
  readonly onDone: () => void;
}

/** A logged-in password change; the server ends the account's other sessions. */
export function ChangePasswordPanel({ hasPassword, onDone }: ChangePasswordPanelProps) {
  const { auth } = useServices();
  const { t, issueText, failureText } = useAuthText();
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { issues, attempt } = useCheckedAfterSubmit((): Validation<null> => {
    const checked = passwordValidate(password, confirmation);
    const missing = hasPassword && current === '' ? [{ field: 'current', code: 'PASSWORD.REQUIRED' }] : [];
    const found = [...missing, ...(checked.ok ? [] : checked.error)];
    return found.length === 0 ? { ok: true, value: null } : { ok: false, error: found };
  });
  const byField = issuesByField(issues);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!attempt().ok) return;
    setBusy(true);
    const result = await auth.passwordChange({
      ...(hasPassword ? { current_password: current } : {}),
      password,
      password_confirmation: confirmation,
    });
    setBusy(false);
    if (!result.ok) {
      setFormError(failureText(result.error));
      return;
    }
    toast.show({ title: t('authDialogs.change.done'), tone: 'success' });
    onDone();
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {hasPassword ? (
        <Input
          label={t('authDialogs.password.current')}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={byField.current ? issueText(byField.current) : undefined}
          required
        />
      ) : (
        <p className={styles.note}>{t('authDialogs.change.firstPassword')}</p>
      )}
      <PasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        issues={byField}
        passwordLabel={t('authDialogs.password.new')}
        confirmationLabel={t('authDialogs.password.newConfirmation')}
      />
      <FormSubmit error={formError} busy={busy} label={t('authDialogs.change.submit')} />
    </form>
  );
}
