import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../../internal/cx.js';
import { CloseIcon, SearchIcon } from '../../internal/icons.js';
import { Button } from '../Button/Button.js';
import { IconButton } from '../IconButton/IconButton.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import * as styles from './SearchCombobox.css.js';

/** One suggestion: a product, a category, a query to run. */
export interface SearchComboboxOption {
  id: string;
  label: string;
  /** Second line or trailing text, e.g. "Danh mục". */
  hint?: string | undefined;
  /** Thumbnail; decorative, the label names the option. */
  image?: string | null | undefined;
}

/** A titled group of suggestions ("Sản phẩm", "Danh mục"). */
export interface SearchComboboxGroup {
  id: string;
  label: string;
  options: readonly SearchComboboxOption[];
}

export interface SearchComboboxProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Enter or the search button with no suggestion highlighted: search for the text. */
  onSubmit: (value: string) => void;
  /** A suggestion was chosen (click, or Enter on the highlighted one). */
  onSelect: (optionId: string) => void;
  groups: readonly SearchComboboxGroup[];
  /** Accessible name of the field and of the suggestion list (translated). */
  label: string;
  placeholder?: string | undefined;
  clearLabel: string;
  submitLabel: string;
  maxLength?: number | undefined;
  autoFocus?: boolean | undefined;
  /** Suggestions are loading: marks the list busy. */
  busy?: boolean | undefined;
  className?: string | undefined;
}

/**
 * A search field with suggestions (the ARIA combobox pattern): the list opens while there are
 * suggestions, arrow keys move the highlight without leaving the field, Enter picks the
 * highlighted suggestion or searches the text, Escape drops the highlight first.
 */
export function SearchCombobox({
  value,
  onValueChange,
  onSubmit,
  onSelect,
  groups,
  label,
  placeholder,
  clearLabel,
  submitLabel,
  maxLength,
  autoFocus,
  busy = false,
  className,
}: SearchComboboxProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const input = useRef<HTMLInputElement>(null);
  const flat = groups.flatMap((group) => group.options);
  const [active, setActive] = useState(-1);
  const open = flat.length > 0;

  // New suggestions mean a new list: nothing is highlighted until the arrows say so.
  const signature = flat.map((option) => option.id).join('|');
  useEffect(() => setActive(-1), [signature]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: past either end the highlight returns to the text.
      setActive((current) => {
        const next = current + step;
        return next >= flat.length ? -1 : next < -1 ? flat.length - 1 : next;
      });
    } else if (event.key === 'Escape' && active >= 0) {
      event.preventDefault();
      event.stopPropagation();
      setActive(-1);
    } else if (event.key === 'Enter' && active >= 0) {
      const option = flat[active];
      if (!option) return;
      event.preventDefault();
      onSelect(option.id);
    }
  };

  let index = -1;
  return (
    <form
      role="search"
      className={cx(styles.root, className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <div className={styles.field}>
        <span className={styles.icon} aria-hidden="true">
          <SearchIcon />
        </span>
        <VisuallyHidden>
          <label htmlFor={inputId}>{label}</label>
        </VisuallyHidden>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          placeholder={placeholder}
          maxLength={maxLength}
          // The overlay opens for typing: focusing its field is the expected first step.
          autoFocus={autoFocus}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {value !== '' ? (
          <IconButton
            label={clearLabel}
            size="sm"
            className={styles.clear}
            onClick={() => {
              onValueChange('');
              input.current?.focus();
            }}
          >
            <CloseIcon />
          </IconButton>
        ) : null}
        <Button type="submit" size="sm" className={styles.submit}>
          {submitLabel}
        </Button>
      </div>
      <div id={listId} role="listbox" aria-label={label} aria-busy={busy || undefined} className={styles.list} hidden={!open}>
        {groups.map((group) =>
          group.options.length === 0 ? null : (
            <div key={group.id} role="group" aria-labelledby={`${baseId}-${group.id}`} className={styles.group}>
              <div id={`${baseId}-${group.id}`} role="presentation" className={styles.groupLabel}>
                {group.label}
              </div>
              {group.options.map((option) => {
                index += 1;
                const at = index;
                return (
                  <div
                    key={option.id}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === active}
                    className={styles.option}
                    // mousedown would blur the field first; keep focus where typing happens.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(at)}
                    onClick={() => onSelect(option.id)}
                  >
                    {option.image ? <img className={styles.thumb} src={option.image} alt="" /> : null}
                    <span className={styles.optionLabel}>{option.label}</span>
                    {option.hint ? <span className={styles.hint}>{option.hint}</span> : null}
                  </div>
                );
              })}
            </div>
          ),
        )}
      </div>
    </form>
  );
}
