import { useTranslation } from 'react-i18next';
import { Heading } from '@modavi/ui';
import * as styles from './WallPage.css';

/**
 * The slot of /tuong?order=1 (spec: the wall shows the buyer's orders). The orders feature
 * replaces this body with its order list; until then it leads to the account's orders page.
 */
export function WallOrders() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="wall-orders-heading">
      <Heading level={2} id="wall-orders-heading">
        {t('account.wall.ordersTitle')}
      </Heading>
      <a href="/trang-ca-nhan/don-hang" className={styles.link}>
        {t('account.wall.ordersOpen')}
      </a>
    </section>
  );
}
