import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { voucherIsPlatform, type CampaignStatus, type Voucher } from '@modavi/core';
import { voucherDateText, voucherMinOrderText, voucherOfferText } from './voucher-texts';
import * as styles from './VoucherTicket.css';

export interface VoucherTicketProps {
  readonly voucher: Voucher;
  readonly status: CampaignStatus;
  /** Extra lines under the terms: saves left, uses left, why it cannot be used. */
  readonly notes?: ReactNode;
  /** The save button, or nothing in the wallet. */
  readonly action?: ReactNode;
  /** Match the page outline: 3 under a group heading, 2 in the wallet (directly under the page's h1). */
  readonly headingLevel?: 2 | 3;
}

/** One voucher as a ticket: who gives it, what it takes off, its conditions and dates. */
export function VoucherTicket({ voucher, status, notes, action, headingLevel = 3 }: VoucherTicketProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const headingId = `voucher-${voucher._id}`;
  return (
    <article className={styles.ticket} aria-labelledby={headingId} data-voucher-code={voucher.code}>
      <div className={styles.stub} aria-hidden="true">
        {voucher.kind === 'shipping' ? t('promos.vouchers.freeShip') : voucherIsPlatform(voucher) ? t('brand') : t('promos.vouchers.shop')}
      </div>
      <div className={styles.body}>
        <Title id={headingId} className={styles.name}>
          {voucher.name}
        </Title>
        <p className={styles.offer}>{voucherOfferText(t, voucher)}</p>
        <p className={styles.line}>
          {voucherMinOrderText(t, voucher)} · {voucherDateText(t, voucher, status)}
        </p>
        <div className={styles.chips}>
          <span className={styles.chip}>{t(`promos.status_${status}`)}</span>
          {voucher.first_purchase_only ? <span className={styles.chip}>{t('promos.vouchers.firstPurchase')}</span> : null}
          {voucher.app_only ? <span className={styles.chip}>{t('promos.vouchers.appOnly')}</span> : null}
          <span className={styles.chip}>{t('promos.vouchers.code', { code: voucher.code })}</span>
        </div>
        <div className={styles.footer}>
          <div>{notes}</div>
          {action}
        </div>
      </div>
    </article>
  );
}
