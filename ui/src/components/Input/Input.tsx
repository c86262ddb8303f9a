import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import * as styles from './Input.css.js';

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Visible label (translated). Always required; use `hideLabel` when the design shows none. */
  label: string;
  /** Keeps the label for screen readers only, e.g. the header search box. */
  hideLabel?: boolean | undefined;
  /** Helper text under the field, announced with it. */
  hint?: string | undefined;
  /** Error message; marks the field invalid and is announced with it. */
  error?: string | undefined;
  /** Class for the wrapper; `className` goes to the `<input>`. */
  rootClassName?: string | undefined;
}

/** A labelled text field with optional hint and error, wired with aria-describedby/aria-invalid. */
export function Input({
  label,
  hideLabel = false,
  hint,
  error,
  id,
  className,
  rootClassName,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== '';
  const describedByIds =
    [describedBy, hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx(styles.root, rootClassName)}>
      {hideLabel ? (
        <VisuallyHidden>
          <label htmlFor={inputId}>{label}</label>
        </VisuallyHidden>
      ) : (
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      )}
      <input
        {...rest}
        id={inputId}
        className={cx(styles.field, className)}
        aria-describedby={describedByIds}
        aria-invalid={hasError ? true : ariaInvalid}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
