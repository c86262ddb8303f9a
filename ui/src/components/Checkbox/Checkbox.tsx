import { useId, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { cx } from '../../internal/cx.js';
import { CheckIcon, IndeterminateIcon } from '../../internal/icons.js';
import * as styles from './Checkbox.css.js';

export interface CheckboxProps {
  /** Visible label (translated); clicking it toggles the box. */
  label: ReactNode;
  /** Controlled state; `'indeterminate'` for "some selected" (e.g. a shop group in the cart). */
  checked?: boolean | 'indeterminate' | undefined;
  defaultChecked?: boolean | undefined;
  /** Called with the new state; an indeterminate box becomes checked. */
  onCheckedChange?: ((checked: boolean) => void) | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  /** Form field name and value, submitted when checked (Radix renders a hidden input in forms). */
  name?: string | undefined;
  value?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
}

/** A labelled checkbox on Radix Checkbox (role="checkbox", Space toggles). */
export function Checkbox({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  required,
  name,
  value,
  id,
  className,
}: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  return (
    <span className={cx(styles.root, className)}>
      <RadixCheckbox.Root
        id={boxId}
        className={styles.box}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(next) => onCheckedChange?.(next === true)}
        disabled={disabled}
        required={required}
        name={name}
        value={value}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          {checked === 'indeterminate' ? <IndeterminateIcon /> : <CheckIcon />}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={boxId} className={styles.label}>
        {label}
      </label>
    </span>
  );
}
