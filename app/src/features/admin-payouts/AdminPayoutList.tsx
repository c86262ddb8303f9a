import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  PAYOUT_SEARCH_MAX,
  PAYOUT_STATUSES,
  adminPayoutParamsRead,
  adminPayoutSearch,
  dateFormat,
  moneyFormat,
  type AdminPayoutListParams,
  type Payout,
} from '@modavi/core';
import { Button, Heading, Input } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { adminPayoutListQueryOptions, adminPayouts } from '../../queries/seller-income-queries';
import { SellerListTable, type SellerColumn } from '../seller-shop/SellerListTable';
import { sheetSave } from '../product-sheets/sheet-save';
import { IncomeListBody } from '../seller-income/IncomeListBody';
import { PayoutStatusBadge } from '../seller-income/PayoutStatusBadge';
import * as refundStyles from '../seller-refunds/refund-desk.css';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from '../seller-income/income.css';

/** The admin console's payouts page (ours, like the console itself; in the spec's slug style). */
export const ADMIN_PAYOUTS_PATH = '/quan-tri/thanh-toan-nguoi-ban';

export interface AdminPayoutsRouteProps {
  readonly search: Record<string, unknown>;
  readonly navigate: (options: { search: (previous: Record<string, unknown>) => Record<string, unknown> }) => Promise<void>;
}

/** The search by shop, applied on submit. */
function ShopSearch({ q, onSearch }: { readonly q: string; readonly onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" className={refundStyles.actions} onSubmit={submit}>
      <Input type="search" label={t('adminPayouts.search')} value={typed} maxLength={PAYOUT_SEARCH_MAX} onChange={(event) => setTyped(event.target.value)} />
      <Button type="submit" variant="secondary">
        {t('adminPayouts.searchSubmit')}
      </Button>
    </form>
  );
}

function PayoutTable({ payouts }: { readonly payouts: readonly Payout[] }) {
  const { t } = useTranslation();
  const columns: SellerColumn<Payout>[] = [
    {
      id: 'shop',
      header: () => t('adminPayouts.col.shop'),
      cell: ({ row }) => (
        <Link to={ADMIN_PAYOUTS_PATH} search={{ id: row.original._id }} className={styles.link} aria-label={t('adminPayouts.open', { shop: row.original.shop_name })}>
          {row.original.shop_name}
        </Link>
      ),
    },
    { id: 'date', header: () => t('adminPayouts.col.created'), cell: ({ row }) => dateFormat(row.original.created_at, { withTime: true }) },
    { id: 'amount', header: () => t('adminPayouts.col.amount'), cell: ({ row }) => moneyFormat(row.original.amount) },
    { id: 'bank', header: () => t('adminPayouts.col.bank'), cell: ({ row }) => `${row.original.bank.bank_name} · ${row.original.bank.account_number}` },
    { id: 'status', header: () => t('adminPayouts.col.status'), cell: ({ row }) => <PayoutStatusBadge status={row.original.status} /> },
  ];
  return <SellerListTable caption={t('adminPayouts.title')} columns={columns} rows={payouts} />;
}

/**
 * /quan-tri/thanh-toan-nguoi-ban: every shop's payouts under a status (the ones the bank has
 * still to pay first), searched by shop, oldest first; the bank transfer file of those processing.
 */
export function AdminPayoutList({ search, navigate }: AdminPayoutsRouteProps) {
  const { t } = useTranslation();
  const services = useServices();
  const showError = useErrorToast();
  const params = adminPayoutParamsRead(search);
  const query = useQuery(adminPayoutListQueryOptions(services, params));
  const exported = useMutation({ mutationFn: async () => sheetSave(await resultUnwrap((await adminPayouts(services)).exportFile())), onError: showError });
  const change = (update: Partial<AdminPayoutListParams>) => void navigate({ search: (previous) => adminPayoutSearch({ ...adminPayoutParamsRead(previous), ...update }) });
  return (
    <div className={shopStyles.page}>
      <div className={shopStyles.head}>
        <Heading level={1}>{t('adminPayouts.title')}</Heading>
        <Button variant="secondary" loading={exported.isPending} onClick={() => exported.mutate()}>
          {t('adminPayouts.export')}
        </Button>
      </div>
      <div className={refundStyles.actions} role="group" aria-label={t('adminPayouts.filter')}>
        {PAYOUT_STATUSES.map((status) => (
          <Button key={status} size="sm" variant={params.status === status ? 'primary' : 'secondary'} aria-pressed={params.status === status} onClick={() => change({ status, page: 1 })}>
            {query.data ? t('adminPayouts.tabCount', { label: t(`sellerIncome.payoutStatus.${status}`), count: query.data.counts[status] }) : t(`sellerIncome.payoutStatus.${status}`)}
          </Button>
        ))}
      </div>
      <ShopSearch key={params.q} q={params.q} onSearch={(q) => change({ q, page: 1 })} />
      <IncomeListBody
        query={query}
        loadingText={t('adminPayouts.loading')}
        emptyText={params.q === '' ? t('adminPayouts.empty') : t('adminPayouts.emptyFiltered')}
        page={params.page}
        onPage={(page) => change({ page })}
      >
        <PayoutTable payouts={query.data?.items ?? []} />
      </IncomeListBody>
    </div>
  );
}
