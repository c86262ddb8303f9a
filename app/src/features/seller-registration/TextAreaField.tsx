import { useId } from 'react';
import * as styles from './registration.css';

export interface TextAreaFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly error?: string | undefined;
  /** Shown under the field, e.g. the character count (translated by the caller). */
  readonly hint?: string | undefined;
  readonly rootClassName?: string | undefined;
}

/** A labelled multi-line text field with its hint and error wired for screen readers. */
export function TextAreaField({ label, value, onChange, onBlur, error, hint, rootClassName }: TextAreaFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, rootClassName].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.muted}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
