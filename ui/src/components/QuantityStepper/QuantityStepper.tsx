import { useState, type KeyboardEvent } from 'react';
import { cx } from '../../internal/cx.js';
import { MinusIcon, PlusIcon } from '../../internal/icons.js';
import * as styles from './QuantityStepper.css.js';

export interface QuantityStepperProps {
  value: number;
  /** Called with a value already clamped to [min, max]. */
  onChange: (value: number) => void;
  /** Default 1. */
  min?: number | undefined;
  /** Usually the stock left; default unbounded. */
  max?: number | undefined;
  /** Accessible name of the number field, e.g. "Số lượng". */
  label: string;
  /** Accessible name of the − button, e.g. "Giảm". */
  decreaseLabel: string;
  /** Accessible name of the + button, e.g. "Tăng". */
  increaseLabel: string;
  disabled?: boolean | undefined;
  /** `sm` in cart rows, `md` on the product page. */
  size?: 'sm' | 'md' | undefined;
  className?: string | undefined;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * − value + control. The value is also typeable (buyers ordering 20 should not tap 19 times);
 * typed text is committed, clamped, on blur or Enter. Arrow keys step, as for a spinbutton.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  label,
  decreaseLabel,
  increaseLabel,
  disabled = false,
  size = 'md',
  className,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState(String(value));
  // The owner may clamp or reset the value (e.g. stock changed): mirror it in the field. Done
  // while rendering rather than in an effect, so the field never shows a stale number.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }

  const commit = (next: number) => {
    const clamped = clamp(Math.trunc(next), min, max);
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };

  const commitDraft = () => {
    const typed = Number.parseInt(draft, 10);
    commit(Number.isFinite(typed) ? typed : value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitDraft();
    else if (event.key === 'ArrowUp') {
      event.preventDefault();
      commit(value + 1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      commit(value - 1);
    }
  };

  return (
    <div className={cx(styles.root({ size }), className)}>
      <button
        type="button"
        className={styles.button}
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => commit(value - 1)}
      >
        <MinusIcon />
      </button>
      <input
        className={styles.value}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        role="spinbutton"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={Number.isFinite(max) ? max : undefined}
        disabled={disabled}
        value={draft}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={commitDraft}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => commit(value + 1)}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
