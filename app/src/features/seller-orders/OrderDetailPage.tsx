import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PACKING_SLIP_BUYER_MASKED, dateFormat, maskAddress, orderPaymentShown, orderStatusFromId, type Order } from '@modavi/core';
import { Heading, Price, Skeleton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { gatewayNotFound } from '../../queries/gateway-failure';
import { sellerOrderQueryOptions } from '../../queries/seller-order-queries';
import { carrierStatusKey, orderStatusKey, paymentMethodKey, paymentStatusKey } from '../orders/order-labels';
import { OrderActions } from './OrderActions';
import { orderBuyerMasked, orderShippingText } from './order-text';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from './seller-orders.css';

/** /ban-hang/quan-ly-don-hang/{orderId}: the shop's part of the order, its history and the seller's steps. */
export function OrderDetailPage({ orderId }: { readonly orderId: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const query = useQuery(sellerOrderQueryOptions(services, orderId));
  return (
    <div className={shopStyles.page}>
      <Link to="/ban-hang/quan-ly-don-hang" className={styles.noPrint}>
        {t('sellerOrders.backToList')}
      </Link>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('sellerOrders.loading')}>
          <Skeleton shape="rect" height="240px" />
        </div>
      ) : gatewayNotFound(query.error) ? (
        <OrderNotFound orderId={orderId} />
      ) : query.isError ? (
        <p role="alert" className={shopStyles.alert}>
          {t('sellerOrders.loadFailed')}
        </p>
      ) : (
        <OrderSheet order={query.data} />
      )}
    </div>
  );
}

/** An id the shop has no order by (mistyped, another shop's): said so, not "try again", with the way back. */
function OrderNotFound({ orderId }: { readonly orderId: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="seller-order-missing">
      <Heading level={1} id="seller-order-missing">
        {t('sellerOrders.notFoundTitle')}
      </Heading>
      <p>{t('sellerOrders.notFound', { code: orderId })}</p>
      <Link to="/ban-hang/quan-ly-don-hang">{t('sellerOrders.seeAllOrders')}</Link>
    </section>
  );
}

function OrderSheet({ order }: { readonly order: Order }) {
  const { t } = useTranslation();
  const buyer = orderBuyerMasked(order);
  const address = order.address;
  const place = address ? [address.detail, address.ward, address.district, address.city].filter(Boolean).join(', ') : '';
  return (
    <div className={styles.printArea} data-print-area>
      <Heading level={1}>{t('sellerOrders.detailTitle', { code: order._id })}</Heading>
      <p className={shopStyles.muted}>
        {t('sellerOrders.placedAt', { date: dateFormat(order.created_at, { withTime: true }) })} ·{' '}
        <span className={shopStyles.badge}>{t(orderStatusKey(order.status))}</span>
      </p>
      {order.refund_id ? (
        <Link to="/ban-hang/tra-hang-hoan-tien/$id" params={{ id: order.refund_id }} className={styles.noPrint}>
          {t('sellerOrders.openRefund')}
        </Link>
      ) : null}
      <div className={styles.detail}>
        <div className={shopStyles.page}>
          <OrderLines order={order} />
          <section className={styles.card} aria-labelledby="seller-order-history">
            <Heading level={2} size="item" id="seller-order-history">
              {t('sellerOrders.history')}
            </Heading>
            <ol className={styles.results}>
              {order.status_history.map((entry, index) => {
                const status = orderStatusFromId(entry.status_id);
                return (
                  <li key={`${entry.status_id}-${index}`}>
                    {status ? t(orderStatusKey(status)) : t('orders.status.unknown')} · {dateFormat(entry.action_time, { withTime: true })}
                  </li>
                );
              })}
            </ol>
            {order.carrier_status ? <p>{t('sellerOrders.carrierNow', { state: t(carrierStatusKey(order.carrier_status)) })}</p> : null}
            {order.cancel_reason ? <p>{t('sellerOrders.cancelledBecause', { reason: order.cancel_reason })}</p> : null}
          </section>
        </div>
        <div className={shopStyles.page}>
          <OrderActions order={order} />
          <section className={styles.card} aria-labelledby="seller-order-buyer">
            <Heading level={2} size="item" id="seller-order-buyer">
              {t('sellerOrders.buyer')}
            </Heading>
            {/* Printed as it shows: the packing slip masks the buyer too (core's PACKING_SLIP_BUYER_MASKED). */}
            <p className={styles.lineName}>
              {PACKING_SLIP_BUYER_MASKED ? `${buyer.name} · ${buyer.phone}` : `${order.address?.name ?? ''} · ${order.address?.phone ?? ''}`}
            </p>
            <p>
              {t('sellerOrders.address')}: {PACKING_SLIP_BUYER_MASKED ? maskAddress(place) : place}
            </p>
          </section>
          <OrderMoney order={order} />
        </div>
      </div>
    </div>
  );
}

function OrderLines({ order }: { readonly order: Order }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="seller-order-lines">
      <Heading level={2} size="item" id="seller-order-lines">
        {t('sellerOrders.lines')}
      </Heading>
      {order.shops.map((part) => (
        <div key={part.shop._id} className={styles.plainList}>
          <ul className={styles.plainList}>
            {part.items.map((item) => (
              <li key={item._id} className={styles.line}>
                <div>
                  <p className={styles.lineName}>{item.product.name}</p>
                  {item.product.variant_name ? <p className={shopStyles.muted}>{t('sellerOrders.variant', { name: item.product.variant_name })}</p> : null}
                  <p className={shopStyles.muted}>{t('sellerOrders.quantity', { count: item.quantity })}</p>
                </div>
                <Price amount={item.sale_price} />
              </li>
            ))}
          </ul>
          <p>
            {t('sellerOrders.shippingCompany')}: {orderShippingText(t, part.shipping_company)} · {t('sellerOrders.waybill')}: {part.tracking_code ?? '—'}
          </p>
          <p>
            {t('sellerOrders.buyerNote')}: {part.seller_note?.trim() ? part.seller_note : t('sellerOrders.noNote')}
          </p>
        </div>
      ))}
    </section>
  );
}

function OrderMoney({ order }: { readonly order: Order }) {
  const { t } = useTranslation();
  const totals = order.totals;
  const rows = totals
    ? ([
        ['subtotal', totals.subtotal],
        ['discount', totals.discount],
        ['voucher', totals.shop_vouchers],
        ['shippingFee', totals.shipping_fee],
        ['shippingDiscount', totals.shipping_discount],
      ] as const)
    : [];
  return (
    <section className={styles.card} aria-labelledby="seller-order-money">
      <Heading level={2} size="item" id="seller-order-money">
        {t('sellerOrders.totals')}
      </Heading>
      {rows.map(([key, amount]) => (
        <p key={key} className={styles.line}>
          <span>{t(`sellerOrders.${key}`)}</span>
          <Price amount={amount} />
        </p>
      ))}
      <p className={styles.line}>
        <strong>{t('sellerOrders.payable')}</strong>
        <Price amount={order.total_order_payment} />
      </p>
      <p className={styles.line}>
        <span>{t('sellerOrders.paymentMethod')}</span>
        <span>{t(paymentMethodKey(order.payment_method))}</span>
      </p>
      {order.payment_status ? (
        <p className={styles.line}>
          <span>{t('sellerOrders.paymentStatus')}</span>
          <span>{t(paymentStatusKey(orderPaymentShown(order)))}</span>
        </p>
      ) : null}
    </section>
  );
}
