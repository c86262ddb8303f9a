import type { ReactNode } from 'react';
import { useForm } from '@tanstack/react-form';
import type { Result, ValidationIssue } from '@modavi/core';
import { Input } from '@modavi/ui';
import { useIssueText } from './issue-text';
import { SubmitForm } from './SubmitForm';

export interface OneFieldFormProps {
  readonly label: string;
  readonly maxLength: number;
  readonly submitText: string;
  readonly variant?: 'primary' | 'danger' | undefined;
  readonly className?: string | undefined;
  /** Core's rule for the text, the same the server applies. */
  readonly check: (text: string) => Result<string, readonly ValidationIssue[]>;
  readonly onSubmit: (text: string) => Promise<unknown>;
  /** What the form shows above its field (the carrier a waybill belongs to). */
  readonly before?: ReactNode;
}

/** A form of one required text (a cancel or refusal reason, a waybill code): core's rule on submit, its message under the field. */
export function OneFieldForm({ label, maxLength, submitText, variant, className, check, onSubmit, before }: OneFieldFormProps) {
  const issueText = useIssueText();
  const form = useForm({
    defaultValues: { text: '' },
    onSubmit: async ({ value }) => {
      const checked = check(value.text);
      // A refused request has said why in a toast; the text stays for another try.
      if (checked.ok) await onSubmit(checked.value).catch(() => undefined);
    },
  });
  return (
    <SubmitForm form={form} submitText={submitText} variant={variant} className={className}>
      {before}
      <form.Field
        name="text"
        validators={{
          onSubmit: ({ value }) => {
            const checked = check(value);
            return checked.ok ? undefined : checked.error[0];
          },
        }}
      >
        {(field) => (
          <Input
            label={label}
            value={field.state.value}
            maxLength={maxLength}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
            error={issueText(field.state.meta.errors)}
          />
        )}
      </form.Field>
    </SubmitForm>
  );
}
