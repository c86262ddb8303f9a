import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REFUND_LIST_QUERY_MAX, REFUND_LIST_TABS, type RefundListParams, type RefundListTab } from '@modavi/core';
import { Button, Heading, Input, Tabs } from '@modavi/ui';
import { sellerRefundListQueryOptions } from '../../queries/refund-desk-queries';
import { useServices } from '../../hooks/use-services';
import { RefundTable } from './RefundTable';
import { RefundListBody } from './RefundListBody';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as orderStyles from './refund-desk.css';

type Params = RefundListParams<RefundListTab>;

export interface RefundListPageProps {
  readonly params: Params;
  readonly onParams: (update: Partial<Params>) => void;
}

/** The tab's words: "all", or the seller-side label core names (spec 4). */
export const refundTabKey = (tab: RefundListTab) => (tab === 'all' ? 'refundDesk.tabAll' : `refundLabels.${tab}`);

/** The shop's refund requests (tra-hang-hoan-tien): the seller-side labels as tabs with counts, search, paging, the table. */
export function RefundListPage({ params, onParams }: RefundListPageProps) {
  const { t } = useTranslation();
  const services = useServices();
  const query = useQuery(sellerRefundListQueryOptions(services, params));
  const counts = query.data?.counts;
  const tabs = REFUND_LIST_TABS.map((tab) => ({
    value: tab,
    label: counts ? t('refundDesk.tabCount', { label: t(refundTabKey(tab)), count: counts[tab] }) : t(refundTabKey(tab)),
    content: null,
  }));
  const items = query.data?.items ?? [];
  return (
    <div className={shopStyles.page}>
      <Heading level={1}>{t('refundDesk.title')}</Heading>
      <Tabs items={tabs} value={params.tab} onValueChange={(value) => onParams({ tab: value as RefundListTab, page: 1 })} label={t('refundDesk.tabs')} wrap />
      <RefundSearch key={params.q} q={params.q} onSearch={(q) => onParams({ q, page: 1 })} />
      <RefundListBody query={query} filtered={params.q !== '' || params.tab !== 'all'} emptyText={t('refundDesk.empty')} page={params.page} onPage={(page) => onParams({ page })}>
        <RefundTable refunds={items} />
      </RefundListBody>
    </div>
  );
}

/** The search (order code, buyer or product), applied on submit. */
export function RefundSearch({ q, onSearch }: { readonly q: string; readonly onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" className={orderStyles.actions} onSubmit={submit}>
      <Input type="search" label={t('refundDesk.search')} value={typed} maxLength={REFUND_LIST_QUERY_MAX} onChange={(event) => setTyped(event.target.value)} />
      <Button type="submit" variant="secondary">
        {t('refundDesk.searchSubmit')}
      </Button>
    </form>
  );
}
