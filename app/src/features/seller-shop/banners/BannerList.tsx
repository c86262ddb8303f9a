import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { BANNER_LIST_STATES, bannerDays, dateFormat, type SellerBanner } from '@modavi/core';
import { Button } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { sellerBannerListQueryOptions, sellerShopKeys } from '../../../queries/seller-shop-queries';
import { SellerListFrame } from '../SellerListFrame';
import { useSellerListAddress } from '../use-seller-list-address';
import { RowActions } from '../RowActions';
import type { sellerTableFeatures, SellerColumn } from '../SellerListTable';
import { DeleteButton } from '../DeleteButton';
import * as styles from '../seller-shop.css';

const helper = createColumnHelper<typeof sellerTableFeatures, SellerBanner>();

/** A banner's days as the seller picked them, its last day inclusive (core's bannerDays). */
export const bannerPeriod = (banner: SellerBanner): string => {
  const { first, last } = bannerDays(banner);
  return `${dateFormat(first)} – ${dateFormat(last)}`;
};

function useColumns(): SellerColumn<SellerBanner>[] {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      helper.columns([
        helper.display({
          id: 'image',
          header: () => t('sellerShop.banners.preview'),
          cell: (info) => <img className={styles.thumb} style={{ width: '86px', height: '38px' }} src={info.row.original.banner_image ?? info.row.original.cover_image} alt="" loading="lazy" />,
        }),
        helper.accessor('title', {
          header: () => t('sellerShop.banners.title'),
          cell: (info) => (
            <Link className={styles.cellTitle} to="/ban-hang/quan-ly-banner/chi-tiet/$id" params={{ id: info.row.original._id }}>
              {info.getValue()}
            </Link>
          ),
        }),
        helper.accessor('type', { header: () => t('sellerShop.banners.type'), cell: (info) => t(`sellerShop.banners.types.${info.getValue()}`, { defaultValue: info.getValue() }) }),
        helper.display({ id: 'period', header: () => t('sellerShop.banners.period'), cell: (info) => bannerPeriod(info.row.original) }),
        helper.accessor('status', {
          header: () => t('sellerShop.banners.status'),
          cell: (info) => <span className={info.getValue() === 'running' ? styles.badgeOn : styles.badge}>{t(`sellerShop.banners.states.${info.getValue()}`)}</span>,
        }),
        helper.display({
          id: 'actions',
          header: () => t('sellerShop.actions'),
          cell: (info) => {
            const banner = info.row.original;
            return (
              <RowActions edit={<Link to="/ban-hang/quan-ly-banner/cap-nhat/$id" params={{ id: banner._id }}>{t('sellerShop.edit')}</Link>}>
                <DeleteButton
                  title={t('sellerShop.banners.deleteTitle', { title: banner.title })}
                  description={t('sellerShop.banners.deleteText')}
                  remove={async () => (await services.seller()).shop.bannerDelete(banner._id)}
                  onDeleted={() => queryClient.invalidateQueries({ queryKey: sellerShopKeys.banners })}
                />
              </RowActions>
            );
          },
        }),
      ]),
    [t, services, queryClient],
  );
}

/** /ban-hang/quan-ly-banner: the shop's banners, paged, searched and filtered by upcoming, running, ended. */
export function BannerList() {
  const { t } = useTranslation();
  const services = useServices();
  const { query, onQuery } = useSellerListAddress(BANNER_LIST_STATES);
  const result = useQuery(sellerBannerListQueryOptions(services, query));
  const columns = useColumns();
  return (
    <SellerListFrame
      title={t('sellerShop.banners.heading')}
      create={
        <Button asChild>
          <Link to="/ban-hang/quan-ly-banner/tao">{t('sellerShop.banners.create')}</Link>
        </Button>
      }
      query={query}
      onQuery={onQuery}
      stateLabel={t('sellerShop.banners.status')}
      states={BANNER_LIST_STATES}
      stateText={(state) => t(`sellerShop.banners.states.${state}`)}
      result={result}
      columns={columns}
      emptyText={t('sellerShop.banners.empty')}
    />
  );
}
