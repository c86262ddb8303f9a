import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dateFormat, refundSellerLabel, type RefundDeskItem } from '@modavi/core';
import { Price } from '@modavi/ui';
import { SellerListTable, type SellerColumn } from '../seller-shop/SellerListTable';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as orderStyles from './refund-desk.css';

/** The first returned product's name and how many more lines the return holds. */
export const refundItemsSummary = (refund: RefundDeskItem) => ({ name: refund.items[0]?.product.name ?? '', more: Math.max(0, refund.items.length - 1) });

/** The shop's refunds as a headless TanStack table: the order code opens the request. */
export function RefundTable({ refunds }: { readonly refunds: readonly RefundDeskItem[] }) {
  const { t } = useTranslation();
  const columns: SellerColumn<RefundDeskItem>[] = [
    {
      id: 'order',
      header: () => t('refundDesk.col.order'),
      cell: ({ row }) => (
        <Link to="/ban-hang/tra-hang-hoan-tien/$id" params={{ id: row.original._id }} className={orderStyles.code} aria-label={t('refundDesk.open', { code: row.original.order_id })}>
          {row.original.order_id}
        </Link>
      ),
    },
    { id: 'date', header: () => t('refundDesk.col.date'), cell: ({ row }) => dateFormat(row.original.created_at, { withTime: true }) },
    { id: 'buyer', header: () => t('refundDesk.col.buyer'), cell: ({ row }) => row.original.buyer_name ?? '—' },
    {
      id: 'items',
      header: () => t('refundDesk.col.items'),
      cell: ({ row }) => {
        const summary = refundItemsSummary(row.original);
        return <span className={orderStyles.cellItems}>{summary.more > 0 ? t('refundDesk.itemsMore', { name: summary.name, more: summary.more }) : summary.name}</span>;
      },
    },
    { id: 'reason', header: () => t('refundDesk.col.reason'), cell: ({ row }) => <span className={orderStyles.cellItems}>{row.original.reason}</span> },
    { id: 'amount', header: () => t('refundDesk.col.amount'), cell: ({ row }) => <Price amount={row.original.amount} /> },
    {
      id: 'status',
      header: () => t('refundDesk.col.status'),
      cell: ({ row }) => <span className={shopStyles.badge}>{t(`refundLabels.${refundSellerLabel(row.original.status)}`)}</span>,
    },
  ];
  return <SellerListTable caption={t('refundDesk.title')} columns={columns} rows={refunds} />;
}
