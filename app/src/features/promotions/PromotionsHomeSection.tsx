import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Heading, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { Countdown } from './Countdown';
import { PromotionProducts } from './PromotionProducts';
import { promotionsQueryOptions } from './promos-queries';
import { usePromosWords } from './use-promos-words';
import * as styles from './PromotionsPage.css';

/** Products shown on the home page: the first running program's. */
const HOME_PRODUCTS = 4;

/** Home section: the running promotion with its countdown and a few of its products, and a link to /uu-dai. Shows nothing when none runs. */
export function PromotionsHomeSection() {
  const { t } = usePromosWords();
  const { promosHome } = useServices();
  const { data: showcases } = useSuspenseQuery(promotionsQueryOptions(promosHome));
  const running = showcases.find((showcase) => showcase.status === 'running' && showcase.products.length > 0);
  if (!running) return null;
  return (
    <Stack as="section" gap="md" aria-labelledby="home-promotions">
      <div className={styles.sectionHead}>
        <Heading level={2} id="home-promotions">
          {t('promosShared.promotionsTitle')}
        </Heading>
        <div className={styles.links}>
          <Link to="/khuyen-mai" className={styles.seeAll}>
            {t('promosShared.vouchersLink')}
          </Link>
          <Link to="/uu-dai" className={styles.seeAll}>
            {t('promosShared.seeAll')}
          </Link>
        </div>
      </div>
      <Countdown program={running.program} />
      <PromotionProducts items={running.products.slice(0, HOME_PRODUCTS)} labelledBy="home-promotions" position="Home" />
    </Stack>
  );
}
