import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { moneyShort } from '@modavi/core';
import { Heading, Stack, VisuallyHidden } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { topSellersQueryOptions } from '../../queries/discovery-queries';
import * as styles from './HomePage.css';

/** How many of the ranking home shows. */
const HOME_TOP_SELLERS = 4;

/**
 * Home: the first shops of the top-seller ranking, linking to the full ranking. Plain markup
 * rather than ShopCard: on a phone this section is in the first screen, and every component
 * it pulls in counts against the first visit's budget.
 */
export function TopSellersSection() {
  const { t } = useTranslation();
  const { discovery } = useServices();
  const ranking = useInfiniteQuery(topSellersQueryOptions(discovery));
  const sellers = ranking.data?.pages[0]?.items.slice(0, HOME_TOP_SELLERS) ?? [];
  if (ranking.isSuccess && sellers.length === 0) return null;
  return (
    <Stack as="section" gap="sm" aria-labelledby="home-top-sellers" className={styles.section}>
      <div className={styles.sectionHead}>
        <Heading level={2} id="home-top-sellers">
          {t('home.topSellers')}
        </Heading>
        <span className={styles.headLinks}>
          <Link to="/awards" className={styles.seeAll}>
            {t('home.awardsVote')}
          </Link>
          <Link to="/top-seller" className={styles.seeAll}>
            {t('home.seeAllTopSellers')}
          </Link>
        </span>
      </div>
      <ol className={styles.sellers} aria-labelledby="home-top-sellers" style={{ minHeight: ranking.isSuccess ? undefined : '10rem' }}>
        {sellers.map((seller) => (
          <li key={seller._id} className={styles.seller}>
            <span className={styles.rank} aria-hidden="true">
              {seller.rank}
            </span>
            <VisuallyHidden>{t('home.rankOf', { rank: seller.rank })}</VisuallyHidden>
            {seller.avatar ? <img className={styles.avatar} src={seller.avatar} alt="" loading="lazy" decoding="async" /> : null}
            <span className={styles.sellerText}>
              <Link to="/nguoi-ban/$id" params={{ id: seller._id }} search={{ position: 'TopSeller' }} className={styles.sellerName}>
                {seller.name}
              </Link>
              <span className={styles.sellerSold}>{t('home.sellerSold', { formatted: moneyShort(seller.sold) })}</span>
            </span>
          </li>
        ))}
      </ol>
    </Stack>
  );
}
