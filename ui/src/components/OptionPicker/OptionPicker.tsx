import { useId } from 'react';
import { ToggleGroup } from 'radix-ui';
import { cx } from '../../internal/cx.js';
import * as styles from './OptionPicker.css.js';

/** One choosable option of a classification (a colour, a size). */
export interface PickerOption {
  value: string;
  label: string;
  /** Unavailable (e.g. out of stock for the current choice); shown struck through. */
  disabled?: boolean | undefined;
  /** Small second line, e.g. "Còn 3" or "Hết hàng"; part of the option's accessible name. */
  hint?: string | undefined;
  /** Swatch or variant thumbnail; decorative, the label names the option. */
  image?: string | null | undefined;
}

export interface OptionPickerProps {
  /** The classification name shown as the group label, e.g. "Màu sắc". */
  name: string;
  options: readonly PickerOption[];
  /** The chosen value, or null while nothing is chosen. */
  value: string | null;
  /** Called with the new value, or null when the chosen option is tapped again. */
  onChange: (value: string | null) => void;
  /** Shows the chosen option's label next to the name ("Màu sắc: Đỏ"). Default true. */
  showSelected?: boolean | undefined;
  className?: string | undefined;
}

/**
 * Single-select chip group for one classification (Radix ToggleGroup: a radiogroup with arrow
 * key navigation). Disabled options stay visible, struck through, so buyers see what exists.
 */
export function OptionPicker({ name, options, value, onChange, showSelected = true, className }: OptionPickerProps) {
  const labelId = useId();
  const chosen = value === null ? undefined : options.find((option) => option.value === value);

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.legend}>
        <span id={labelId}>{name}</span>
        {showSelected && chosen ? <span className={styles.selected}>{chosen.label}</span> : null}
      </div>
      <ToggleGroup.Root
        type="single"
        className={styles.group}
        aria-labelledby={labelId}
        value={value ?? ''}
        onValueChange={(next) => onChange(next === '' ? null : next)}
      >
        {options.map((option) => (
          <ToggleGroup.Item
            key={option.value}
            value={option.value}
            disabled={option.disabled ?? false}
            className={styles.option({ withImage: Boolean(option.image) })}
          >
            {option.image ? <img className={styles.thumb} src={option.image} alt="" /> : null}
            <span className={styles.text}>
              <span className={styles.label}>{option.label}</span>
              {option.hint ? <span className={styles.hint}>{option.hint}</span> : null}
            </span>
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
