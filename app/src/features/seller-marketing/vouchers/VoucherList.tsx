import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { CAMPAIGN_LIST_STATES, campaignActions, type SellerVoucher } from '@modavi/core';
import { Button } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { sellerMarketingKeys, sellerVoucherListQueryOptions } from '../../../queries/seller-marketing-queries';
import { SellerListFrame } from '../../seller-shop/SellerListFrame';
import { useSellerListAddress } from '../../seller-shop/use-seller-list-address';
import { RowActions } from '../../seller-shop/RowActions';
import type { sellerTableFeatures, SellerColumn } from '../../seller-shop/SellerListTable';
import { CampaignButtons } from '../CampaignButtons';
import { CampaignStatusBadge } from '../CampaignStatusBadge';
import { campaignPeriod } from '../date-time-input';
import { voucherDiscountText } from './voucher-text';
import * as styles from '../../seller-shop/seller-shop.css';

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
            <RowActions edit={campaignActions(voucher.status).edit ? <Link to="/ban-hang/ma-giam-gia/cap-nhat/$id" params={{ id: voucher._id }}>{t('sellerShop.edit')}</Link> : null}>
              <CampaignButtons
                status={voucher.status}
                name={voucher.name}
                kind="vouchers"
                end={async () => (await services.seller()).marketing.voucherEnd(voucher._id)}
                remove={async () => (await services.seller()).marketing.voucherDelete(voucher._id)}
                onEnded={refresh}
                onDeleted={refresh}
              />
            </RowActions>
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
  const { query, onQuery } = useSellerListAddress(CAMPAIGN_LIST_STATES);
  const result = useQuery(sellerVoucherListQueryOptions(services, query));
  const columns = useColumns();
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
      states={CAMPAIGN_LIST_STATES}
      stateText={(state) => t(`sellerMarketing.states.${state}`)}
      result={result}
      columns={columns}
      emptyText={t('sellerMarketing.vouchers.empty')}
    />
  );
}
