import { useState, type KeyboardEvent } from 'react';
import { cx } from '../../internal/cx.js';
import { MinusIcon, PlusIcon } from '../../internal/icons.js';
import * as styles from './QuantityStepper.css.js';

export interface QuantityStepperProps {
  value: number;
  /**
   * Called with the quantity asked for (a step, an arrow key or a typed number), unbounded:
   * the owner bounds it (core's `cartQuantityClamp`) and passes the kept quantity back as `value`.
   */
  onChange: (requested: number) => void;
  /** The smallest quantity (core's `CART_QUANTITY_MIN`): − is disabled at it. */
  min: number;
  /** The largest quantity (core's `cartQuantityMax` of the stock): + is disabled at it. */
  max: number;
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

/**
 * − value + control. The value is also typeable (buyers ordering 20 should not tap 19 times);
 * typed text is committed on blur or Enter. Arrow keys step, as for a spinbutton. It decides no
 * bound: it shows `value`, disables − and + at `min` and `max`, and reports what was asked for.
 */
export function QuantityStepper({
  value,
  onChange,
  min,
  max,
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

  const commit = (requested: number) => {
    // The field shows the owner's value again; a kept request arrives as the next value.
    setDraft(String(value));
    if (requested !== value) onChange(requested);
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
        aria-valuemax={max}
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
