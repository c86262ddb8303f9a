import { useState } from 'react';
import { Button } from '@modavi/ui';
import { passwordValidate } from '@modavi/core';
import { useCheckedAfterSubmit } from '../../hooks/use-checked-after-submit';
import { useServices } from '../../hooks/use-services';
import { CodeEntry } from './CodeEntry';
import { useGrantLogin } from './LoginPanel';
import { PasswordFields } from './PasswordFields';
import { issuesByField, useAuthText } from './use-auth-text';
import * as styles from './AuthForms.css';

export interface ForgotPasswordPanelProps {
  readonly expressCheckout?: boolean | undefined;
  readonly onLogin: () => void;
}

/**
 * A forgotten password: a code by email, then the new password twice (spec: min 8, one
 * uppercase, one special, matching confirmation). The server logs the person in with it.
 */
export function ForgotPasswordPanel({ expressCheckout = false, onLogin }: ForgotPasswordPanelProps) {
  const { auth } = useServices();
  const { t } = useAuthText();
  const login = useGrantLogin(expressCheckout);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { issues, attempt } = useCheckedAfterSubmit(() => passwordValidate(password, confirmation));

  return (
    <div className={styles.form}>
      <p className={styles.note}>{t('authDialogs.forgot.intro')}</p>
      <CodeEntry
        channel="email"
        purpose="reset"
        submitLabel={t('authDialogs.forgot.submit')}
        onSubmit={async (code, email) => {
          if (!attempt().ok) return 'handled';
          const result = await auth.passwordReset({ email, code, password, password_confirmation: confirmation });
          return result.ok ? login(result.value) : result.error;
        }}
      >
        <PasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          issues={issuesByField(issues)}
          passwordLabel={t('authDialogs.password.new')}
          confirmationLabel={t('authDialogs.password.newConfirmation')}
        />
      </CodeEntry>
      <p className={styles.switchLine}>
        <Button variant="ghost" size="sm" onClick={onLogin}>
          {t('authDialogs.forgot.backToLogin')}
        </Button>
      </p>
    </div>
  );
}
