import { useTranslation } from 'react-i18next';
import type { PayoutStatus } from '@modavi/core';
import * as shopStyles from '../seller-shop/seller-shop.css';

/** A payout's status as a badge; a paid one in the success colour. */
export function PayoutStatusBadge({ status }: { readonly status: PayoutStatus }) {
  const { t } = useTranslation();
  return (
    <span className={status === 'paid' ? shopStyles.badgeOn : shopStyles.badge} data-payout-status={status}>
      {t(`sellerIncome.payoutStatus.${status}`)}
    </span>
  );
}
