import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.js';
import { Avatar } from '../Avatar/Avatar.js';
import * as styles from './ProfileHeader.css.js';

export interface ProfileHeaderStat {
  key: string;
  /** Formatted value, e.g. "12". */
  value: string;
  /** Translated label, e.g. "Đang theo dõi". */
  label: string;
}

export interface ProfileHeaderProps {
  name: string;
  /** The letter in the avatar circle (when there is no photo). */
  initial: string;
  /** The person's photo, shown instead of the letter. */
  avatarUrl?: string | null | undefined;
  /** Translated line under the name, e.g. "Tham gia 03/2025". */
  subtitle?: string | undefined;
  stats?: readonly ProfileHeaderStat[] | undefined;
  /** Heading level of the name (the page's h1 on a wall). */
  headingLevel?: 1 | 2 | undefined;
  /** Buttons beside the identity (edit profile on one's own wall). */
  actions?: ReactNode;
  className?: string | undefined;
}

/** The top of a wall: photo (or avatar letter), name, joined line and counts. */
export function ProfileHeader({ name, initial, avatarUrl, subtitle, stats = [], headingLevel = 1, actions, className }: ProfileHeaderProps) {
  const Name = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={cx(styles.root, className)}>
      <Avatar initial={initial} src={avatarUrl} />
      <div className={styles.identity}>
        <Name className={styles.name}>{name}</Name>
        {subtitle ? <p className={styles.muted}>{subtitle}</p> : null}
        {stats.length > 0 ? (
          <ul className={styles.stats}>
            {stats.map((stat) => (
              <li key={stat.key} className={styles.stat}>
                <span className={styles.statValue}>{stat.value}</span>
                <span className={styles.statLabel}>{stat.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {actions}
    </section>
  );
}
