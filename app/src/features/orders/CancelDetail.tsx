import { useTranslation } from 'react-i18next';
import { dateFormat, ORDER_STATUS_ID, orderStatusTime, type Order } from '@modavi/core';
import { Heading } from '@modavi/ui';
import { orderStatusKey } from './order-labels';
import * as styles from './orders.css';

/** Why and by whom an order was cancelled (or asked to be), and when. */
export function CancelDetail({ order }: { order: Order }) {
  const { t } = useTranslation();
  const at = orderStatusTime(order.status_history, ORDER_STATUS_ID[order.status === 'cancel_pending' ? 'cancel_pending' : 'cancelled']);
  return (
    <section className={styles.card} aria-labelledby="cancel-title">
      <div className={styles.cardHead}>
        <Heading level={2} id="cancel-title">
          {t('orders.cancel.detailTitle')}
        </Heading>
        <span className={styles.status}>{t(orderStatusKey(order.status))}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('orders.cancel.reason')}</dt>
        <dd>{order.cancel_reason ?? t('orders.none')}</dd>
        <dt>{t('orders.cancel.by')}</dt>
        <dd>{order.cancelled_by ? t(`orders.cancelledBy.${order.cancelled_by}`) : t('orders.cancelledBy.buyer')}</dd>
        {at !== null ? (
          <>
            <dt>{t('orders.cancel.at')}</dt>
            <dd>{dateFormat(at, { withTime: true })}</dd>
          </>
        ) : null}
      </dl>
      {order.status === 'cancel_pending' ? <p className={styles.notice}>{t('orders.cancel.pendingNote')}</p> : null}
    </section>
  );
}
