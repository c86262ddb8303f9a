import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@modavi/ui';
import { cartCountQueryOptions } from '../../queries/cart-queries';
import { useServices } from '../../hooks/use-services';
import { CartIcon } from './CartIcon';
import * as styles from './AppLayout.css';

/** The header's cart link; its name says how many lines the cart holds. */
export function CartLink() {
  const { t } = useTranslation();
  const { cart } = useServices();
  const count = useQuery(cartCountQueryOptions(cart)).data ?? 0;
  const label = count > 0 ? t('nav.cartWithCount', { count }) : t('nav.cart');
  return (
    <Badge count={count}>
      <Link to="/gio-hang" className={styles.cartLink} aria-label={label}>
        <CartIcon />
      </Link>
    </Badge>
  );
}
