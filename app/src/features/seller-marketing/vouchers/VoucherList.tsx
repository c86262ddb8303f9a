import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { CAMPAIGN_LIST_STATES, campaignActions, sellerListQueryRead, type CampaignListState, type SellerVoucher } from '@modavi/core';
import { Button } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { sellerMarketingKeys, sellerVoucherListQueryOptions } from '../../../queries/seller-marketing-queries';
import { SellerListFrame, type SellerListUpdate } from '../../seller-shop/SellerListFrame';
import type { sellerTableFeatures, SellerColumn } from '../../seller-shop/SellerListTable';
import { sellerListSearch } from '../../seller-shop/seller-shop-loaders';
import { CampaignButtons } from '../CampaignButtons';
import { CampaignStatusBadge } from '../CampaignStatusBadge';
import { campaignPeriod } from '../date-time-input';
import { voucherDiscountText } from './voucher-text';
import * as styles from '../../seller-shop/seller-shop.css';

const route = getRouteApi('/ban-hang/ma-giam-gia/');
const helper = createColumnHelper<typeof sellerTableFeatures, SellerVoucher>();

function useColumns(): SellerColumn<SellerVoucher>[] {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: sellerMarketingKeys.vouchers });
    return helper.columns([
      helper.accessor('name', {
        header: () => t('sellerMarketing.vouchers.name'),
        cell: (info) => (
          <div>
            <Link className={styles.cellTitle} to="/ban-hang/ma-giam-gia/chi-tiet/$id" params={{ id: info.row.original._id }}>
              {info.getValue()}
            </Link>
            <p className={styles.muted}>{t('sellerMarketing.vouchers.codeIs', { code: info.row.original.code })}</p>
          </div>
        ),
      }),
      helper.display({ id: 'discount', header: () => t('sellerMarketing.vouchers.discount'), cell: (info) => voucherDiscountText(info.row.original, t) }),
      helper.display({
        id: 'usage',
        header: () => t('sellerMarketing.vouchers.usedOf'),
        cell: (info) => `${info.row.original.usage.used_count}/${info.row.original.usable_count}`,
      }),
      helper.display({ id: 'period', header: () => t('sellerMarketing.period'), cell: (info) => campaignPeriod(info.row.original.start_time, info.row.original.end_time) }),
      helper.accessor('status', { header: () => t('sellerMarketing.status'), cell: (info) => <CampaignStatusBadge status={info.getValue()} /> }),
      helper.display({
        id: 'actions',
        header: () => t('sellerShop.actions'),
        cell: (info) => {
          const voucher = info.row.original;
          return (
            <div className={styles.actions}>
              {campaignActions(voucher.status).edit ? (
                <Button asChild variant="ghost" size="sm">
                  <Link to="/ban-hang/ma-giam-gia/cap-nhat/$id" params={{ id: voucher._id }}>
                    {t('sellerShop.edit')}
                  </Link>
                </Button>
              ) : null}
              <CampaignButtons
                status={voucher.status}
                name={voucher.name}
                kind="vouchers"
                end={async () => (await services.seller()).marketing.voucherEnd(voucher._id)}
                remove={async () => (await services.seller()).marketing.voucherDelete(voucher._id)}
                onEnded={refresh}
                onDeleted={refresh}
              />
            </div>
          );
        },
      }),
    ]);
  }, [t, services, queryClient]);
}

/** /ban-hang/ma-giam-gia: the shop's vouchers, in tabs with counts (upcoming, running, ended), searched by name or code, paged. */
export function VoucherList() {
  const { t } = useTranslation();
  const services = useServices();
  const query = sellerListQueryRead(route.useSearch(), CAMPAIGN_LIST_STATES);
  const navigate = useNavigate();
  const result = useQuery(sellerVoucherListQueryOptions(services, query));
  const columns = useColumns();
  const onQuery = (update: SellerListUpdate<CampaignListState>) =>
    void navigate({ to: '/ban-hang/ma-giam-gia', search: (previous) => sellerListSearch(CAMPAIGN_LIST_STATES)({ ...previous, ...update }) });
  return (
    <SellerListFrame
      title={t('sellerMarketing.vouchers.heading')}
      create={
        <Button asChild>
          <Link to="/ban-hang/ma-giam-gia/tao">{t('sellerMarketing.vouchers.create')}</Link>
        </Button>
      }
      query={query}
      onQuery={onQuery}
      stateLabel={t('sellerMarketing.status')}
      counts={result.data?.counts ?? null}
      states={[{ value: 'all', label: t('sellerShop.all') }, ...CAMPAIGN_LIST_STATES.map((state) => ({ value: state, label: t(`sellerMarketing.states.${state}`) }))]}
      result={result}
      columns={columns}
      emptyText={t('sellerMarketing.vouchers.empty')}
    />
  );
}
