import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dateFormat, moneyFormat, type IncomeLine } from '@modavi/core';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from './income.css';

/** An amount the shop gives up (a fee, a discount, a refund) is shown with its minus sign. */
const minus = (amount: number): string => (amount === 0 ? moneyFormat(0) : moneyFormat(-amount));

/** The line's money, top to bottom as sellers read a settlement: the goods, what the shop pays, the fees, the adjustments, the net. */
export function IncomeBreakdown({ line }: { readonly line: IncomeLine }) {
  const { t } = useTranslation();
  const rows: { key: string; label: string; value: string; negative?: boolean }[] = [
    { key: 'goods', label: t('sellerIncome.line.goods'), value: moneyFormat(line.goods) },
    { key: 'shopDiscount', label: t('sellerIncome.line.shopDiscount'), value: minus(line.shop_discount), negative: line.shop_discount > 0 },
    { key: 'shopVoucher', label: t('sellerIncome.line.shopVoucher'), value: minus(line.shop_voucher), negative: line.shop_voucher > 0 },
    ...((line.shop_shipping_voucher ?? 0) > 0
      ? [{ key: 'shopShippingVoucher', label: t('sellerIncome.line.shopShippingVoucher'), value: minus(line.shop_shipping_voucher ?? 0), negative: true }]
      : []),
    { key: 'serviceFee', label: t('sellerIncome.line.serviceFee'), value: minus(line.fees.service), negative: line.fees.service > 0 },
    { key: 'paymentFee', label: t('sellerIncome.line.paymentFee'), value: minus(line.fees.payment), negative: line.fees.payment > 0 },
    ...line.adjustments.map((adjustment, index) => ({
      key: `adjustment-${index}`,
      label: `${t(`sellerIncome.adjustment.${adjustment.kind}`)}${adjustment.note === '' ? '' : ` (${adjustment.note})`}`,
      value: moneyFormat(adjustment.amount),
      negative: adjustment.amount < 0,
    })),
  ];
  return (
    <>
      <dl className={styles.breakdown} data-breakdown={line._id}>
        {rows.map((row) => (
          <div key={row.key} className={styles.breakdownRow}>
            <dt className={styles.breakdownTerm}>{row.label}</dt>
            <dd className={row.negative ? styles.negative : styles.amount}>{row.value}</dd>
          </div>
        ))}
        <div className={styles.breakdownRow}>
          <dt>{t('sellerIncome.line.net')}</dt>
          <dd className={styles.total} data-net={line._id}>
            {moneyFormat(line.net)}
          </dd>
        </div>
      </dl>
      <p className={shopStyles.muted}>
        {t('sellerIncome.line.paidByOthers', {
          buyer: moneyFormat(line.buyer_paid),
          platform: moneyFormat(line.platform_voucher),
          shipping: moneyFormat(line.shipping_charged),
        })}
      </p>
    </>
  );
}

export interface IncomeLineCardProps {
  readonly line: IncomeLine;
  /** The seller's pages link the order to its page in the seller area; the admin's do not. */
  readonly orderLink: boolean;
}

/** One order's income, folded to its summary (order, date, status, net) and opened to its breakdown. */
export function IncomeLineCard({ line, orderLink }: IncomeLineCardProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.line}>
      <details>
        <summary className={styles.lineSummary}>
          <span className={styles.code}>{line.order_id}</span>
          <span className={shopStyles.muted}>{dateFormat(line.placed_at)}</span>
          <span className={`${shopStyles.badge} ${styles.cellStart}`} data-status={line.status}>
            {t(`sellerIncome.lineStatus.${line.status}`)}
          </span>
          <span className={line.net < 0 ? styles.negative : styles.total}>{moneyFormat(line.net)}</span>
        </summary>
        <div className={styles.lineBody}>
          <IncomeBreakdown line={line} />
          <p className={shopStyles.muted}>
            {line.delivered_at === null ? t('sellerIncome.line.notDelivered') : t('sellerIncome.line.delivered', { date: dateFormat(line.delivered_at) })}
            {line.payable_at === null ? '' : ` · ${t('sellerIncome.line.payableAt', { date: dateFormat(line.payable_at) })}`}
          </p>
          {orderLink ? (
            <Link to="/ban-hang/quan-ly-don-hang/$orderId" params={{ orderId: line.order_id }} className={styles.link}>
              {t('sellerIncome.line.orderLink', { code: line.order_id })}
            </Link>
          ) : null}
        </div>
      </details>
    </li>
  );
}

/** A list of income lines (a page of them, a payout's). */
export function IncomeLineList({ lines, orderLink }: { readonly lines: readonly IncomeLine[]; readonly orderLink: boolean }) {
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <IncomeLineCard key={line._id} line={line} orderLink={orderLink} />
      ))}
    </ul>
  );
}
