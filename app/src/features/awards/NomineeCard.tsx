import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { numberFormat, type AwardsNominee, uploadedImageSrcSet } from '@modavi/core';
import { Avatar, Button, QuantityStepper } from '@modavi/ui';
import * as styles from './awards.css';

/** The `?position=` a nominee's link carries (the spec tracks where a visit to a shop or product came from). */
const AWARDS_LINK_POSITION = 'Awards';

export interface NomineeCardProps {
  readonly nominee: AwardsNominee;
  /** The most the stepper offers: the balance (at least 1, so a guest or an empty balance can still press and be told why not). */
  readonly maxCount: number;
  readonly open: boolean;
  readonly busy: boolean;
  readonly onVote: (nominee: AwardsNominee, count: number) => void;
}

/** A nominee: its picture, name (to its shop or product page), rank and count, and the vote with its count. */
export function NomineeCard({ nominee, maxCount, open, busy, onVote }: NomineeCardProps) {
  const { t } = useTranslation();
  const [count, setCount] = useState(1);
  const shown = Math.min(count, maxCount);
  const link =
    nominee.kind === 'shop' ? (
      <Link to="/nguoi-ban/$id" params={{ id: nominee.target_id }} search={{ position: AWARDS_LINK_POSITION }} className={styles.nameLink}>
        {nominee.name}
      </Link>
    ) : (
      <Link to="/san-pham/$id" params={{ id: nominee.target_id }} search={{ position: AWARDS_LINK_POSITION }} className={styles.nameLink}>
        {nominee.name}
      </Link>
    );
  return (
    <li className={styles.card} data-nominee={nominee.id}>
      {nominee.kind === 'shop' ? (
        <Avatar initial={nominee.name.slice(0, 1)} src={nominee.image} srcSet={uploadedImageSrcSet(nominee.image)} />
      ) : nominee.image ? (
        <img className={styles.image} src={nominee.image} alt="" loading="lazy" width={64} height={64} />
      ) : (
        <span className={styles.image} />
      )}
      <div className={styles.cardBody}>
        <span className={styles.rank}>{t('awards.rank', { rank: nominee.rank })}</span>
        <h2 className={styles.name}>{link}</h2>
        <p className={styles.votes} data-testid="nominee-votes">
          {t('awards.votes', { count: nominee.votes, formatted: numberFormat(nominee.votes) })}
        </p>
      </div>
      {open ? (
        <div className={styles.cardActions}>
          <QuantityStepper
            value={shown}
            onChange={(requested) => setCount(Math.max(1, Math.min(maxCount, Math.round(requested) || 1)))}
            min={1}
            max={maxCount}
            size="sm"
            label={t('awards.voteCount', { name: nominee.name })}
            decreaseLabel={t('awards.decrease')}
            increaseLabel={t('awards.increase')}
          />
          <Button size="sm" onClick={() => onVote(nominee, shown)} disabled={busy} aria-label={t('awards.voteFor', { name: nominee.name })}>
            {t('awards.vote')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
