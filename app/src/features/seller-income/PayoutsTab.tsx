import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dateFormat, moneyFormat, type Payout } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { sellerPayoutsQueryOptions } from '../../queries/seller-income-queries';
import { SellerListTable, type SellerColumn } from '../seller-shop/SellerListTable';
import { IncomeListBody } from './IncomeListBody';
import { PayoutStatusBadge } from './PayoutStatusBadge';
import * as styles from './income.css';

/** The seller's payout detail page. */
export const SELLER_PAYOUT_PATH = '/ban-hang/thu-nhap/dot-thanh-toan/$id';

/** The "Thanh toán" tab: the shop's payouts, newest first, each opening its lines. */
export function PayoutsTab({ page, onPage }: { readonly page: number; readonly onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const services = useServices();
  const query = useQuery(sellerPayoutsQueryOptions(services, page));
  const columns: SellerColumn<Payout>[] = [
    {
      id: 'date',
      header: () => t('sellerIncome.col.created'),
      cell: ({ row }) => (
        <Link to={SELLER_PAYOUT_PATH} params={{ id: row.original._id }} className={styles.link} aria-label={t('sellerIncome.openPayout', { date: dateFormat(row.original.created_at) })}>
          {dateFormat(row.original.created_at)}
        </Link>
      ),
    },
    { id: 'amount', header: () => t('sellerIncome.col.amount'), cell: ({ row }) => <span data-payout-amount={row.original._id}>{moneyFormat(row.original.amount)}</span> },
    { id: 'lines', header: () => t('sellerIncome.col.lines'), cell: ({ row }) => row.original.lines },
    { id: 'status', header: () => t('sellerIncome.col.status'), cell: ({ row }) => <PayoutStatusBadge status={row.original.status} /> },
    {
      id: 'paid',
      header: () => t('sellerIncome.col.paid'),
      cell: ({ row }) =>
        row.original.paid_at === null ? (row.original.failure_reason ?? '—') : `${dateFormat(row.original.paid_at)}${row.original.bank_reference ? ` · ${row.original.bank_reference}` : ''}`,
    },
  ];
  return (
    <IncomeListBody query={query} loadingText={t('sellerIncome.loadingPayouts')} emptyText={t('sellerIncome.emptyPayouts')} page={page} onPage={onPage}>
      <SellerListTable caption={t('sellerIncome.tab.payouts')} columns={columns} rows={query.data?.items ?? []} />
    </IncomeListBody>
  );
}
