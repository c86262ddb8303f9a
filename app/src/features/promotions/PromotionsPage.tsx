import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Heading, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { Countdown, PromotionProducts, promotionsQueryOptions } from './home-sections';
import * as styles from './PromotionsPage.css';

/** /uu-dai: running promotion programs, then upcoming ones, each with its countdown and products. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const { promosHome } = useServices();
  const { data: showcases } = useSuspenseQuery(promotionsQueryOptions(promosHome));
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{t('promos.promotions.title')}</Heading>
        <p className={styles.subtitle}>{t('promos.promotions.subtitle')}</p>
      </Stack>
      {showcases.length === 0 ? <p className={styles.empty}>{t('promos.promotions.empty')}</p> : null}
      {showcases.map(({ program, status, products }) => {
        const headingId = `promotion-${program._id}`;
        return (
          <section key={program._id} className={styles.program} aria-labelledby={headingId} data-promotion={program._id}>
            <div className={styles.programHead}>
              <Heading level={2} id={headingId}>
                {program.name}
              </Heading>
              <span className={styles.status}>{t(`promos.status_${status}`)}</span>
            </div>
            <Countdown program={program} />
            {program.description ? <p className={styles.subtitle}>{program.description}</p> : null}
            <PromotionProducts items={products} labelledBy={headingId} position="Promotion" />
          </section>
        );
      })}
    </Stack>
  );
}
