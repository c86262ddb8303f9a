import { useTranslation } from 'react-i18next';
import { campaignCountdown, dateFormat, type PromotionProgram } from '@modavi/core';
import { useNow } from '../../clock/use-now';
import * as styles from './PromotionsPage.css';

const two = (value: number) => String(value).padStart(2, '0');

/** 'Ends in 3 d 04:05:06' for a running program, 'Starts in …' for an upcoming one (core's campaignCountdown). */
export function Countdown({ program }: { program: PromotionProgram }) {
  const { t } = useTranslation();
  const now = useNow();
  const countdown = campaignCountdown(program.start_time, program.end_time, now, {
    endedEarly: program.ended_early,
    deleted: program.deleted,
  });
  if (countdown.target === null) return null;
  const { days, hours, minutes, seconds } = countdown.remaining;
  if (countdown.distant) {
    return (
      <p className={styles.countdown}>
        <time dateTime={new Date(countdown.target).toISOString()}>
          {t(countdown.status === 'upcoming' ? 'promosShared.startsOn' : 'promosShared.endsOn', { date: dateFormat(countdown.target) })}
        </time>
      </p>
    );
  }
  return (
    <p className={styles.countdown}>
      <span>{countdown.status === 'upcoming' ? t('promosShared.startsIn') : t('promosShared.endsIn')}</span>{' '}
      <time dateTime={new Date(countdown.target).toISOString()} className={styles.clock}>
        {t('promosShared.countdown', { days, hours: two(hours), minutes: two(minutes), seconds: two(seconds) })}
      </time>
    </p>
  );
}
