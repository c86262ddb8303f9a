import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { accountNumberMask, dateFormat } from '@modavi/core';
import { Heading, Skeleton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { sellerPayoutQueryOptions } from '../../queries/seller-income-queries';
import { IncomeLineList } from './IncomeLineCard';
import { PayoutFacts } from './PayoutFacts';
import * as refundStyles from '../seller-refunds/refund-desk.css';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from './income.css';

/** /ban-hang/thu-nhap/dot-thanh-toan/{id}: one of the shop's payouts, its account (masked) and the lines it paid. */
export function SellerPayoutPage({ payoutId }: { readonly payoutId: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const query = useQuery(sellerPayoutQueryOptions(services, payoutId));
  return (
    <div className={shopStyles.page}>
      <Link to="/ban-hang/thu-nhap" search={{ tab: 'payouts' }} className={styles.link}>
        {t('sellerIncome.backToPayouts')}
      </Link>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('sellerIncome.loadingPayout')}>
          <Skeleton shape="rect" height="240px" />
        </div>
      ) : query.isError ? (
        <p role="alert" className={shopStyles.alert}>
          {t('sellerIncome.loadFailed')}
        </p>
      ) : (
        <>
          <Heading level={1}>{t('sellerIncome.payoutTitle', { date: dateFormat(query.data.created_at) })}</Heading>
          <section className={refundStyles.card} aria-label={t('sellerIncome.payoutFacts')}>
            <PayoutFacts payout={query.data} accountNumber={accountNumberMask(query.data.bank.account_number)} />
          </section>
          <section className={shopStyles.page} aria-labelledby="payout-lines">
            <Heading level={2} id="payout-lines">
              {t('sellerIncome.payoutLines')}
            </Heading>
            {query.data.income_lines.length === 0 ? <p className={shopStyles.muted}>{t('sellerIncome.emptyPayoutLines')}</p> : <IncomeLineList lines={query.data.income_lines} orderLink />}
          </section>
        </>
      )}
    </div>
  );
}
