import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INCOME_PAGE_TABS, incomePageParamsRead, incomePageSearch, type IncomePageParams, type IncomePageTab } from '@modavi/core';
import { Heading, Skeleton, Tabs } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { sellerIncomeSummaryQueryOptions } from '../../queries/seller-income-queries';
import { BalanceCards, FeePlanCard, PayoutTarget } from './IncomeSummary';
import { IncomeLinesTab } from './IncomeLinesTab';
import { PayoutsTab } from './PayoutsTab';
import { StatementTab } from './StatementTab';
import * as dashboardStyles from '../seller-dashboard/dashboard.css';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from './income.css';

export interface IncomePageProps {
  readonly params: IncomePageParams;
  readonly onParams: (update: Partial<IncomePageParams>) => void;
}

/** The balance, where and when the next payout goes, and the fee plan; loading and failure of their own. */
function IncomeOverview() {
  const { t } = useTranslation();
  const services = useServices();
  const query = useQuery(sellerIncomeSummaryQueryOptions(services));
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('sellerIncome.loadingSummary')} className={dashboardStyles.cards}>
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} shape="rect" height="88px" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className={shopStyles.alert}>
        {t('sellerIncome.loadFailed')}
      </p>
    );
  }
  return (
    <>
      <BalanceCards balance={query.data.balance} />
      <div className={styles.facts}>
        <PayoutTarget summary={query.data} />
        <FeePlanCard plan={query.data.fee_plan} />
      </div>
    </>
  );
}

/** /ban-hang/thu-nhap: the shop's income; its tabs are income lines, payouts and the statement. */
export function IncomePage({ params, onParams }: IncomePageProps) {
  const { t } = useTranslation();
  const tabs = INCOME_PAGE_TABS.map((value) => ({ value, label: t(`sellerIncome.tab.${value}`), content: null }));
  return (
    <div className={shopStyles.page}>
      <Heading level={1}>{t('sellerIncome.title')}</Heading>
      <IncomeOverview />
      <Tabs items={tabs} value={params.tab} onValueChange={(tab) => onParams({ tab: tab as IncomePageTab, status: 'all', from: '', to: '', page: 1 })} label={t('sellerIncome.tabs')} />
      {params.tab === 'lines' ? (
        <IncomeLinesTab params={params} onParams={onParams} />
      ) : params.tab === 'payouts' ? (
        <PayoutsTab page={params.page} onPage={(page) => onParams({ page })} />
      ) : (
        <StatementTab />
      )}
    </div>
  );
}

export interface SellerIncomeRouteProps {
  readonly search: Record<string, unknown>;
  readonly navigate: (options: { search: (previous: Record<string, unknown>) => Record<string, unknown> }) => Promise<void>;
}

/** The page read from its address with core's reader; a choice goes back into the address. */
export function SellerIncomeRoute({ search, navigate }: SellerIncomeRouteProps) {
  const params = incomePageParamsRead(search);
  const onParams = (update: Partial<IncomePageParams>) => void navigate({ search: (previous) => incomePageSearch({ ...incomePageParamsRead(previous), ...update }) });
  return <IncomePage params={params} onParams={onParams} />;
}
