import { Progress } from 'radix-ui';
import * as styles from './ProgressBar.css.js';

export interface ProgressBarProps {
  /** 0-100; null while the total is not known yet (an indeterminate bar). */
  value: number | null;
  /** The bar's accessible name ("Đang tải video lên"). */
  label: string;
  /** The words shown under it ("3,2 / 12 MB · 27%"); also read as the bar's value. */
  valueText: string;
}

/** How far a task is (an upload): a bar with its label and its figures in words. */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const percent = value === null ? 0 : Math.max(0, Math.min(100, value));
  return (
    <div className={styles.root}>
      <Progress.Root className={styles.track} value={value === null ? null : percent} aria-label={label} aria-valuetext={valueText}>
        <Progress.Indicator className={styles.indicator} style={{ transform: `translateX(-${100 - percent}%)` }} />
      </Progress.Root>
      <span aria-hidden>{valueText}</span>
    </div>
  );
}
