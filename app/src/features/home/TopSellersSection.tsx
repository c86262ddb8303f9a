import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { moneyShort } from '@modavi/core';
import { Heading, ShopCard, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { topSellersQueryOptions } from '../../queries/discovery-queries';
import * as styles from './HomePage.css';

/** How many of the ranking home shows. */
const HOME_TOP_SELLERS = 4;

/** Home: the first shops of the top-seller ranking, linking to the full ranking. */
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
        <Link to="/top-seller" className={styles.seeAll}>
          {t('home.seeAllTopSellers')}
        </Link>
      </div>
      <ol className={styles.sellers} aria-labelledby="home-top-sellers">
        {sellers.map((seller) => (
          <li key={seller._id} className={styles.seller}>
            <ShopCard
              headingLevel={3}
              name={seller.name}
              avatar={seller.avatar}
              rank={seller.rank}
              rankLabel={t('home.rank')}
              facts={[t('home.sellerSold', { formatted: moneyShort(seller.sold) })]}
              renderName={(link) => (
                <Link to="/nguoi-ban/$id" params={{ id: seller._id }} search={{ position: 'TopSeller' }} className={link.className}>
                  {link.children}
                </Link>
              )}
            />
          </li>
        ))}
      </ol>
    </Stack>
  );
}
