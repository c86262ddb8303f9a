import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dateFormat, moneyFormat, type Order } from '@modavi/core';
import { orderStatusKey } from './order-labels';
import * as styles from './orders.css';

/** One order in the list: its shops' lines, its status and total, a link to its detail. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const lines = order.shops.flatMap((shop) => shop.items);
  const shown = lines.slice(0, 2);
  return (
    <article className={styles.card} aria-labelledby={`order-${order._id}`}>
      <div className={styles.cardHead}>
        <p className={styles.muted} id={`order-${order._id}`}>
          {order.shops.map((shop) => shop.shop.name).join(' · ')}
        </p>
        <span className={styles.status}>{t(orderStatusKey(order.status))}</span>
      </div>
      <ul className={styles.list}>
        {shown.map((item) => (
          <li key={item._id} className={styles.item}>
            {item.product.image ? <img className={styles.thumb} src={item.product.image} alt="" /> : <span className={styles.thumb} />}
            <div>
              <p className={styles.itemName}>{item.product.name}</p>
              {item.product.variant_name ? (
                <p className={styles.muted}>{t('orders.variant', { name: item.product.variant_name })}</p>
              ) : null}
            </div>
            <p className={styles.muted}>{t('orders.quantityTimes', { count: item.quantity })}</p>
          </li>
        ))}
      </ul>
      {lines.length > shown.length ? <p className={styles.muted}>{t('orders.moreItems', { count: lines.length - shown.length })}</p> : null}
      <div className={styles.cardHead}>
        <p className={styles.muted}>{t('orders.placedAt', { date: dateFormat(order.created_at) })}</p>
        <p className={styles.text}>{t('orders.totalLine', { amount: moneyFormat(order.total_order_payment) })}</p>
      </div>
      <Link to="/trang-ca-nhan/don-hang/$id" params={{ id: order._id }} search={{}} className={styles.link}>
        {t('orders.viewDetail')}
      </Link>
    </article>
  );
}
