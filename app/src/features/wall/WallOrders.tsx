import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderTab } from '@modavi/core';
import { Heading } from '@modavi/ui';
import { BuyerOrders } from '../orders';
import * as styles from './WallPage.css';

/**
 * The slot of /tuong?order=1 (spec: the wall shows the buyer's orders): the orders feature's
 * list with its tabs. The tab and page stay on the wall (its address keeps only `order=1`);
 * an order opens its detail page under /trang-ca-nhan/don-hang.
 */
export function WallOrders() {
  const { t } = useTranslation();
  const [view, setView] = useState<{ tab: OrderTab | null; page: number }>({ tab: null, page: 1 });
  return (
    <section className={styles.section} aria-labelledby="wall-orders-heading">
      <Heading level={2} id="wall-orders-heading">
        {t('account.wall.ordersTitle')}
      </Heading>
      <BuyerOrders tab={view.tab} page={view.page} onChange={setView} titled={false} />
    </section>
  );
}
