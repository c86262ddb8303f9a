import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dateFormat, moneyFormat, refundBuyerMayCancel } from '@modavi/core';
import { Button, Heading, Skeleton, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { refundQueryOptions } from '../../queries/order-queries';
import { useOrderSteps } from '../orders/use-order-steps';
import { refundStatusKey, returnStatusKey } from '../orders/order-labels';
import * as styles from '../orders/orders.css';

/** The return/refund of an order: where it stands, its steps, what goes back and why; the buyer may withdraw it early on. */
export function RefundDetail({ orderId, refundId }: { orderId: string; refundId: string }) {
  const { t } = useTranslation();
  const { orders } = useServices();
  const query = useQuery(refundQueryOptions(orders, refundId));
  const { refundCancel } = useOrderSteps(orderId);
  if (!query.data) return <Skeleton shape="rect" height="160px" />;
  const refund = query.data;
  return (
    <section className={styles.card} aria-labelledby="refund-title">
      <div className={styles.cardHead}>
        <Heading level={2} id="refund-title">
          {t('orders.refund.detailTitle')}
        </Heading>
        <span className={styles.status}>{t(refundStatusKey(refund.status))}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('orders.refund.reason')}</dt>
        <dd>{refund.reason}</dd>
        {refund.description ? (
          <>
            <dt>{t('orders.refund.details')}</dt>
            <dd>{refund.description}</dd>
          </>
        ) : null}
        <dt>{t('orders.refund.amount')}</dt>
        <dd>{moneyFormat(refund.amount)}</dd>
        {refund.email ? (
          <>
            <dt>{t('orders.refund.contactEmail')}</dt>
            <dd>{refund.email}</dd>
          </>
        ) : null}
        {refund.return_status ? (
          <>
            <dt>{t('orders.refund.returnParcel')}</dt>
            <dd>{t(returnStatusKey(refund.return_status))}</dd>
          </>
        ) : null}
        {refund.rejection ? (
          <>
            <dt>{t('orders.refund.rejection')}</dt>
            <dd>{refund.rejection.reason}</dd>
          </>
        ) : null}
        {refund.admin_reason ? (
          <>
            <dt>{t('orders.refund.adminReason')}</dt>
            <dd>{refund.admin_reason}</dd>
          </>
        ) : null}
      </dl>
      <Heading level={3} size="item">
        {t('orders.refund.items')}
      </Heading>
      <ul className={styles.list}>
        {refund.items.map((item) => (
          <li key={item.order_item_id} className={styles.item}>
            {item.product.image ? <img className={styles.thumb} src={item.product.image} alt="" /> : <span className={styles.thumb} />}
            <p className={styles.itemName}>{item.product.name}</p>
            <p className={styles.muted}>{t('orders.quantityTimes', { count: item.quantity })}</p>
          </li>
        ))}
      </ul>
      {refund.images.length > 0 ? (
        <ul className={styles.images} aria-label={t('orders.refund.images')}>
          {refund.images.map((url, index) => (
            <li key={url}>
              <img className={styles.image} src={url} alt={t('orders.images.alt', { index: index + 1 })} />
            </li>
          ))}
        </ul>
      ) : null}
      <Heading level={3} size="item">
        {t('orders.history')}
      </Heading>
      <ol className={styles.history}>
        {refund.history.map((entry) => (
          <li key={`${entry.status}-${entry.action_time}`}>
            {t(refundStatusKey(entry.status))} · {dateFormat(entry.action_time, { withTime: true })}
          </li>
        ))}
      </ol>
      {refundBuyerMayCancel(refund) ? (
        <Stack gap="xs">
          <Button variant="secondary" loading={refundCancel.isPending} onClick={() => refundCancel.mutate(refund._id)}>
            {t('orders.refund.withdraw')}
          </Button>
        </Stack>
      ) : null}
    </section>
  );
}
