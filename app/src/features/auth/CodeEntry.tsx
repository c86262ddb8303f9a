import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Input } from '@modavi/ui';
import { authDestinationParse, otpValidate, type GatewayError, type OtpAuthPurpose, type OtpChannel, type OtpSent } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { useAuthText } from './use-auth-text';
import * as styles from './AuthForms.css';

export interface CodeEntryProps {
  readonly channel: OtpChannel;
  readonly purpose: OtpAuthPurpose;
  /** Checks the form's other fields before a code is sent (sign-up's name); false stops. */
  readonly beforeRequest?: () => boolean;
  /** Fields asked together with the destination (sign-up's name). */
  readonly leading?: ReactNode;
  /** Fields shown beside the code (the new password of a reset). */
  readonly children?: ReactNode;
  readonly submitLabel: string;
  /**
   * Uses the code. Resolves with the failure to show, or null when done (the page moves on).
   * `destination` is the address as the server normalised it.
   */
  readonly onSubmit: (code: string, destination: string) => Promise<GatewayError | 'handled' | null>;
  /** Another login is under way: nothing here may start. */
  readonly disabled?: boolean;
}

/** Whole seconds until `deadline` (epoch ms), never below zero. */
const secondsUntil = (deadline: number): number => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * The one code-entry flow of every form (phone or email login, sign-up, forgotten password):
 * the destination, then the code with a resend countdown from the server's `resend_in`.
 */
export function CodeEntry({ channel, purpose, beforeRequest, leading, children, submitLabel, onSubmit, disabled = false }: CodeEntryProps) {
  const { auth, context } = useServices();
  const { t, issueText, failureText } = useAuthText();
  const [destination, setDestination] = useState('');
  const [sent, setSent] = useState<OtpSent | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [resendIn, setResendIn] = useState(0);

  useEffect(() => {
    if (resendAt === 0) return undefined;
    setResendIn(secondsUntil(resendAt));
    const timer = window.setInterval(() => {
      const left = secondsUntil(resendAt);
      setResendIn(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [resendAt]);

  const request = async () => {
    setFormError(null);
    const parsed = authDestinationParse(channel, destination, context.country());
    if (!parsed.ok) {
      setFieldError(parsed.error[0] ? issueText(parsed.error[0]) : undefined);
      return;
    }
    setFieldError(undefined);
    if (beforeRequest && !beforeRequest()) return;
    setBusy(true);
    const result = await auth.codeRequest({ channel, destination: destination.trim(), purpose });
    setBusy(false);
    if (!result.ok) {
      setFormError(failureText(result.error));
      return;
    }
    setSent(result.value);
    setCode('');
    setResendAt(Date.now() + result.value.resend_in * 1000);
  };

  const submitDestination = (event: FormEvent) => {
    event.preventDefault();
    void request();
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    setFormError(null);
    const checked = otpValidate(code);
    if (!checked.ok) {
      setFieldError(checked.error[0] ? issueText(checked.error[0]) : undefined);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    const failure = await onSubmit(checked.value, destination.trim());
    // Success leaves the button busy: the page is about to navigate.
    if (failure === null) return;
    setBusy(false);
    if (failure !== 'handled') setFormError(failureText(failure));
  };

  const alert = formError ? (
    <p role="alert" className={styles.alert}>
      {formError}
    </p>
  ) : null;

  if (!sent) {
    return (
      <form className={styles.form} onSubmit={submitDestination} noValidate>
        {leading}
        <Input
          label={channel === 'phone' ? t('authDialogs.code.phone') : t('authDialogs.code.email')}
          type={channel === 'phone' ? 'tel' : 'email'}
          inputMode={channel === 'phone' ? 'tel' : 'email'}
          autoComplete={channel === 'phone' ? 'tel' : 'email'}
          value={destination}
          onChange={(event) => setDestination(event.target.value)}
          error={fieldError}
          required
        />
        {alert}
        <Button type="submit" fullWidth loading={busy} disabled={disabled}>
          {t('authDialogs.code.send')}
        </Button>
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submitCode(event)} noValidate>
      <p className={styles.note} aria-live="polite">
        {t('authDialogs.code.sentTo', { destination: sent.destination })}
      </p>
      <Input
        label={t('authDialogs.code.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError}
        required
      />
      {children}
      {alert}
      <Button type="submit" fullWidth loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
      <div className={styles.row}>
        <Button variant="ghost" size="sm" disabled={resendIn > 0 || busy || disabled} onClick={() => void request()}>
          {resendIn > 0 ? t('authDialogs.code.resendIn', { count: resendIn }) : t('authDialogs.code.resend')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() => {
            setSent(null);
            setFormError(null);
            setFieldError(undefined);
          }}
        >
          {channel === 'phone' ? t('authDialogs.code.changePhone') : t('authDialogs.code.changeEmail')}
        </Button>
      </div>
    </form>
  );
}
