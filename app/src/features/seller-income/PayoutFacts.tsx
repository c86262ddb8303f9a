import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat, moneyFormat, type PayoutDetail } from '@modavi/core';
import * as shopStyles from '../seller-shop/seller-shop.css';
import { PayoutStatusBadge } from './PayoutStatusBadge';
import * as styles from './income.css';

export interface PayoutFactsProps {
  readonly payout: PayoutDetail;
  /** The account number as the viewer may read it (the seller's pages mask it, the admin's transfer needs it whole). */
  readonly accountNumber: string;
}

/** A payout's facts: amount, status, dates, the bank's reference or why it failed, and the account it goes to. */
export function PayoutFacts({ payout, accountNumber }: PayoutFactsProps) {
  const { t } = useTranslation();
  const facts: { key: string; term: string; value: ReactNode }[] = [
    { key: 'shop', term: t('sellerIncome.payout.shop'), value: payout.shop_name },
    { key: 'amount', term: t('sellerIncome.payout.amount'), value: moneyFormat(payout.amount) },
    { key: 'status', term: t('sellerIncome.payout.status'), value: <PayoutStatusBadge status={payout.status} /> },
    { key: 'created', term: t('sellerIncome.payout.created'), value: dateFormat(payout.created_at, { withTime: true }) },
    { key: 'lines', term: t('sellerIncome.payout.lines'), value: String(payout.lines) },
    ...(payout.paid_at === null ? [] : [{ key: 'paid', term: t('sellerIncome.payout.paidAt'), value: dateFormat(payout.paid_at, { withTime: true }) }]),
    ...(payout.bank_reference === null ? [] : [{ key: 'reference', term: t('sellerIncome.payout.reference'), value: payout.bank_reference }]),
    ...(payout.failure_reason === null ? [] : [{ key: 'failure', term: t('sellerIncome.payout.failure'), value: payout.failure_reason }]),
    { key: 'bank', term: t('sellerIncome.payout.bank'), value: payout.bank.bank_name },
    { key: 'account', term: t('sellerIncome.payout.account'), value: accountNumber },
    { key: 'holder', term: t('sellerIncome.payout.holder'), value: payout.bank.account_holder },
    ...(payout.bank.branch === '' ? [] : [{ key: 'branch', term: t('sellerIncome.payout.branch'), value: payout.bank.branch }]),
  ];
  return (
    <dl className={shopStyles.details}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.breakdownRow}>
          <dt className={shopStyles.term}>{fact.term}</dt>
          <dd className={shopStyles.definition} data-fact={fact.key}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
