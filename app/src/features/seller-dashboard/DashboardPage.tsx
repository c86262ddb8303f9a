import { lazy, Suspense } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PRESETS, dateFormat, vietnamDayOfInput, type DashboardPeriod, type DashboardPreset } from '@modavi/core';
import { Button, Heading, Skeleton, Tabs } from '@modavi/ui';
import { sellerDashboardQueryOptions } from '../../queries/seller-dashboard-queries';
import { resultUnwrap } from '../../queries/gateway-failure';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { errorKey } from '../../i18n/error-key';
import { sheetSave } from '../product-sheets/sheet-save';
import { CustomPeriodForm } from './CustomPeriodForm';
import { DashboardFigures } from './DashboardFigures';
import { TopProducts, WaitingWork } from './DashboardLists';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from './dashboard.css';

// The chart library loads with this page only, after its figures: never in a first visit.
const SalesChart = lazy(() => import('./SalesChart'));

/** A period's day as the pages print dates (DD/MM/YYYY). */
const dayShown = (day: string): string => dateFormat(vietnamDayOfInput(day) ?? Number.NaN);

export interface DashboardPageProps {
  readonly preset: DashboardPreset;
  readonly period: DashboardPeriod;
  readonly onChoose: (preset: DashboardPreset, custom?: DashboardPeriod) => void;
}

function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('sellerDashboard.loading')} className={styles.cards}>
      {[0, 1, 2, 3].map((card) => (
        <Skeleton key={card} shape="rect" height="88px" />
      ))}
    </div>
  );
}

/** The seller's dashboard (tong-quan): the period's figures, its daily chart, best sellers, waiting work and the sales report. */
export function DashboardPage({ preset, period, onChoose }: DashboardPageProps) {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const showError = useErrorToast();
  const query = useQuery(sellerDashboardQueryOptions(services, period));
  const report = useMutation({
    mutationFn: async () => sheetSave(await resultUnwrap((await services.seller()).dashboard.salesReport(period))),
    onError: showError,
  });
  const tabs = DASHBOARD_PRESETS.map((value) => ({ value, label: t(`sellerDashboard.preset.${value}`), content: null }));
  const data = query.data;
  return (
    <div className={shopStyles.page}>
      <div className={shopStyles.head}>
        <Heading level={1}>{t('sellerDashboard.title')}</Heading>
        <div className={shopStyles.formActions}>
          <Link to="/ban-hang/thu-nhap" className={styles.incomeLink}>
            {t('sellerDashboard.incomeLink')}
          </Link>
          <Button variant="secondary" loading={report.isPending} onClick={() => report.mutate()}>
            {t('sellerDashboard.export')}
          </Button>
        </div>
      </div>
      <Tabs items={tabs} value={preset} onValueChange={(value) => onChoose(value as DashboardPreset)} label={t('sellerDashboard.periodLabel')} wrap />
      {preset === 'custom' ? <CustomPeriodForm key={`${period.from}/${period.to}`} period={period} onApply={(custom) => onChoose('custom', custom)} /> : null}
      <p className={shopStyles.muted}>{t('sellerDashboard.periodShown', { from: dayShown(period.from), to: dayShown(period.to) })}</p>
      {data?.inactive ? (
        <p role="alert" className={styles.warning}>
          {t('sellerDashboard.inactive')}
        </p>
      ) : null}
      {query.isPending ? (
        <DashboardSkeleton />
      ) : query.isError ? (
        <p role="alert" className={shopStyles.alert}>
          {t(errorKey(query.error, (key) => i18n.exists(key)))}
        </p>
      ) : (
        <>
          <DashboardFigures dashboard={query.data} />
          <section className={styles.section} aria-labelledby="dashboard-chart-title">
            <Heading level={2} id="dashboard-chart-title">
              {t('sellerDashboard.chartTitle')}
            </Heading>
            {query.data.orders === 0 ? (
              <p className={shopStyles.muted}>{t('sellerDashboard.empty')}</p>
            ) : (
              <Suspense fallback={<Skeleton shape="rect" height="260px" />}>
                <SalesChart days={query.data.days} salesLabel={t('sellerDashboard.sales')} ordersLabel={t('sellerDashboard.orders')} dayWord={t('sellerDashboard.day')} />
              </Suspense>
            )}
          </section>
          <div className={styles.columns}>
            <TopProducts products={query.data.top_products} />
            <WaitingWork waiting={query.data.waiting} />
          </div>
        </>
      )}
    </div>
  );
}
