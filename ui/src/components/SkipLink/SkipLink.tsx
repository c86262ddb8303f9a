import * as styles from './SkipLink.css.js';

export interface SkipLinkProps {
  /** Id of the main landmark to jump to. */
  target: string;
  label: string;
}

/** The first tab stop: jumps keyboard users past the header to the page's content. */
export function SkipLink({ target, label }: SkipLinkProps) {
  return (
    <a className={styles.root} href={`#${target}`}>
      {label}
    </a>
  );
}
