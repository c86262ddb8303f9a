import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dateFormat, moneyFormat, type FeePlan, type SellerIncomeSummary } from '@modavi/core';
import { Heading } from '@modavi/ui';
import * as dashboardStyles from '../seller-dashboard/dashboard.css';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from './income.css';

/** The shop's payment settings (spec cai-dat/thanh-toan): where the bank account and the settlement schedule are set. */
const PAYMENT_SETTINGS = { to: '/ban-hang/cai-dat/$section', params: { section: 'thanh-toan' } } as const;

const BALANCES = ['pending', 'payable', 'processing', 'paid'] as const;

/** The balance as four cards, in the order money moves: pending, payable, in payouts, paid. */
export function BalanceCards({ balance }: { readonly balance: SellerIncomeSummary['balance'] }) {
  const { t } = useTranslation();
  return (
    <dl className={dashboardStyles.cards}>
      {BALANCES.map((key) => (
        <div key={key} className={dashboardStyles.card} title={t(`sellerIncome.balanceHelp.${key}`)}>
          <dt className={dashboardStyles.cardLabel}>{t(`sellerIncome.balance.${key}`)}</dt>
          <dd className={dashboardStyles.cardValue} data-balance={key}>
            {moneyFormat(balance[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Where the next payout goes and when, or the call to set a bank account first. */
export function PayoutTarget({ summary }: { readonly summary: SellerIncomeSummary }) {
  const { t } = useTranslation();
  if (summary.bank === null) {
    return (
      <p className={styles.notice} role="note">
        {t('sellerIncome.noBank')}{' '}
        <Link {...PAYMENT_SETTINGS} className={styles.link}>
          {t('sellerIncome.setBank')}
        </Link>
      </p>
    );
  }
  return (
    <section className={dashboardStyles.section} aria-labelledby="income-payout-target">
      <Heading level={2} size="item" id="income-payout-target">
        {t('sellerIncome.nextPayout')}
      </Heading>
      <p data-next-payout="">{summary.next_payout_at === null ? t('sellerIncome.nextPayoutNone') : dateFormat(summary.next_payout_at)}</p>
      <p className={shopStyles.muted} data-bank="">
        {t('sellerIncome.bankLine', { bank: summary.bank.bank_name, account: summary.bank.account_number_masked, holder: summary.bank.account_holder })}
      </p>
      <Link {...PAYMENT_SETTINGS} className={styles.link}>
        {t('sellerIncome.changeBank')}
      </Link>
    </section>
  );
}

/** The percentage as the page's language writes it. */
const percent = (value: number, language: string): string =>
  new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 2 }).format(value);

/** The fee plan in force today and when each free period ends (spec 1). */
export function FeePlanCard({ plan }: { readonly plan: FeePlan }) {
  const { t, i18n } = useTranslation();
  const until = (ms: number | null, freeKey: string, paidKey: string, rate: number) =>
    ms === null ? t(paidKey, { rate: percent(rate, i18n.language) }) : t(freeKey, { date: dateFormat(ms), rate: percent(rate, i18n.language) });
  return (
    <section className={dashboardStyles.section} aria-labelledby="income-fee-plan">
      <Heading level={2} size="item" id="income-fee-plan">
        {t('sellerIncome.feePlan.title')}
      </Heading>
      <dl className={shopStyles.details}>
        <dt className={shopStyles.term}>{t('sellerIncome.feePlan.service')}</dt>
        <dd className={shopStyles.definition} data-fee="service">
          {until(plan.service_fee_first_year_until, 'sellerIncome.feePlan.serviceFirstYear', 'sellerIncome.feePlan.rate', plan.service_fee_percent)}
        </dd>
        <dt className={shopStyles.term}>{t('sellerIncome.feePlan.payment')}</dt>
        <dd className={shopStyles.definition} data-fee="payment">
          {until(plan.payment_fee_free_until, 'sellerIncome.feePlan.freeUntil', 'sellerIncome.feePlan.rate', plan.payment_fee_percent)}
        </dd>
        <dt className={shopStyles.term}>{t('sellerIncome.feePlan.ads')}</dt>
        <dd className={shopStyles.definition} data-fee="ads">
          {plan.ads_free_until === null ? t('sellerIncome.feePlan.adsPaid') : t('sellerIncome.feePlan.freeUntil', { date: dateFormat(plan.ads_free_until) })}
        </dd>
        <dt className={shopStyles.term}>{t('sellerIncome.feePlan.settlement')}</dt>
        <dd className={shopStyles.definition}>{t(`sellerIncome.settlement.${plan.settlement}`)}</dd>
      </dl>
    </section>
  );
}
