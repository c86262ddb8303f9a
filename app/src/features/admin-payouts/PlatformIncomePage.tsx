import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PRESETS, dashboardSearchRead, dateFormat, moneyFormat, vietnamDayOfInput, type DashboardPeriod, type DashboardPreset, type PlatformIncome } from '@modavi/core';
import { Heading, Skeleton, Tabs } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { platformIncomeQueryOptions } from '../../queries/seller-income-queries';
import { CustomPeriodForm } from '../seller-dashboard/CustomPeriodForm';
import { SellerListTable, type SellerColumn } from '../seller-shop/SellerListTable';
import * as dashboardStyles from '../seller-dashboard/dashboard.css';
import * as shopStyles from '../seller-shop/seller-shop.css';

/** A period's day as the pages print dates (DD/MM/YYYY). */
const dayShown = (day: string): string => dateFormat(vietnamDayOfInput(day) ?? Number.NaN);

/** The figures in the order the platform's money reads: what it earned, what it spent, its net, then what it owes shops. */
const FIGURES = ['service_fees', 'payment_fees', 'vouchers_paid', 'shipping_paid', 'refunds_borne', 'net', 'paid_to_shops', 'owed_to_shops'] as const;

function PlatformFigures({ income }: { readonly income: PlatformIncome }) {
  const { t } = useTranslation();
  return (
    <dl className={dashboardStyles.cards}>
      {FIGURES.map((key) => (
        <div key={key} className={dashboardStyles.card} title={t(`platformIncome.help.${key}`)}>
          <dt className={dashboardStyles.cardLabel}>{t(`platformIncome.figure.${key}`)}</dt>
          <dd className={dashboardStyles.cardValue} data-figure={key}>
            {moneyFormat(income[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type Day = PlatformIncome['days'][number] & { readonly _id: string };

function DayTable({ days }: { readonly days: PlatformIncome['days'] }) {
  const { t } = useTranslation();
  const columns: SellerColumn<Day>[] = [
    { id: 'day', header: () => t('platformIncome.col.day'), cell: ({ row }) => dayShown(row.original.day) },
    { id: 'fees', header: () => t('platformIncome.col.fees'), cell: ({ row }) => moneyFormat(row.original.fees) },
    { id: 'paidOut', header: () => t('platformIncome.col.paidOut'), cell: ({ row }) => moneyFormat(row.original.paid_out) },
  ];
  return <SellerListTable caption={t('platformIncome.daysTitle')} columns={columns} rows={days.map((day) => ({ ...day, _id: day.day }))} />;
}

export interface PlatformIncomePageProps {
  readonly preset: DashboardPreset;
  readonly period: DashboardPeriod;
  readonly onChoose: (preset: DashboardPreset, custom?: DashboardPeriod) => void;
}

/** /quan-tri/doanh-thu-nen-tang: the platform's own money over a period (the dashboard's period picker), and per day. */
export function PlatformIncomePage({ preset, period, onChoose }: PlatformIncomePageProps) {
  const { t } = useTranslation();
  const services = useServices();
  const query = useQuery(platformIncomeQueryOptions(services, period));
  const tabs = DASHBOARD_PRESETS.map((value) => ({ value, label: t(`sellerDashboard.preset.${value}`), content: null }));
  return (
    <div className={shopStyles.page}>
      <Heading level={1}>{t('platformIncome.title')}</Heading>
      <Tabs items={tabs} value={preset} onValueChange={(value) => onChoose(value as DashboardPreset)} label={t('sellerDashboard.periodLabel')} wrap />
      {preset === 'custom' ? <CustomPeriodForm key={`${period.from}/${period.to}`} period={period} onApply={(custom) => onChoose('custom', custom)} /> : null}
      <p className={shopStyles.muted}>{t('sellerDashboard.periodShown', { from: dayShown(period.from), to: dayShown(period.to) })}</p>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('platformIncome.loading')} className={dashboardStyles.cards}>
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} shape="rect" height="88px" />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className={shopStyles.alert}>
          {t('sellerIncome.loadFailed')}
        </p>
      ) : (
        <>
          <PlatformFigures income={query.data} />
          <section className={dashboardStyles.section} aria-labelledby="platform-days">
            <Heading level={2} id="platform-days">
              {t('platformIncome.daysTitle')}
            </Heading>
            {query.data.days.every((day) => day.fees === 0 && day.paid_out === 0) ? <p className={shopStyles.muted}>{t('platformIncome.empty')}</p> : <DayTable days={query.data.days} />}
          </section>
        </>
      )}
    </div>
  );
}

export interface PlatformIncomeRouteProps {
  readonly search: Record<string, unknown>;
  readonly navigate: (options: { search: Record<string, unknown> }) => Promise<void>;
}

/** The page read from its address (`?period=&from=&to=`) with core's dashboard reader. */
export function PlatformIncomeRoute({ search, navigate }: PlatformIncomeRouteProps) {
  const { preset, period } = dashboardSearchRead(search, Date.now());
  const onChoose = (next: DashboardPreset, custom?: DashboardPeriod) =>
    void navigate({ search: next === 'custom' && custom ? { period: next, from: custom.from, to: custom.to } : { period: next } });
  return <PlatformIncomePage preset={preset} period={period} onChoose={onChoose} />;
}
