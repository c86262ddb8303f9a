import { useEffect, useState, type FormEvent } from 'react';
import { Button, Heading, Input } from '@modavi/ui';
import {
  contactCodesCheck,
  type ContactCodes,
  type GatewayError,
  type OtpChannel,
  type OtpSent,
  type Result,
} from '@modavi/core';
import { useCheckedAfterSubmit } from '../../hooks/use-checked-after-submit';
import { issuesByField, useAuthText } from '../auth/use-auth-text';
import * as styles from './AccountPage.css';

export interface ContactCodeStepProps {
  /** Where each code went (the new email and/or phone, as the server normalised them). */
  readonly sent: Readonly<Partial<Record<OtpChannel, OtpSent>>>;
  /** Saves the profile with the codes: the failure to show, or null once saved. */
  readonly onSubmit: (codes: ContactCodes) => Promise<GatewayError | null>;
  readonly onResend: (channel: OtpChannel) => Promise<Result<OtpSent, GatewayError>>;
  /** Back to the form, nothing saved. */
  readonly onCancel: () => void;
}

const FIELD_OF = { email: 'email_code', phone: 'phone_code' } as const;
const CHANNELS: readonly OtpChannel[] = ['email', 'phone'];

/** Epoch ms at which each channel may be sent a new code (the server's `resend_in`). */
const resendDeadlines = (sent: ContactCodeStepProps['sent'], now: number) =>
  Object.fromEntries(CHANNELS.flatMap((channel) => (sent[channel] ? [[channel, now + sent[channel].resend_in * 1000]] : []))) as Partial<
    Record<OtpChannel, number>
  >;

/**
 * The profile form's step for a new email or phone: the code sent to each new address, checked
 * by core's contactCodesCheck before the call (the server runs the same rule), with a resend
 * countdown per address. The profile is saved only with the right codes.
 */
export function ContactCodeStep({ sent, onSubmit, onResend, onCancel }: ContactCodeStepProps) {
  const { t, issueText, failureText } = useAuthText();
  const channels = CHANNELS.filter((channel) => sent[channel] !== undefined);
  const [codes, setCodes] = useState<Partial<Record<OtpChannel, string>>>({});
  const checks = useCheckedAfterSubmit(() => contactCodesCheck(channels, { email_code: codes.email, phone_code: codes.phone }));
  const issues = issuesByField(checks.issues);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deadlines, setDeadlines] = useState(() => resendDeadlines(sent, Date.now()));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = checks.attempt();
    if (!checked.ok) return;
    setBusy(true);
    const failure = await onSubmit(checked.value);
    setBusy(false);
    if (failure) setFormError(failureText(failure));
  };

  const resend = async (channel: OtpChannel) => {
    setFormError(null);
    const result = await onResend(channel);
    if (!result.ok) {
      setFormError(failureText(result.error));
      return;
    }
    setDeadlines((current) => ({ ...current, [channel]: Date.now() + result.value.resend_in * 1000 }));
  };

  return (
    <form className={styles.section} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="contact-code-heading">
      <Heading level={2} id="contact-code-heading">
        {t('account.contactCode.title')}
      </Heading>
      <p className={styles.muted}>{t('account.contactCode.intro')}</p>
      {channels.map((channel) => {
        const wait = Math.max(0, Math.ceil(((deadlines[channel] ?? 0) - now) / 1000));
        const issue = issues[FIELD_OF[channel]];
        return (
          <div key={channel} className={styles.fieldset}>
            <Input
              label={t(`account.contactCode.${channel}`, { destination: sent[channel]?.destination ?? '' })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={codes[channel] ?? ''}
              onChange={(event) => setCodes((current) => ({ ...current, [channel]: event.target.value }))}
              error={issue ? issueText(issue) : undefined}
              required
            />
            <div className={styles.actions}>
              <Button variant="ghost" size="sm" disabled={wait > 0 || busy} onClick={() => void resend(channel)}>
                {wait > 0 ? t('account.contactCode.resendIn', { count: wait }) : t('account.contactCode.resend')}
              </Button>
            </div>
          </div>
        );
      })}
      {formError ? (
        <p role="alert" className={styles.alert}>
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="ghost" disabled={busy} onClick={onCancel}>
          {t('account.contactCode.back')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('account.contactCode.confirm')}
        </Button>
      </div>
    </form>
  );
}
