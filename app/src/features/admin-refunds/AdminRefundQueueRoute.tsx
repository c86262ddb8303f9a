import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  dateFormat,
  REFUND_QUEUE_FILTERS,
  refundListSearch,
  refundQueueParamsRead,
  type RefundDeskItem,
  type RefundListParams,
  type RefundQueueFilter,
} from '@modavi/core';
import { Button, Heading, Price } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { adminRefundQueueQueryOptions } from '../../queries/refund-desk-queries';
import { SellerListTable, type SellerColumn } from '../seller-shop/SellerListTable';
import { RefundSearch } from '../seller-refunds/RefundListPage';
import { RefundListBody } from '../seller-refunds/RefundListBody';
import { refundDeskStatusKey } from '../seller-refunds/RefundSheet';
import { AdminRefundReview } from './AdminRefundReview';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as orderStyles from '../seller-refunds/refund-desk.css';

type Params = RefundListParams<RefundQueueFilter>;

export interface AdminRefundQueueRouteProps {
  readonly search: Record<string, unknown>;
  readonly navigate: (options: { search: (previous: Record<string, unknown>) => Record<string, unknown> }) => Promise<void>;
}

const filterKey = (filter: RefundQueueFilter) => (filter === 'awaiting_admin' ? 'refundDesk.queue.awaiting' : refundDeskStatusKey(filter));

/**
 * /quan-tri/tra-hang-hoan-tien: the admin's refund queue, or one refund's review with `?id=` (spec 6: the admin approves refunds).
 * What waits on the admin first (a shop's decision to review, goods received to pay back),
 * then each status in the spec's order (section 4); oldest first, searched and paged by the server.
 */
export function AdminRefundQueueRoute({ search, navigate }: AdminRefundQueueRouteProps) {
  // One route for the queue and a refund's review (`?id=`): each route is a few bytes of every first visit.
  const reviewed = typeof search['id'] === 'string' ? search['id'] : '';
  return reviewed === '' ? <AdminRefundQueue search={search} navigate={navigate} /> : <AdminRefundReview refundId={reviewed} />;
}

function AdminRefundQueue({ search, navigate }: AdminRefundQueueRouteProps) {
  const { t } = useTranslation();
  const services = useServices();
  const params = refundQueueParamsRead(search);
  const query = useQuery(adminRefundQueueQueryOptions(services, params));
  const change = (update: Partial<Params>) =>
    void navigate({ search: (previous) => refundListSearch({ ...refundQueueParamsRead(previous), ...update }, 'awaiting_admin', 'status') });
  const items = query.data?.items ?? [];
  return (
    <div className={shopStyles.page}>
      <Heading level={1}>{t('refundDesk.queue.title')}</Heading>
      <div className={orderStyles.actions} role="group" aria-label={t('refundDesk.queue.filter')}>
        {REFUND_QUEUE_FILTERS.map((filter) => (
          <Button key={filter} size="sm" variant={params.tab === filter ? 'primary' : 'secondary'} aria-pressed={params.tab === filter} onClick={() => change({ tab: filter, page: 1 })}>
            {query.data ? t('refundDesk.tabCount', { label: t(filterKey(filter)), count: query.data.counts[filter] }) : t(filterKey(filter))}
          </Button>
        ))}
      </div>
      <RefundSearch key={params.q} q={params.q} onSearch={(q) => change({ q, page: 1 })} />
      <RefundListBody query={query} filtered={params.q !== ''} emptyText={t('refundDesk.queue.empty')} page={params.page} onPage={(page) => change({ page })}>
        <QueueTable refunds={items} />
      </RefundListBody>
    </div>
  );
}

function QueueTable({ refunds }: { readonly refunds: readonly RefundDeskItem[] }) {
  const { t } = useTranslation();
  const columns: SellerColumn<RefundDeskItem>[] = [
    {
      id: 'order',
      header: () => t('refundDesk.col.order'),
      cell: ({ row }) => (
        <Link to="/quan-tri/tra-hang-hoan-tien" search={{ id: row.original._id }} className={orderStyles.code} aria-label={t('refundDesk.open', { code: row.original.order_id })}>
          {row.original.order_id}
        </Link>
      ),
    },
    { id: 'date', header: () => t('refundDesk.col.date'), cell: ({ row }) => dateFormat(row.original.created_at, { withTime: true }) },
    { id: 'shop', header: () => t('refundDesk.col.shop'), cell: ({ row }) => row.original.shop_name ?? '—' },
    { id: 'reason', header: () => t('refundDesk.col.reason'), cell: ({ row }) => <span className={orderStyles.cellItems}>{row.original.reason}</span> },
    { id: 'amount', header: () => t('refundDesk.col.amount'), cell: ({ row }) => <Price amount={row.original.amount} /> },
    { id: 'status', header: () => t('refundDesk.col.status'), cell: ({ row }) => <span className={shopStyles.badge}>{t(refundDeskStatusKey(row.original.status))}</span> },
  ];
  return <SellerListTable caption={t('refundDesk.queue.title')} columns={columns} rows={refunds} />;
}
