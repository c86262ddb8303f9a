import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Badge, IconButton } from '@modavi/ui';
import { cartCountQueryOptions } from '../../queries/cart-queries';
import { useServices } from '../../hooks/use-services';
import { CartIcon, CartPeekIcon } from './CartIcon';
import * as styles from './AppLayout.css';

// The mini cart (its sheet, list and the cart lines' query) loads on its first opening only.
const MiniCart = lazy(() => import('./MiniCart'));

/** The header's cart link, whose name says how many lines the cart holds, and the mini cart's opener. */
export function CartLink() {
  const { t } = useTranslation();
  const { cart } = useServices();
  const count = useQuery(cartCountQueryOptions(cart)).data ?? 0;
  const label = count > 0 ? t('nav.cartWithCount', { count }) : t('nav.cart');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <span className={styles.cartGroup}>
      <Badge count={count}>
        <Link to="/gio-hang" className={styles.cartLink} aria-label={label}>
          <CartIcon />
        </Link>
      </Badge>
      <IconButton
        label={t('nav.cartPeek')}
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="mini-cart-open"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <CartPeekIcon />
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <MiniCart open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </span>
  );
}
