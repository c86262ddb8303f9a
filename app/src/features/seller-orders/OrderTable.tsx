import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dateFormat, type Order } from '@modavi/core';
import { Checkbox, Price, VisuallyHidden } from '@modavi/ui';
import { SellerListTable, type SellerColumn } from '../seller-shop/SellerListTable';
import { orderStatusKey } from '../orders/order-labels';
import { orderBuyerMasked, orderItemsSummary } from './order-text';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from './seller-orders.css';

export interface OrderTableProps {
  readonly orders: readonly Order[];
  readonly selected: ReadonlySet<string>;
  readonly onSelected: (ids: ReadonlySet<string>) => void;
}

/** The shop's orders as a headless TanStack table, a box per row for the batch steps. */
export function OrderTable({ orders, selected, onSelected }: OrderTableProps) {
  const { t } = useTranslation();
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelected(next);
  };
  const everyOn = orders.length > 0 && orders.every((order) => selected.has(order._id));
  const someOn = orders.some((order) => selected.has(order._id));
  const columns: SellerColumn<Order>[] = [
    {
      id: 'select',
      header: () => (
        <Checkbox
          label={<VisuallyHidden>{t('sellerOrders.selectAll')}</VisuallyHidden>}
          checked={everyOn ? true : someOn ? 'indeterminate' : false}
          onCheckedChange={(on) => onSelected(new Set(on ? orders.map((order) => order._id) : []))}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          label={<VisuallyHidden>{t('sellerOrders.selectOrder', { code: row.original._id })}</VisuallyHidden>}
          checked={selected.has(row.original._id)}
          onCheckedChange={(on) => toggle(row.original._id, on)}
        />
      ),
    },
    {
      id: 'code',
      header: () => t('sellerOrders.col.code'),
      cell: ({ row }) => (
        <Link to="/ban-hang/quan-ly-don-hang/$orderId" params={{ orderId: row.original._id }} className={styles.code}>
          {row.original._id}
        </Link>
      ),
    },
    { id: 'date', header: () => t('sellerOrders.col.date'), cell: ({ row }) => dateFormat(row.original.created_at, { withTime: true }) },
    { id: 'buyer', header: () => t('sellerOrders.col.buyer'), cell: ({ row }) => orderBuyerMasked(row.original).name },
    {
      id: 'items',
      header: () => t('sellerOrders.col.items'),
      cell: ({ row }) => {
        const summary = orderItemsSummary(row.original);
        // Chosen by the lines left, not by plural rules: Vietnamese has one plural form for every count.
        const text = summary.more === 0 ? t('sellerOrders.itemsSummaryOne', { name: summary.name }) : t('sellerOrders.itemsSummaryMore', { name: summary.name, more: summary.more });
        return <span className={styles.cellItems}>{text}</span>;
      },
    },
    { id: 'total', header: () => t('sellerOrders.col.total'), cell: ({ row }) => <Price amount={row.original.total_order_payment} /> },
    { id: 'status', header: () => t('sellerOrders.col.status'), cell: ({ row }) => <span className={shopStyles.badge}>{t(orderStatusKey(row.original.status))}</span> },
  ];
  return <SellerListTable caption={t('sellerOrders.title')} columns={columns} rows={orders} />;
}
