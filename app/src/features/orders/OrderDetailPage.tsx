import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  dateFormat,
  errorI18nKey,
  moneyFormat,
  orderCanCancel,
  orderCanConfirmReceipt,
  orderCancelOutcome,
  orderDeliveredAt,
  orderPaymentShown,
  orderRefundRefusal,
  orderStatusFromId,
  reviewCanEdit,
  reviewCanWrite,
  type Order,
  type Review,
} from '@modavi/core';
import { Button, Heading, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { orderQueryOptions, orderReviewsQueryOptions } from '../../queries/order-queries';
import { RefundDetail } from '../refunds/RefundDetail';
import { RefundRequestDialog } from '../refunds/RefundRequestDialog';
import { ReviewDialog } from '../reviews/ReviewDialog';
import { CancelDetail } from './CancelDetail';
import { MoneyBackList } from './MoneyBackList';
import { CancelOrderDialog } from './CancelOrderDialog';
import { carrierStatusKey, orderStatusKey, paymentMethodKey, paymentStatusKey } from './order-labels';
import { useOrderSteps } from './use-order-steps';
import * as styles from './orders.css';

const route = getRouteApi('/trang-ca-nhan/don-hang/$id');

/** The money lines of an order that are not zero, in the order a receipt lists them. */
function totalLines(order: Order): { key: string; amount: number; minus: boolean }[] {
  const totals = order.totals;
  if (!totals) return [];
  return [
    { key: 'subtotal', amount: totals.subtotal, minus: false },
    { key: 'discount', amount: totals.discount, minus: true },
    { key: 'shopVouchers', amount: totals.shop_vouchers, minus: true },
    { key: 'platformVouchers', amount: totals.platform_vouchers, minus: true },
    { key: 'shippingFee', amount: totals.shipping_fee, minus: false },
    { key: 'shippingDiscount', amount: totals.shipping_discount, minus: true },
  ].filter((line) => line.key === 'subtotal' || line.key === 'shippingFee' || line.amount > 0);
}

/**
 * /trang-ca-nhan/don-hang/{id}: the order's status and history, its lines per shop with
 * shipping company, waybill and carrier state, its money and payment; the buyer's steps
 * (cancel with a reason, confirm receipt, ask for a return, review what arrived). `?view=`
 * opens the cancel or return detail.
 */
export function OrderDetailPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('orders.detailTitle'));
  const { id } = route.useParams();
  const { view } = route.useSearch();
  const services = useServices();
  const { data: order } = useSuspenseQuery(orderQueryOptions(services.orders, id));
  const reviews = useQuery({ ...orderReviewsQueryOptions(services.reviews, id), enabled: order.status === 'delivered' });
  const { confirmReceipt } = useOrderSteps(id);
  // The page's "now" for the review windows: when the order was last fetched, not a clock read in render.
  const now = useQuery(orderQueryOptions(services.orders, id)).dataUpdatedAt;

  const deliveredAt = orderDeliveredAt(order.status_history);
  const canReview = order.status === 'delivered' && deliveredAt !== null && reviewCanWrite(deliveredAt, now);
  const reviewOf = (itemId: string): Review | null => reviews.data?.find((review) => review.order_item_id === itemId) ?? null;
  const refundRefusal = orderRefundRefusal(order, 'buyer');
  const showInternationalNote =
    refundRefusal === 'ORDER.INTERNATIONAL_NO_RETURN' && (order.status === 'delivered' || order.carrier_status === 'delivered');
  const cancelled = order.status === 'cancelled' || order.status === 'cancel_pending';

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Link to="/trang-ca-nhan/don-hang" search={{ page: 1 }} className={styles.link}>
          {t('orders.backToList')}
        </Link>
        <Heading level={1}>{t('orders.detailTitle')}</Heading>
        <p className={styles.muted}>{t('orders.orderCode', { code: order._id })}</p>
        <p>
          <span className={styles.status}>{t(orderStatusKey(order.status))}</span>
        </p>
      </Stack>

      <div className={styles.actions}>
        {orderCanCancel(order, 'buyer') ? (
          <CancelOrderDialog orderId={order._id} pending={orderCancelOutcome(order, 'buyer') === 'cancel_pending'} />
        ) : null}
        {orderCanConfirmReceipt(order, 'buyer') ? (
          <Button variant="primary" loading={confirmReceipt.isPending} onClick={() => confirmReceipt.mutate()}>
            {t('orders.confirmReceipt')}
          </Button>
        ) : null}
        {refundRefusal === null ? <RefundRequestDialog orderId={order._id} shops={order.shops} /> : null}
        {cancelled ? (
          <Link to="/trang-ca-nhan/don-hang/$id" params={{ id: order._id }} search={{ view: 'cancel' }} className={styles.link}>
            {t('orders.cancel.viewDetail')}
          </Link>
        ) : null}
        {order.refund_id ? (
          <Link to="/trang-ca-nhan/don-hang/$id" params={{ id: order._id }} search={{ view: 'refund' }} className={styles.link}>
            {t('orders.refund.viewDetail')}
          </Link>
        ) : null}
      </div>
      {showInternationalNote ? <p className={styles.notice}>{t(errorI18nKey('ORDER.INTERNATIONAL_NO_RETURN'))}</p> : null}

      {view === 'cancel' && cancelled ? <CancelDetail order={order} /> : null}
      {view === 'refund' && order.refund_id ? <RefundDetail orderId={order._id} refundId={order.refund_id} /> : null}

      <div className={styles.layout}>
        <Stack gap="lg">
          {order.shops.map((shop) => (
            <section key={shop.shop._id} className={styles.card} aria-label={shop.shop.name}>
              <div className={styles.cardHead}>
                <Heading level={2} size="item">
                  {shop.shop.name}
                </Heading>
                {order.carrier_status ? <span className={styles.muted}>{t(carrierStatusKey(order.carrier_status))}</span> : null}
              </div>
              <dl className={styles.facts}>
                <dt>{t('orders.shippingCompany')}</dt>
                <dd>
                  {shop.shipping_company
                    ? t(`orders.shipping.${shop.shipping_company}`, { defaultValue: shop.shipping_company })
                    : t('orders.none')}
                </dd>
                <dt>{t('orders.waybill')}</dt>
                <dd>{shop.tracking_code ?? t('orders.waybillPending')}</dd>
                {shop.seller_note ? (
                  <>
                    <dt>{t('orders.sellerNote')}</dt>
                    <dd>{shop.seller_note}</dd>
                  </>
                ) : null}
              </dl>
              <ul className={styles.list}>
                {shop.items.map((item) => {
                  const review = reviewOf(item._id);
                  return (
                    <li key={item._id} className={styles.item}>
                      {item.product.image ? (
                        <img className={styles.thumb} src={item.product.image} alt="" />
                      ) : (
                        <span className={styles.thumb} />
                      )}
                      <Stack gap="xxs">
                        <Link
                          to="/san-pham/$id"
                          params={{ id: item.product._id }}
                          search={{ position: 'Order' }}
                          className={styles.itemName}
                        >
                          {item.product.name}
                        </Link>
                        {item.product.variant_name ? (
                          <p className={styles.muted}>{t('orders.variant', { name: item.product.variant_name })}</p>
                        ) : null}
                        <p className={styles.muted}>
                          {t('orders.quantityTimes', { count: item.quantity })} · {moneyFormat(item.sale_price)}
                        </p>
                        {review ? <p className={styles.muted}>{t('reviews.yours', { count: review.rating })}</p> : null}
                      </Stack>
                      {canReview && !review ? <ReviewDialog orderItemId={item._id} productName={item.product.name} /> : null}
                      {review && reviewCanEdit(review, now) ? (
                        <ReviewDialog orderItemId={item._id} productName={item.product.name} existing={review} />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </Stack>

        <Stack gap="lg">
          <section className={styles.card} aria-labelledby="order-money">
            <Heading level={2} size="item" id="order-money">
              {t('orders.payment.title')}
            </Heading>
            <dl className={styles.facts}>
              {totalLines(order).map((line) => (
                <div key={line.key} style={{ display: 'contents' }}>
                  <dt>{t(`orders.totals.${line.key}`)}</dt>
                  <dd>{line.minus ? `-${moneyFormat(line.amount)}` : moneyFormat(line.amount)}</dd>
                </div>
              ))}
              <dt>{t('orders.totals.total')}</dt>
              <dd>
                <strong>{moneyFormat(order.total_order_payment)}</strong>
              </dd>
              <dt>{t('orders.payment.method')}</dt>
              <dd>{t(paymentMethodKey(order.payment_method))}</dd>
              <dt>{t('orders.payment.state')}</dt>
              <dd>{t(paymentStatusKey(orderPaymentShown(order)))}</dd>
            </dl>
          </section>

          <MoneyBackList entries={order.money_back ?? []} />

          {order.address ? (
            <section className={styles.card} aria-labelledby="order-address">
              <Heading level={2} size="item" id="order-address">
                {t('orders.address')}
              </Heading>
              <p className={styles.text}>
                {order.address.name} · {order.address.phone}
              </p>
              <p className={styles.muted}>
                {[order.address.detail, order.address.ward, order.address.district, order.address.city].filter(Boolean).join(', ')}
              </p>
            </section>
          ) : null}

          <section className={styles.card} aria-labelledby="order-history">
            <Heading level={2} size="item" id="order-history">
              {t('orders.history')}
            </Heading>
            <ol className={styles.history}>
              {order.status_history.map((entry, index) => {
                const status = orderStatusFromId(entry.status_id);
                return (
                  <li key={`${entry.status_id}-${index}`}>
                    {status ? t(orderStatusKey(status)) : t('orders.status.unknown')} · {dateFormat(entry.action_time, { withTime: true })}
                  </li>
                );
              })}
            </ol>
            {order.cancel_reason ? (
              <p className={styles.muted}>
                {t('orders.cancel.reasonLine', {
                  reason: order.cancel_reason,
                  by: t(`orders.cancelledBy.${order.cancelled_by ?? 'buyer'}`),
                })}
              </p>
            ) : null}
          </section>
        </Stack>
      </div>
      <span hidden>{i18n.language}</span>
    </Stack>
  );
}
