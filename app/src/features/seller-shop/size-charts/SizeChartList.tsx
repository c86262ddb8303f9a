import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { SIZE_CHART_TYPES, type SellerSizeChart } from '@modavi/core';
import { Button } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { sellerShopKeys, sellerSizeChartListQueryOptions } from '../../../queries/seller-shop-queries';
import { SellerListFrame } from '../SellerListFrame';
import { useSellerListAddress } from '../use-seller-list-address';
import { RowActions } from '../RowActions';
import type { sellerTableFeatures, SellerColumn } from '../SellerListTable';
import { DeleteButton } from '../DeleteButton';
import * as styles from '../seller-shop.css';

const helper = createColumnHelper<typeof sellerTableFeatures, SellerSizeChart>();

function useColumns(): SellerColumn<SellerSizeChart>[] {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor((chart) => chart.name ?? '', {
          id: 'name',
          header: () => t('sellerShop.sizeCharts.name'),
          cell: (info) => (
            <Link className={styles.cellTitle} to="/ban-hang/quan-ly-size-chart/cap-nhat/$id" params={{ id: info.row.original._id }}>
              {info.getValue()}
            </Link>
          ),
        }),
        helper.accessor((chart) => chart.type ?? '', { id: 'type', header: () => t('sellerShop.sizeCharts.type'), cell: (info) => t(`sellerShop.sizeCharts.types.${info.getValue()}`, { defaultValue: info.getValue() }) }),
        helper.accessor((chart) => chart.rows.map((row) => row.size_name).join(', '), { id: 'sizes', header: () => t('sellerShop.sizeCharts.sizes') }),
        helper.accessor('product_count', { header: () => t('sellerShop.sizeCharts.productCount') }),
        helper.display({
          id: 'actions',
          header: () => t('sellerShop.actions'),
          cell: (info) => {
            const chart = info.row.original;
            return (
              <RowActions edit={<Link to="/ban-hang/quan-ly-size-chart/cap-nhat/$id" params={{ id: chart._id }}>{t('sellerShop.edit')}</Link>}>
                <DeleteButton
                  title={t('sellerShop.sizeCharts.deleteTitle', { name: chart.name ?? '' })}
                  description={t('sellerShop.sizeCharts.deleteText')}
                  remove={async () => (await services.seller()).shop.sizeChartDelete(chart._id)}
                  onDeleted={() => queryClient.invalidateQueries({ queryKey: sellerShopKeys.sizeCharts })}
                />
              </RowActions>
            );
          },
        }),
      ]),
    [t, services, queryClient],
  );
}

/** /ban-hang/quan-ly-size-chart: the shop's size charts, paged, searched and filtered by kind. */
export function SizeChartList() {
  const { t } = useTranslation();
  const services = useServices();
  const { query, onQuery } = useSellerListAddress(SIZE_CHART_TYPES);
  const result = useQuery(sellerSizeChartListQueryOptions(services, query));
  const columns = useColumns();
  return (
    <SellerListFrame
      title={t('sellerShop.sizeCharts.heading')}
      create={
        <Button asChild>
          <Link to="/ban-hang/quan-ly-size-chart/tao" search={{}}>
            {t('sellerShop.sizeCharts.create')}
          </Link>
        </Button>
      }
      query={query}
      onQuery={onQuery}
      stateLabel={t('sellerShop.sizeCharts.type')}
      states={SIZE_CHART_TYPES}
      stateText={(state) => t(`sellerShop.sizeCharts.types.${state}`)}
      result={result}
      columns={columns}
      emptyText={t('sellerShop.sizeCharts.empty')}
    />
  );
}
