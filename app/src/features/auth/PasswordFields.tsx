import { Input } from '@modavi/ui';
import type { ValidationIssue } from '@modavi/core';
import { useAuthText } from './use-auth-text';

export interface PasswordFieldsProps {
  readonly password: string;
  readonly confirmation: string;
  readonly onPasswordChange: (value: string) => void;
  readonly onConfirmationChange: (value: string) => void;
  /** Issues of core's passwordValidate, by field ('password', 'confirmation'). */
  readonly issues: Readonly<Record<string, ValidationIssue>>;
  readonly passwordLabel: string;
  readonly confirmationLabel: string;
}

/** A new password and its confirmation, with the spec's rule as the hint. */
export function PasswordFields(props: PasswordFieldsProps) {
  const { t, issueText } = useAuthText();
  const passwordIssue = props.issues['password'];
  const confirmationIssue = props.issues['confirmation'];
  return (
    <>
      <Input
        label={props.passwordLabel}
        type="password"
        autoComplete="new-password"
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.target.value)}
        hint={t('authDialogs.password.rule')}
        error={passwordIssue ? issueText(passwordIssue) : undefined}
      />
      <Input
        label={props.confirmationLabel}
        type="password"
        autoComplete="new-password"
        value={props.confirmation}
        onChange={(event) => props.onConfirmationChange(event.target.value)}
        error={confirmationIssue ? issueText(confirmationIssue) : undefined}
      />
    </>
  );
}
