import { Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SearchParams } from '@modavi/core';
import { Inline, ShopCard, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { shopQueryOptions } from '../../queries/discovery-queries';
import type { ListUpdate } from '../discovery/list-filters';
import { ProductListSection } from '../discovery/ProductListSection';
import { FollowButton } from './FollowButton';
import { ChatNowButton } from '../chat/ChatNowButton';
import { ShopVouchers } from './ShopVouchers';
import { shopFacts } from './shop-facts';
import { ShopPauseNotice } from './ShopPauseNotice';
import * as styles from './seller-page.css';
import { useDocumentTitle } from '../../hooks/use-document-title';

const route = getRouteApi('/nguoi-ban/$id');

/** /nguoi-ban/{id}: the shop's header and follow button, its vouchers, its categories and its products. */
export function SellerPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { discovery } = useServices();
  const { data: shop } = useSuspenseQuery(shopQueryOptions(discovery, id));
  useDocumentTitle(shop.name);
  const { position: _position, ...list } = search;
  const params: SearchParams = { ...list, shop_id: id };
  const listUpdate = (update: ListUpdate) =>
    void navigate({
      search: ({ position: current, ...previous }) => {
        const { shop_id: _shop, ...next } = update({ ...previous, shop_id: id });
        return { ...next, position: current };
      },
    });

  return (
    <Stack gap="xl">
      {shop.cover ? <img className={styles.cover} src={shop.cover} alt="" /> : null}
      <ShopCard
        size="header"
        headingLevel={1}
        name={shop.name}
        avatar={shop.avatar}
        badge={t(`product.shopFrom_${shop.country}`)}
        facts={[...shopFacts(t, shop), ...(shop.province ? [t('seller.from', { province: shop.province })] : [])]}
        actions={
          <Inline gap="sm">
            <FollowButton shopId={shop._id} shopName={shop.name} />
            <ChatNowButton shopId={shop._id} shopName={shop.name} />
          </Inline>
        }
      />
      <ShopPauseNotice shop={shop} />
      {shop.description ? (
        <section aria-label={t('seller.about')}>
          <p className={styles.about}>{shop.description}</p>
        </section>
      ) : null}
      <Suspense fallback={null}>
        <ShopVouchers shopId={shop._id} />
      </Suspense>
      <ProductListSection
        id="shop-products"
        title={t('seller.productsTitle')}
        headingLevel={2}
        params={params}
        onUpdate={listUpdate}
        categoryFilter={false}
        position="Shop"
      >
        {shop.categories.length > 0 ? (
          <div role="group" aria-label={t('seller.categories')}>
            <ul className={styles.chips}>
              {[
                { _id: undefined, label: t('seller.allProducts', { count: shop.product_count }) },
                ...shop.categories.map((category) => ({
                  _id: category._id,
                  label: t('seller.category', { title: category.title, count: category.product_count }),
                })),
              ].map((chip) => (
                <li key={chip._id ?? 'all'}>
                  <button
                    type="button"
                    className={styles.chip}
                    aria-pressed={search.shop_category_id === chip._id}
                    onClick={() =>
                      listUpdate((current) => {
                        const { shop_category_id: _category, ...rest } = current;
                        return chip._id === undefined ? rest : { ...rest, shop_category_id: chip._id };
                      })
                    }
                  >
                    {chip.label}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </ProductListSection>
    </Stack>
  );
}
