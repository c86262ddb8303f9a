import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dateFormat, moneyFormat, type SellerChatGateway } from '@modavi/core';
import { resultUnwrap } from '../../queries/gateway-failure';
import * as styles from '../chat/chat.css';

/** Beside the seller's conversation: the buyer's latest orders with the shop (CHAT_BUYER_ORDERS_MAX), each a link to the order. */
export function BuyerOrders({ roomId, gateway }: { readonly roomId: string; readonly gateway: () => Promise<SellerChatGateway> }) {
  const { t } = useTranslation();
  const orders = useQuery({ queryKey: ['chat', 'seller', 'orders', roomId], queryFn: async () => resultUnwrap((await gateway()).buyerOrders(roomId)) });
  return (
    <aside className={styles.orders} aria-labelledby="chat-buyer-orders">
      <h2 id="chat-buyer-orders" className={styles.sectionTitle}>
        {t('chat.seller.ordersTitle')}
      </h2>
      {orders.data?.length === 0 ? <p className={styles.empty}>{t('chat.seller.ordersEmpty')}</p> : null}
      <ul className={styles.orderList}>
        {(orders.data ?? []).map((order) => (
          <li key={order._id} className={styles.orderItem}>
            <Link to="/ban-hang/quan-ly-don-hang/$orderId" params={{ orderId: order._id }}>
              {order._id}
            </Link>
            <span>{dateFormat(order.created_at)}</span>
            <span>{t('chat.seller.orderLine', { count: order.items, total: moneyFormat(order.shop_total) })}</span>
            <span>{t(`chat.seller.status.${order.status}`, { defaultValue: order.status })}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
