import { useTranslation } from 'react-i18next';
import { VOTES_PER_CHECK_IN, type AwardsBalance } from '@modavi/core';
import { Button } from '@modavi/ui';
import * as styles from './awards.css';

export interface AwardsBalanceBarProps {
  /** Undefined for a guest (or while it loads): the guest's line invites to log in. */
  readonly balance: AwardsBalance | undefined;
  readonly loggedIn: boolean;
  readonly open: boolean;
  readonly checkingIn: boolean;
  readonly onCheckIn: () => void;
  /** The spec's "out of votes" message is shown (a refused vote or an empty balance). */
  readonly outOfVotes: boolean;
}

/** The visitor's votes, today's check-in (disabled once done) and the "out of votes" notice. */
export function AwardsBalanceBar({ balance, loggedIn, open, checkingIn, onCheckIn, outOfVotes }: AwardsBalanceBarProps) {
  const { t } = useTranslation();
  const checkedIn = balance?.checked_in_today === true;
  return (
    <>
      <div className={styles.balanceBar}>
        {loggedIn ? (
          <p className={styles.balance}>
            {t('awards.balance')}
            <span className={styles.balanceCount} data-testid="awards-balance">
              {balance?.balance ?? '…'}
            </span>
          </p>
        ) : (
          <p className={styles.balance}>{t('awards.balanceGuest')}</p>
        )}
        {open ? (
          <Button onClick={onCheckIn} disabled={checkedIn || checkingIn} variant={checkedIn ? 'secondary' : 'primary'} className={styles.checkIn}>
            {checkedIn ? t('awards.checkedIn') : t('awards.checkIn', { count: VOTES_PER_CHECK_IN })}
          </Button>
        ) : null}
      </div>
      {loggedIn && open && outOfVotes ? (
        <p role="alert" className={styles.notice}>
          <span className={styles.noticeTitle}>{t('errors.VOTE.OUT_OF_VOTES')}</span>
          {checkedIn ? t('awards.outOfVotesTomorrow', { count: VOTES_PER_CHECK_IN }) : t('awards.outOfVotesToday', { count: VOTES_PER_CHECK_IN })}
        </p>
      ) : null}
    </>
  );
}
