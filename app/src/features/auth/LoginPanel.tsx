import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, SocialLoginButtons, Tabs } from '@modavi/ui';
import { emailValid, type AuthProvider, type GatewayError } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { authRuntime } from './auth-runtime';
import { CodeEntry } from './CodeEntry';
import { useAuthText } from './use-auth-text';
import * as styles from './AuthForms.css';
import { FormSubmit } from './FormSubmit';
import { grantFailureShown } from './login-outcome';

export interface LoginPanelProps {
  /** The i18n key of why the login was asked for (a login prompt's reason). */
  readonly reasonKey?: string | undefined;
  readonly expressCheckout?: boolean | undefined;
  readonly onSignUp: () => void;
  readonly onForgotPassword: () => void;
}

type LoginMethod = 'phone' | 'email' | 'password';

/**
 * Hands a grant to the session. A token that could not be kept for want of an encryption secret
 * is console-only (spec section 8): 'handled', the form stops and shows nothing; any other
 * failure to keep it is the generic message.
 */
export function useGrantLogin(expressCheckout = false) {
  const services = useServices();
  return async (grant: Parameters<ReturnType<typeof authRuntime>['login']>[0]): Promise<GatewayError | 'handled' | null> =>
    grantFailureShown(await authRuntime(services).loginOutcome(grant, { expressCheckout }));
}

function PasswordLoginForm({ expressCheckout }: { readonly expressCheckout: boolean }) {
  const { auth } = useServices();
  const { t, issueText, failureText } = useAuthText();
  const login = useGrantLogin(expressCheckout);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const emailIssue = email.trim() === '' ? 'AUTH.EMAIL_REQUIRED' : emailValid(email.trim()) ? null : 'AUTH.EMAIL_INVALID';
    setEmailError(emailIssue ? issueText({ field: 'email', code: emailIssue }) : undefined);
    setPasswordError(password === '' ? issueText({ field: 'password', code: 'PASSWORD.REQUIRED' }) : undefined);
    if (emailIssue || password === '') return;
    setBusy(true);
    const result = await auth.passwordLogin({ email: email.trim(), password });
    const failure = result.ok ? await login(result.value) : result.error;
    if (failure === null) return;
    setBusy(false);
    if (failure !== 'handled') setFormError(failureText(failure));
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Input
        label={t('authDialogs.code.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError}
        required
      />
      <Input
        label={t('authDialogs.password.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
        required
      />
      <FormSubmit error={formError} busy={busy} label={t('authDialogs.login.submit')} />
    </form>
  );
}

/** The social logins the server offers (stand-ins outside production). */
function SocialLogins() {
  const { auth } = useServices();
  const { t } = useTranslation();
  const [providers, setProviders] = useState<readonly AuthProvider[]>([]);
  useEffect(() => {
    let live = true;
    void auth.providers().then((result) => {
      if (live && result.ok) setProviders(result.value);
    });
    return () => {
      live = false;
    };
  }, [auth]);
  if (providers.length === 0) return null;
  const returnTo = `${window.location.pathname}${window.location.search}`;
  return (
    <div className={styles.section}>
      <p className={styles.divider}>{t('authDialogs.login.socialHeading')}</p>
      <SocialLoginButtons
        label={t('authDialogs.login.socialHeading')}
        options={providers.map((provider) => ({
          provider: provider.id,
          label: t('authDialogs.login.continueWith', { provider: t(`authDialogs.providers.${provider.id}`) }),
          href: auth.oauthStartUrl(provider.id, returnTo),
        }))}
      />
    </div>
  );
}

/** Login: phone code, email code or email and password, then the social logins. */
export function LoginPanel({ reasonKey, expressCheckout = false, onSignUp, onForgotPassword }: LoginPanelProps) {
  const { t } = useAuthText();
  const login = useGrantLogin(expressCheckout);
  const { auth } = useServices();
  const [method, setMethod] = useState<LoginMethod>('phone');

  const codeLogin = (channel: 'phone' | 'email') => (
    <CodeEntry
      channel={channel}
      purpose="login"
      submitLabel={t('authDialogs.login.submit')}
      onSubmit={async (code, destination) => {
        const result = await auth.codeVerify({ channel, destination, purpose: 'login', code });
        return result.ok ? login(result.value) : result.error;
      }}
    />
  );

  return (
    <div className={styles.form}>
      {reasonKey ? <p className={styles.reason}>{t(reasonKey)}</p> : null}
      <Tabs
        label={t('authDialogs.login.methods')}
        value={method}
        onValueChange={(value) => setMethod(value as LoginMethod)}
        stretch
        items={[
          { value: 'phone', label: t('authDialogs.login.byPhone'), content: codeLogin('phone') },
          { value: 'email', label: t('authDialogs.login.byEmail'), content: codeLogin('email') },
          { value: 'password', label: t('authDialogs.login.byPassword'), content: <PasswordLoginForm expressCheckout={expressCheckout} /> },
        ]}
      />
      {/* Under every method: a buyer who signed in by code may still have forgotten the password. */}
      <Button variant="ghost" size="sm" onClick={onForgotPassword}>
        {t('authDialogs.login.forgotPassword')}
      </Button>
      <SocialLogins />
      <p className={styles.switchLine}>
        <span>{t('authDialogs.login.noAccount')}</span>
        <Button variant="ghost" size="sm" onClick={onSignUp}>
          {t('authDialogs.login.toSignUp')}
        </Button>
      </p>
    </div>
  );
}
