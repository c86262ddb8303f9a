import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SELLER_ORDER_TABS, sellerListPages, type SellerOrderListParams, type SellerOrderTab } from '@modavi/core';
import { Button, Heading, Input, Skeleton, Tabs } from '@modavi/ui';
import { sellerOrderListQueryOptions } from '../../queries/seller-order-queries';
import { useServices } from '../../hooks/use-services';
import { BatchActions } from './BatchActions';
import { OrderTable } from './OrderTable';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from './seller-orders.css';

export interface OrderListPageProps {
  readonly params: SellerOrderListParams;
  readonly onParams: (update: Partial<SellerOrderListParams>) => void;
}

/** The shop's orders (quan-ly-don-hang): tabs with counts, search, days, paging, the table and its batch steps. */
export function OrderListPage({ params, onParams }: OrderListPageProps) {
  const { t } = useTranslation();
  const services = useServices();
  const query = useQuery(sellerOrderListQueryOptions(services, params));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const counts = query.data?.counts;
  const tabs = SELLER_ORDER_TABS.map((tab) => ({
    value: tab,
    label: counts ? t('sellerOrders.tabCount', { label: t(`sellerOrders.tab.${tab}`), count: counts[tab] }) : t(`sellerOrders.tab.${tab}`),
    content: null,
  }));
  const change = (update: Partial<SellerOrderListParams>) => {
    setSelected(new Set());
    onParams(update);
  };
  const items = query.data?.items ?? [];
  const chosen = items.filter((order) => selected.has(order._id));
  const pages = query.data ? sellerListPages(query.data.total, query.data.limit) : 1;
  const filtered = params.q !== '' || params.from !== '' || params.to !== '';
  return (
    <div className={shopStyles.page}>
      <Heading level={1}>{t('sellerOrders.title')}</Heading>
      <Tabs items={tabs} value={params.tab} onValueChange={(value) => change({ tab: value as SellerOrderTab, page: 1 })} label={t('sellerOrders.tabs')} wrap />
      <OrderFilters key={`${params.q}|${params.from}|${params.to}`} params={params} onParams={change} />
      <BatchActions orders={chosen} onDone={() => setSelected(new Set())} />
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('sellerOrders.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} shape="rect" height="48px" />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className={shopStyles.alert}>
          {t('sellerOrders.loadFailed')}
        </p>
      ) : items.length === 0 ? (
        <div className={shopStyles.empty}>
          <p className={shopStyles.muted}>{filtered || params.tab !== 'all' ? t('sellerOrders.emptyFiltered') : t('sellerOrders.empty')}</p>
        </div>
      ) : (
        <OrderTable orders={items} selected={selected} onSelected={setSelected} />
      )}
      {pages > 1 ? (
        <nav className={shopStyles.pager} aria-label={t('sellerOrders.paging')}>
          <Button variant="secondary" size="sm" disabled={params.page <= 1} onClick={() => change({ page: params.page - 1 })}>
            {t('sellerOrders.previous')}
          </Button>
          <span className={shopStyles.muted}>{t('sellerOrders.pageOf', { page: params.page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={params.page >= pages} onClick={() => change({ page: params.page + 1 })}>
            {t('sellerOrders.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

/** Search text and the day range; applied together on submit. */
function OrderFilters({ params, onParams }: OrderListPageProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(params.q);
  const [from, setFrom] = useState(params.from);
  const [to, setTo] = useState(params.to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onParams({ q: q.trim(), from, to, page: 1 });
  };
  return (
    <form role="search" className={styles.filters} onSubmit={submit}>
      <Input type="search" label={t('sellerOrders.search')} value={q} maxLength={100} onChange={(event) => setQ(event.target.value)} />
      <Input type="date" label={t('sellerOrders.from')} value={from} onChange={(event) => setFrom(event.target.value)} />
      <Input type="date" label={t('sellerOrders.to')} value={to} onChange={(event) => setTo(event.target.value)} />
      <Button type="submit" variant="secondary">
        {t('sellerOrders.searchSubmit')}
      </Button>
    </form>
  );
}
