import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AwardsEdition } from '@modavi/core';
import { Button, Heading, Skeleton, Tabs } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { AwardsBalanceBar } from './AwardsBalanceBar';
import { AwardsHero } from './AwardsHero';
import { NomineeCard } from './NomineeCard';
import { awardsBalanceQueryOptions, awardsEditionQueryOptions } from './awards-queries';
import { useAwardsActions } from './use-awards-actions';
import * as styles from './awards.css';

export interface AwardsPageProps {
  /** The chosen category (`?category=`); the first when absent or unknown. */
  readonly category: string | undefined;
  readonly onCategory: (category: string) => void;
}

/**
 * /awards: the annual awards event (spec 1, 2, 4). Anyone sees the edition, its categories and
 * ranked nominees; an account checks in once a day for votes and spends them on nominees; a
 * guest pressing either gets the login prompt. After logout the page reloads (core's LOGOUT_RELOAD_PATHS).
 */
export function AwardsPage({ category, onCategory }: AwardsPageProps) {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const loggedIn = services.tokens.isLoggedIn();
  const edition = useQuery(awardsEditionQueryOptions(services.awards));
  const balance = useQuery({ ...awardsBalanceQueryOptions(services.awards), enabled: loggedIn });
  const actions = useAwardsActions(loggedIn ? balance.data : undefined);
  if (edition.isPending) {
    return (
      <div className={styles.page} role="status" aria-busy="true" aria-label={t('awards.loading')}>
        <Skeleton shape="rect" height="160px" />
        <Skeleton shape="rect" height="320px" />
      </div>
    );
  }
  if (edition.isError) {
    const missing = edition.error instanceof Error && edition.error.message === 'AWARDS.NOT_FOUND';
    return (
      <div className={styles.page}>
        <Heading level={1}>{t('content.footer.awards')}</Heading>
        <p role={missing ? undefined : 'alert'}>{missing ? t('awards.empty') : t('awards.loadFailed')}</p>
        {missing ? null : (
          <Button variant="secondary" onClick={() => void edition.refetch()}>
            {t('awards.retry')}
          </Button>
        )}
      </div>
    );
  }
  const data: AwardsEdition = edition.data;
  const maxCount = Math.max(1, loggedIn ? (balance.data?.balance ?? 1) : 1);
  const chosen = data.categories.find((item) => item.id === category)?.id ?? data.categories[0]?.id;
  return (
    <div className={styles.page}>
      <AwardsHero edition={data} />
      <AwardsBalanceBar
        balance={balance.data}
        loggedIn={loggedIn}
        open={data.open}
        checkingIn={actions.checkingIn}
        onCheckIn={actions.checkIn}
        outOfVotes={actions.outOfVotes}
      />
      <Tabs
        label={t('awards.categories')}
        value={chosen}
        onValueChange={onCategory}
        wrap
        items={data.categories.map((item) => ({
          value: item.id,
          label: i18n.language === 'kr' ? item.name_en : item.name,
          content: (
            <ul className={styles.grid}>
              {item.nominees.map((nominee) => (
                <NomineeCard
                  key={nominee.id}
                  nominee={nominee}
                  maxCount={maxCount}
                  open={data.open}
                  busy={actions.votingFor === nominee.id}
                  onVote={actions.vote}
                />
              ))}
            </ul>
          ),
        }))}
      />
    </div>
  );
}
