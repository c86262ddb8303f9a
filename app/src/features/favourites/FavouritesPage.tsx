import { useInfiniteQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { priceDiscountPercent, uploadedImageSrcSet } from '@modavi/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, Heading, ProductCard, ProductGrid, ProductGridItem, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { loginPromptOpen } from '../auth/login-prompt';
import { productCardTexts } from '../home/product-card-props';
import { favouritesQueryOptions } from '../promotions/home-sections';
import { FavouriteButton } from './FavouriteButton';
import * as styles from './FavouritesPage.css';

/** /yeu-thich: the buyer's favourite products, newest first, each with its heart to remove it. */
export function FavouritesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('promos.favourites.title'));
  const services = useServices();
  const loggedIn = services.tokens.isLoggedIn();
  const list = useInfiniteQuery({ ...favouritesQueryOptions(services.promos), enabled: loggedIn });
  const texts = productCardTexts(t);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="xl">
      <Heading level={1} id="favourites-title">
        {t('promos.favourites.title')}
      </Heading>
      {!loggedIn ? (
        <Stack gap="md">
          <p className={styles.empty}>{t('promos.favourites.loginText')}</p>
          <div>
            <Button variant="primary" onClick={() => loginPromptOpen({ reasonKey: 'promosShared.loginReason' })}>
              {t('promos.favourites.loginButton')}
            </Button>
          </div>
        </Stack>
      ) : list.isSuccess && items.length === 0 ? (
        <Stack gap="md">
          <p className={styles.empty}>{t('promos.favourites.empty')}</p>
          <div>
            <Link to="/" className={styles.link}>
              {t('promos.favourites.browse')}
            </Link>
          </div>
        </Stack>
      ) : (
        <ProductGrid labelledBy="favourites-title">
          {items.map(({ product }) => (
            <ProductGridItem key={product._id}>
              <div className={styles.cell} data-favourite-product={product._id}>
                <ProductCard
                  product={product}
                  {...texts}
                  discountPercent={priceDiscountPercent(product.sale_price, product.sale_price_original)}
                  imageSrcSet={uploadedImageSrcSet(product.images[0])}
                  headingLevel={2}
                  renderLink={(link) => (
                    <Link to="/san-pham/$id" params={{ id: product._id }} search={{ position: 'Favourite' }} className={link.className}>
                      {link.children}
                    </Link>
                  )}
                />
                <div className={styles.heart}>
                  <FavouriteButton productId={product._id} />
                </div>
              </div>
            </ProductGridItem>
          ))}
        </ProductGrid>
      )}
      {list.hasNextPage ? (
        <div>
          <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('promos.favourites.loadMore')}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
