import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORDER_TABS, type OrderTab } from '@modavi/core';
import { Button, Heading, Skeleton, Stack, Tabs } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { ORDER_PAGE_SIZE, orderListQueryOptions } from '../../queries/order-queries';
import { errorKey } from '../../i18n/error-key';
import { orderTabKey } from './order-labels';
import { OrderCard } from './OrderCard';
import * as styles from './orders.css';

/** The tab value for "every order" (no filter); the spec's six tabs follow it. */
export const ORDER_TAB_ALL = 'all';

export interface BuyerOrdersProps {
  /** The tab shown; null lists every order. */
  readonly tab: OrderTab | null;
  readonly page: number;
  /** The buyer picked another tab or page; the host puts it in the address. */
  readonly onChange: (next: { tab: OrderTab | null; page: number }) => void;
  /** False where the host titles the list itself (the wall's section). Default true. */
  readonly titled?: boolean;
}

/**
 * The buyer's orders: the spec's tabs (to confirm, preparing, shipping, delivered, cancelled,
 * return/refund) and a paged list, newest first. Its words are the lazy `orders` bundle: the
 * host awaits `localeBundleReady(i18n, 'orders')` first (the orders route and /tuong?order=1).
 */
export function BuyerOrders({ tab, page, onChange, titled = true }: BuyerOrdersProps) {
  const { t, i18n } = useTranslation();
  const { orders } = useServices();
  const query = useQuery(orderListQueryOptions(orders, tab, page));
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / ORDER_PAGE_SIZE)) : 1;
  const current = tab ?? ORDER_TAB_ALL;

  const panel = (
    <Stack gap="md">
      {query.isPending ? <Skeleton shape="rect" height="120px" /> : null}
      {query.isError ? (
        <p role="alert" className={styles.alert}>
          {t(errorKey(query.error, (key) => i18n.exists(key)))}
        </p>
      ) : null}
      {query.data && query.data.items.length === 0 ? <p className={styles.muted}>{t('orders.empty')}</p> : null}
      {query.data?.items.map((order) => (
        <OrderCard key={order._id} order={order} />
      ))}
      {query.data && pages > 1 ? (
        <nav className={styles.pager} aria-label={t('orders.pages')}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange({ tab, page: page - 1 })}>
            {t('orders.previous')}
          </Button>
          <span className={styles.muted}>{t('orders.pageOf', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onChange({ tab, page: page + 1 })}>
            {t('orders.next')}
          </Button>
        </nav>
      ) : null}
    </Stack>
  );

  const values = [ORDER_TAB_ALL, ...ORDER_TABS] as const;
  return (
    <Stack gap="lg">
      {titled ? <Heading level={1}>{t('orders.title')}</Heading> : null}
      {/* Seven tabs: on a phone they wrap, as the account's do, so 'return/refund' is never off screen. */}
      <Tabs
        wrap
        label={t('orders.tabs')}
        value={current}
        onValueChange={(value) => onChange({ tab: value === ORDER_TAB_ALL ? null : (value as OrderTab), page: 1 })}
        items={values.map((value) => ({ value, label: t(orderTabKey(value)), content: value === current ? panel : null }))}
      />
    </Stack>
  );
}
