import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.js';
import * as styles from './AddressCard.css.js';

export interface AddressCardTag {
  /** Stable key, e.g. 'default'. */
  key: string;
  /** Translated text, e.g. "Mặc định". */
  label: string;
  /** Stands out (the default address). */
  strong?: boolean | undefined;
}

export interface AddressCardProps {
  name: string;
  phone: string;
  /** Address lines as they should read (detail, then ward, district, city; or abroad). */
  lines: readonly string[];
  tags?: readonly AddressCardTag[] | undefined;
  /** Buttons (edit, delete, set default) or a radio: whatever the page offers. */
  actions?: ReactNode;
  /** Marks the card chosen (the address picker). */
  selected?: boolean | undefined;
  /** Accessible name of the card's region, e.g. "Địa chỉ: Trần Văn Bình". */
  label?: string | undefined;
  className?: string | undefined;
}

/** One address of the address book: who receives, the phone, where, its flags and its actions. */
export function AddressCard({ name, phone, lines, tags = [], actions, selected = false, label, className }: AddressCardProps) {
  return (
    <article className={cx(styles.root({ selected }), className)} aria-label={label}>
      <div className={styles.top}>
        <span className={styles.name}>{name}</span>
        <span className={styles.phone}>{phone}</span>
      </div>
      {lines.map((line, index) => (
        <p key={index} className={styles.lines}>
          {line}
        </p>
      ))}
      {tags.length > 0 ? (
        <ul className={styles.tags}>
          {tags.map((tag) => (
            <li key={tag.key} className={styles.tag({ strong: tag.strong ?? false })}>
              {tag.label}
            </li>
          ))}
        </ul>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
