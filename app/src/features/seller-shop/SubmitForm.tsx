import type { ReactNode } from 'react';
import { useStore, type AnyFormApi } from '@tanstack/react-form';
import { Button } from '@modavi/ui';

export interface SubmitFormProps {
  readonly form: AnyFormApi;
  readonly submitText: string;
  readonly variant?: 'primary' | 'danger' | undefined;
  readonly className?: string | undefined;
  /** A box around the button (a row of actions), when the form wants one. */
  readonly actionsClassName?: string;
  readonly children: ReactNode;
}

/**
 * A TanStack form's element and its submit button: submitting runs the form's own checks (core's
 * rules, so every field shows its issue) without the browser's, the button is busy meanwhile.
 */
export function SubmitForm({ form, submitText, variant = 'primary', className, actionsClassName, children }: SubmitFormProps) {
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const button = (
    <Button type="submit" variant={variant} loading={submitting}>
      {submitText}
    </Button>
  );
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {children}
      {actionsClassName ? <div className={actionsClassName}>{button}</div> : button}
    </form>
  );
}
