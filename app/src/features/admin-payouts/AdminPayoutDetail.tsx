import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '@modavi/core';
import { Heading, Skeleton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { adminPayoutQueryOptions } from '../../queries/seller-income-queries';
import { IncomeLineList } from '../seller-income/IncomeLineCard';
import { PayoutFacts } from '../seller-income/PayoutFacts';
import { ADMIN_PAYOUTS_PATH } from './AdminPayoutList';
import { PayoutSteps } from './PayoutStepDialogs';
import * as refundStyles from '../seller-refunds/refund-desk.css';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from '../seller-income/income.css';

/** /quan-tri/thanh-toan-nguoi-ban?id={id}: one payout with its shop, the whole account the transfer goes to, its lines and the admin's steps. */
export function AdminPayoutDetail({ payoutId }: { readonly payoutId: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const query = useQuery(adminPayoutQueryOptions(services, payoutId));
  return (
    <div className={shopStyles.page}>
      <Link to={ADMIN_PAYOUTS_PATH} search={(previous: Record<string, unknown>) => ({ ...previous, id: undefined })} className={styles.link}>
        {t('adminPayouts.back')}
      </Link>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('adminPayouts.loadingOne')}>
          <Skeleton shape="rect" height="240px" />
        </div>
      ) : query.isError ? (
        <p role="alert" className={shopStyles.alert}>
          {t('sellerIncome.loadFailed')}
        </p>
      ) : (
        <>
          <Heading level={1}>{t('adminPayouts.detailTitle', { shop: query.data.shop_name, date: dateFormat(query.data.created_at) })}</Heading>
          <div className={refundStyles.detail}>
            <div className={shopStyles.page}>
              <section className={refundStyles.card} aria-label={t('sellerIncome.payoutFacts')}>
                <PayoutFacts payout={query.data} accountNumber={query.data.bank.account_number} />
              </section>
              <section className={shopStyles.page} aria-labelledby="admin-payout-lines">
                <Heading level={2} id="admin-payout-lines">
                  {t('sellerIncome.payoutLines')}
                </Heading>
                {query.data.income_lines.length === 0 ? (
                  <p className={shopStyles.muted}>{t('sellerIncome.emptyPayoutLines')}</p>
                ) : (
                  <IncomeLineList lines={query.data.income_lines} orderLink={false} />
                )}
              </section>
            </div>
            <div className={refundStyles.side}>
              <PayoutSteps payout={query.data} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
