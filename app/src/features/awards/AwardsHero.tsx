import { useTranslation } from 'react-i18next';
import { VOTES_PER_CHECK_IN, awardsTimeLeft, type AwardsEdition } from '@modavi/core';
import { Heading, VisuallyHidden } from '@modavi/ui';
import { useNow } from '../../clock/use-now';
import * as styles from './awards.css';

/** The countdown moves by the minute: a tick every 30 s keeps it at most half a minute late. */
const TICK_MS = 30_000;


/** The edition's name, what the event is, and the time left to vote (core's awardsTimeLeft). */
export function AwardsHero({ edition }: { readonly edition: AwardsEdition }) {
  const { t } = useTranslation();
  const now = useNow(TICK_MS);
  const startsMs = Date.parse(edition.voting_starts_at);
  const left = awardsTimeLeft(Date.parse(edition.voting_ends_at), now);
  return (
    <section className={styles.hero} aria-labelledby="awards-title">
      <Heading level={1} id="awards-title">
        {edition.name}
      </Heading>
      <p className={styles.lead}>{t('awards.lead', { count: VOTES_PER_CHECK_IN })}</p>
      {edition.open ? (
        <p className={styles.countdown}>
          <VisuallyHidden>{`${t('awards.countdownLabel')}: `}</VisuallyHidden>
          {t('awards.countdown', { ...left })}
        </p>
      ) : (
        <p className={styles.countdown}>{now < startsMs ? t('awards.notStarted') : t('awards.closed')}</p>
      )}
    </section>
  );
}
