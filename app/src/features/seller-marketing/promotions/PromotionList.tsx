import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { CAMPAIGN_LIST_STATES, PROMOTION_TYPES, campaignActions, promotionTypeRead, type SellerPromotion } from '@modavi/core';
import { Button } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { sellerMarketingKeys, sellerPromotionListQueryOptions } from '../../../queries/seller-marketing-queries';
import { SellerListFrame } from '../../seller-shop/SellerListFrame';
import { useSellerListAddress } from '../../seller-shop/use-seller-list-address';
import { RowActions } from '../../seller-shop/RowActions';
import type { sellerTableFeatures, SellerColumn } from '../../seller-shop/SellerListTable';
import { CampaignButtons } from '../CampaignButtons';
import { CampaignStatusBadge } from '../CampaignStatusBadge';
import { campaignPeriod } from '../date-time-input';
import * as styles from '../../seller-shop/seller-shop.css';

const route = getRouteApi('/ban-hang/chuong-trinh-cua-toi/');
const helper = createColumnHelper<typeof sellerTableFeatures, SellerPromotion>();

function useColumns(): SellerColumn<SellerPromotion>[] {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: sellerMarketingKeys.promotions });
    return helper.columns([
      helper.accessor('name', {
        header: () => t('sellerMarketing.promotions.name'),
        cell: (info) => (
          <Link className={styles.cellTitle} to="/ban-hang/chuong-trinh-cua-toi/chi-tiet/$id" params={{ id: info.row.original._id }} search={{ type: info.row.original.type }}>
            {info.getValue()}
          </Link>
        ),
      }),
      helper.display({ id: 'products', header: () => t('sellerMarketing.promotions.productCount'), cell: (info) => info.row.original.items.length }),
      helper.display({
        id: 'sold',
        header: () => t('sellerMarketing.promotions.sold'),
        cell: (info) => info.row.original.items.reduce((sum, item) => sum + item.sold, 0),
      }),
      helper.display({ id: 'period', header: () => t('sellerMarketing.period'), cell: (info) => campaignPeriod(info.row.original.start_time, info.row.original.end_time) }),
      helper.accessor('status', { header: () => t('sellerMarketing.status'), cell: (info) => <CampaignStatusBadge status={info.getValue()} /> }),
      helper.display({
        id: 'actions',
        header: () => t('sellerShop.actions'),
        cell: (info) => {
          const program = info.row.original;
          return (
            <RowActions
              edit={
                campaignActions(program.status).edit ? (
                  <Link to="/ban-hang/chuong-trinh-cua-toi/cap-nhat/$id" params={{ id: program._id }} search={{ type: program.type }}>
                    {t('sellerShop.edit')}
                  </Link>
                ) : null
              }
            >
              <CampaignButtons
                status={program.status}
                name={program.name}
                kind="promotions"
                end={async () => (await services.seller()).marketing.promotionEnd(program._id)}
                remove={async () => (await services.seller()).marketing.promotionDelete(program._id)}
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

/**
 * /ban-hang/chuong-trinh-cua-toi?type=: the shop's programs of one type (core's PROMOTION_TYPES),
 * in tabs with counts, searched by name, paged; a link to the other type's list.
 */
export function PromotionList() {
  const { t } = useTranslation();
  const services = useServices();
  const search = route.useSearch();
  const type = promotionTypeRead(search.type);
  const { query, onQuery } = useSellerListAddress(CAMPAIGN_LIST_STATES);
  const result = useQuery(sellerPromotionListQueryOptions(services, type, query));
  const columns = useColumns();
  const otherType = PROMOTION_TYPES.find((candidate) => candidate !== type) ?? type;
  return (
    <SellerListFrame
      key={type}
      title={t(`sellerMarketing.promotions.types.${type}`)}
      create={
        <div className={styles.formActions}>
          <Button asChild variant="secondary">
            <Link to="/ban-hang/chuong-trinh-cua-toi" search={{ type: otherType }}>
              {t(`sellerMarketing.promotions.switchTo.${otherType}`)}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/ban-hang/chuong-trinh-cua-toi/tao" search={{ type }}>
              {t(`sellerMarketing.promotions.create.${type}`)}
            </Link>
          </Button>
        </div>
      }
      query={query}
      onQuery={onQuery}
      stateLabel={t('sellerMarketing.status')}
      counts={result.data?.counts ?? null}
      states={CAMPAIGN_LIST_STATES}
      stateText={(state) => t(`sellerMarketing.states.${state}`)}
      result={result}
      columns={columns}
      emptyText={t(`sellerMarketing.promotions.empty.${type}`)}
    />
  );
}
