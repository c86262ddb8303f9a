import { useId, useState } from 'react';
import * as styles from './FileButton.css.js';

export interface FileButtonProps {
  /** The button's words ("Chọn ảnh"); also the input's accessible name unless `accessibleName` says otherwise. */
  label: string;
  /** The input's name when the field's own label says more than the button ("Hình ảnh minh chứng"). */
  accessibleName?: string | undefined;
  /** Shown beside the button before anything is picked ("Chưa chọn tệp"); nothing when left out. */
  emptyText?: string | undefined;
  accept?: string | undefined;
  multiple?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Id(s) of the hint or error describing the field. */
  describedBy?: string | undefined;
  id?: string | undefined;
  /**
   * The names to show beside the button, when the field keeps them (the files it still holds:
   * none after the form is sent and reset, one fewer after a removal). Left out, the button
   * shows the names it was last given.
   */
  chosen?: readonly string[] | undefined;
  /** The picked files; the input is emptied afterwards so the same file can be picked again. */
  onFiles: (files: File[]) => void;
}

/**
 * A file picker in the page's language: the browser's own control speaks the browser's
 * language ("Choose Files / No file chosen"), so the native input stays hidden (still focusable
 * and labelled) and a styled label is its button, with the last picked names beside it.
 */
export function FileButton({ label, accessibleName, emptyText, accept, multiple, disabled, describedBy, id, chosen, onFiles }: FileButtonProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [picked, setPicked] = useState<readonly string[]>([]);
  const names = chosen ?? picked;
  const shown = names.length > 0 ? names.join(', ') : emptyText;
  return (
    <span className={styles.root}>
      <input
        id={inputId}
        type="file"
        className={styles.input}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-label={accessibleName}
        onChange={(event) => {
          const input = event.currentTarget;
          const files = [...(input.files ?? [])];
          input.value = '';
          if (files.length === 0) return;
          setPicked(files.map((file) => file.name));
          onFiles(files);
        }}
      />
      <label htmlFor={inputId} className={styles.button}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden focusable="false">
          <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />
        </svg>
        {label}
      </label>
      {shown ? <span className={styles.chosen}>{shown}</span> : null}
    </span>
  );
}
