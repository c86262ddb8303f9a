import { useState } from 'react';
import { Button, Input, Tabs } from '@modavi/ui';
import { authNameValidate, passwordValidate, type OtpChannel, type ValidationIssue } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { CodeEntry } from './CodeEntry';
import { useGrantLogin } from './LoginPanel';
import { PasswordFields } from './PasswordFields';
import { issuesByField, useAuthText } from './use-auth-text';
import * as styles from './AuthForms.css';

export interface SignUpPanelProps {
  readonly expressCheckout?: boolean | undefined;
  readonly onLogin: () => void;
}

/** One sign-up by phone or email code: name first, then the code, and a password if wished. */
function SignUpForm({ channel, expressCheckout }: { readonly channel: OtpChannel; readonly expressCheckout: boolean }) {
  const { auth } = useServices();
  const { t, issueText } = useAuthText();
  const login = useGrantLogin(expressCheckout);
  const [name, setName] = useState('');
  const [nameIssue, setNameIssue] = useState<ValidationIssue | null>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordIssues, setPasswordIssues] = useState<Record<string, ValidationIssue>>({});

  const nameCheck = () => {
    const checked = authNameValidate(name);
    setNameIssue(checked.ok ? null : (checked.error[0] ?? null));
    return checked.ok;
  };

  return (
    <CodeEntry
      channel={channel}
      purpose="signup"
      beforeRequest={nameCheck}
      submitLabel={t('authDialogs.signUp.submit')}
      leading={
        <Input
          label={t('authDialogs.signUp.name')}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameIssue ? issueText(nameIssue) : undefined}
          required
        />
      }
      onSubmit={async (code, destination) => {
        // The password is optional; when given it follows the spec's rule.
        const withPassword = password !== '' || confirmation !== '';
        if (withPassword) {
          const checked = passwordValidate(password, confirmation);
          setPasswordIssues(checked.ok ? {} : issuesByField(checked.error));
          if (!checked.ok) return 'handled';
        }
        const result = await auth.codeVerify({
          channel,
          destination,
          purpose: 'signup',
          code,
          name: name.trim(),
          ...(withPassword ? { password, password_confirmation: confirmation } : {}),
        });
        return result.ok ? login(result.value) : result.error;
      }}
    >
      <p className={styles.note}>{t('authDialogs.signUp.passwordOptional')}</p>
      <PasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        issues={passwordIssues}
        passwordLabel={t('authDialogs.password.password')}
        confirmationLabel={t('authDialogs.password.confirmation')}
      />
    </CodeEntry>
  );
}

/** Sign-up: a new account by phone code or email code. */
export function SignUpPanel({ expressCheckout = false, onLogin }: SignUpPanelProps) {
  const { t } = useAuthText();
  return (
    <div className={styles.form}>
      <Tabs
        label={t('authDialogs.signUp.methods')}
        stretch
        items={[
          {
            value: 'phone',
            label: t('authDialogs.signUp.byPhone'),
            content: <SignUpForm channel="phone" expressCheckout={expressCheckout} />,
          },
          {
            value: 'email',
            label: t('authDialogs.signUp.byEmail'),
            content: <SignUpForm channel="email" expressCheckout={expressCheckout} />,
          },
        ]}
      />
      <p className={styles.switchLine}>
        <span>{t('authDialogs.signUp.haveAccount')}</span>
        <Button variant="ghost" size="sm" onClick={onLogin}>
          {t('authDialogs.signUp.toLogin')}
        </Button>
      </p>
    </div>
  );
}
