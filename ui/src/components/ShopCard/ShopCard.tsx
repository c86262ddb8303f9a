import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import * as styles from './ShopCard.css.js';

/** What `renderName` receives: put both on the router's link to the seller page. */
export interface ShopCardLinkProps {
  className: string;
  children: ReactNode;
}

export interface ShopCardProps {
  name: string;
  avatar?: string | null | undefined;
  /** A chip next to the name, e.g. the country "Shop Hàn Quốc". */
  badge?: string | null | undefined;
  /** Short facts under the name, already worded: "4,8 ★", "12,3k người theo dõi". */
  facts: readonly string[];
  /** A rank shown before the avatar, e.g. "1" in the top-seller list; its meaning in `rankLabel`. */
  rank?: number | undefined;
  /** Spoken before the rank, e.g. "Hạng". */
  rankLabel?: string | undefined;
  /** Level of the name's heading; match the page outline. Default 2. */
  headingLevel?: 1 | 2 | 3 | undefined;
  /** Makes the name a link (the seller page); without it the name is plain text. */
  renderName?: ((props: ShopCardLinkProps) => ReactNode) | undefined;
  /** Buttons on the right (follow, view shop). */
  actions?: ReactNode;
  /** Extra content under the header row, e.g. best-seller thumbnails. */
  children?: ReactNode;
  /** `header` is the seller page's big version. Default `card`. */
  size?: 'card' | 'header' | undefined;
  className?: string | undefined;
}

const headings = { 1: 'h1', 2: 'h2', 3: 'h3' } as const;

/** A shop: avatar, name, country chip and facts, with room for actions (follow) and a preview. */
export function ShopCard({
  name,
  avatar,
  badge,
  facts,
  rank,
  rankLabel,
  headingLevel = 2,
  renderName,
  actions,
  children,
  size = 'card',
  className,
}: ShopCardProps) {
  const Heading = headings[headingLevel];
  return (
    <article className={cx(styles.root({ size }), className)}>
      <div className={styles.top}>
        {rank !== undefined ? (
          <span className={styles.rank} data-rank={rank}>
            {rankLabel ? <VisuallyHidden>{rankLabel}</VisuallyHidden> : null}
            {rank}
          </span>
        ) : null}
        {avatar ? <img className={styles.avatar({ size })} src={avatar} alt="" loading="lazy" decoding="async" /> : null}
        <div className={styles.identity}>
          <div className={styles.nameRow}>
            <Heading className={styles.name({ size })}>{renderName ? renderName({ className: styles.link, children: name }) : name}</Heading>
            {badge ? <span className={styles.badge}>{badge}</span> : null}
          </div>
          {facts.length > 0 ? (
            <ul className={styles.facts}>
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {actions !== undefined ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </article>
  );
}
