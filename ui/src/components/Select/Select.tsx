import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import * as styles from './Select.css.js';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'onChange' | 'value'> {
  /** Visible label (translated); `hideLabel` keeps it for screen readers only. */
  label: string;
  hideLabel?: boolean | undefined;
  options: readonly SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  /** Class for the wrapper; `className` goes to the `<select>`. */
  rootClassName?: string | undefined;
}

/**
 * A labelled native select: the phone's own picker, keyboard and screen-reader support for
 * free, and no script weight (sort orders, category filters).
 */
export function Select({ label, hideLabel = false, options, value, onValueChange, id, className, rootClassName, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const labelNode = (
    <label htmlFor={selectId} className={hideLabel ? undefined : styles.label}>
      {label}
    </label>
  );
  return (
    <div className={cx(styles.root, rootClassName)}>
      {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
      <select {...rest} id={selectId} className={cx(styles.field, className)} value={value} onChange={(event) => onValueChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
