import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { SHOP_CATEGORY_LIST_STATES, dateFormat, type ShopCategory } from '@modavi/core';
import { Button } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { sellerShopKeys, shopCategoryListQueryOptions } from '../../../queries/seller-shop-queries';
import { SellerListFrame } from '../SellerListFrame';
import { useSellerListAddress } from '../use-seller-list-address';
import { RowActions } from '../RowActions';
import type { sellerTableFeatures, SellerColumn } from '../SellerListTable';
import { DeleteButton } from '../DeleteButton';
import { CategoryStatusToggle } from './CategoryStatusToggle';
import * as styles from '../seller-shop.css';

const helper = createColumnHelper<typeof sellerTableFeatures, ShopCategory>();

function useColumns(): SellerColumn<ShopCategory>[] {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('title', {
          header: () => t('sellerShop.categories.title'),
          cell: (info) => (
            <Link className={styles.cellTitle} to="/ban-hang/quan-ly-danh-muc/chi-tiet/$id" params={{ id: info.row.original._id }}>
              {info.getValue()}
            </Link>
          ),
        }),
        helper.accessor((row) => row.products.length, { id: 'products', header: () => t('sellerShop.categories.productCount'), cell: (info) => info.getValue() }),
        helper.accessor('status', {
          header: () => t('sellerShop.categories.status'),
          cell: (info) => <span className={info.getValue() === 'show' ? styles.badgeOn : styles.badge}>{t(`sellerShop.categories.states.${info.getValue()}`)}</span>,
        }),
        helper.accessor('created_at', { header: () => t('sellerShop.createdAt'), cell: (info) => dateFormat(Date.parse(info.getValue())) }),
        helper.display({
          id: 'actions',
          header: () => t('sellerShop.actions'),
          cell: (info) => {
            const category = info.row.original;
            return (
              <RowActions edit={<Link to="/ban-hang/quan-ly-danh-muc/cap-nhat/$id" params={{ id: category._id }}>{t('sellerShop.edit')}</Link>}>
                <CategoryStatusToggle category={category} />
                <DeleteButton
                  title={t('sellerShop.categories.deleteTitle', { title: category.title })}
                  description={t('sellerShop.categories.deleteText')}
                  remove={async () => (await services.seller()).shop.categoryDelete(category._id)}
                  onDeleted={() => queryClient.invalidateQueries({ queryKey: sellerShopKeys.categories })}
                />
              </RowActions>
            );
          },
        }),
      ]),
    [t, services, queryClient],
  );
}

/** /ban-hang/quan-ly-danh-muc: the shop's categories, paged, searched and filtered by show/hide in the address. */
export function ShopCategoryList() {
  const { t } = useTranslation();
  const services = useServices();
  const { query, onQuery } = useSellerListAddress(SHOP_CATEGORY_LIST_STATES);
  const result = useQuery(shopCategoryListQueryOptions(services, query));
  const columns = useColumns();
  return (
    <SellerListFrame
      title={t('sellerShop.categories.heading')}
      create={
        <Button asChild>
          <Link to="/ban-hang/quan-ly-danh-muc/tao">{t('sellerShop.categories.create')}</Link>
        </Button>
      }
      query={query}
      onQuery={onQuery}
      stateLabel={t('sellerShop.categories.status')}
      states={SHOP_CATEGORY_LIST_STATES}
      stateText={(state) => t(`sellerShop.categories.states.${state}`)}
      result={result}
      columns={columns}
      emptyText={t('sellerShop.categories.empty')}
    />
  );
}
