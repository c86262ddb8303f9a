import { useState } from 'react';
import type { Validation, ValidationIssue } from '@modavi/core';

const NONE: readonly ValidationIssue[] = [];

/**
 * A form's issues as TanStack Form's `revalidateLogic()` gives them to the seller forms, for the
 * buyer's small forms kept in React state: nothing before the first send, then core's rule
 * checked again on every change, so a fixed field's message goes and a newly broken one shows.
 * `check` runs on each render against the current values (the rules are pure and cheap).
 */
export function useCheckedAfterSubmit<T>(check: () => Validation<T>) {
  const [attempted, setAttempted] = useState(false);
  const result = check();
  return {
    issues: attempted && !result.ok ? result.error : NONE,
    /** Sends the checked value, or shows the issues and keeps checking on each change. */
    submit: (send: (value: T) => void) => {
      setAttempted(true);
      if (result.ok) send(result.value);
    },
    /** The same for a send that awaits: marks the form tried and answers the check. */
    attempt: (): Validation<T> => {
      setAttempted(true);
      return result;
    },
    /** After a successful send or a closed dialog: a fresh form does not greet with messages. */
    reset: () => setAttempted(false),
  };
}
