import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, Heading, ShopCard, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { topSellersQueryOptions } from '../../queries/discovery-queries';
import { useEndlessScroll } from '../discovery/use-endless-scroll';
import { FollowButton } from './FollowButton';
import { shopFacts } from './shop-facts';
import * as styles from './seller-page.css';

/** /top-seller: every shop ranked by items sold, with its best sellers, page after page. */
export function TopSellersPage() {
  const { t } = useTranslation();
  const { discovery } = useServices();
  const ranking = useSuspenseInfiniteQuery(topSellersQueryOptions(discovery));
  const sellers = ranking.data.pages.flatMap((page) => page.items);
  const sentinel = useEndlessScroll<HTMLDivElement>(ranking);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1} size="section" id="top-sellers">
          {t('seller.topTitle')}
        </Heading>
        <p className={styles.muted}>{t('seller.topSubtitle')}</p>
      </Stack>
      <ol className={styles.rankList} aria-labelledby="top-sellers">
        {sellers.map((seller) => (
          <li key={seller._id} data-testid="top-seller">
            <ShopCard
              name={seller.name}
              avatar={seller.avatar}
              rank={seller.rank}
              rankLabel={t('seller.rank')}
              badge={t(`product.shopFrom_${seller.country}`)}
              facts={shopFacts(t, seller)}
              renderName={(link) => (
                <Link to="/nguoi-ban/$id" params={{ id: seller._id }} search={{ position: 'TopSeller' }} className={link.className}>
                  {link.children}
                </Link>
              )}
              actions={<FollowButton shopId={seller._id} shopName={seller.name} />}
            >
              {seller.products.length > 0 ? (
                <ul className={styles.previews} aria-label={t('seller.bestSellers', { name: seller.name })}>
                  {seller.products.map((product) => (
                    <li key={product._id}>
                      <Link
                        to="/san-pham/$id"
                        params={{ id: product._id }}
                        search={{ position: 'TopSeller' }}
                        className={styles.previewLink}
                      >
                        {product.image ? (
                          <img className={styles.previewImage} src={product.image} alt={product.name} loading="lazy" />
                        ) : (
                          <span className={styles.previewImage}>{product.name}</span>
                        )}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </ShopCard>
          </li>
        ))}
      </ol>
      <div ref={sentinel} className={styles.more}>
        {ranking.hasNextPage ? (
          <Button variant="secondary" loading={ranking.isFetchingNextPage} onClick={() => void ranking.fetchNextPage()}>
            {t('discovery.loadMore')}
          </Button>
        ) : null}
      </div>
    </Stack>
  );
}
