import { useTranslation } from 'react-i18next';
import { dateFormat, REFUND_SELLER_REPLY_HOURS, refundReplyCountdown } from '@modavi/core';
import { useNow } from '../../clock/use-now';
import * as shopStyles from '../seller-shop/seller-shop.css';

/** The countdown moves by the minute: it shows hours and minutes. */
const COUNTDOWN_TICK_MS = 30_000;


/**
 * Spec 9: a new seller answers a refund request within 48 hours. The time left, computed by
 * core's refundReplyCountdown from the request time and the clock; once it ran out, the
 * platform approves for the seller (core's refund machine, `refund.replyOverdue`).
 */
export function ReplyCountdown({ requestedAt }: { readonly requestedAt: number }) {
  const { t } = useTranslation();
  const now = useNow(COUNTDOWN_TICK_MS);
  const countdown = refundReplyCountdown(requestedAt, now);
  return (
    <p role="timer" aria-live="off" className={countdown.overdue ? shopStyles.alert : shopStyles.muted}>
      {countdown.overdue
        ? t('refundDesk.replyOverdue', { hours: REFUND_SELLER_REPLY_HOURS })
        : t('refundDesk.replyLeft', {
            hours: countdown.hours,
            minutes: countdown.minutes,
            deadline: dateFormat(countdown.deadline, { withTime: true }),
            limit: REFUND_SELLER_REPLY_HOURS,
          })}
    </p>
  );
}
