import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cartLineUnitPrice, cartLinesLatest } from '@modavi/core';
import { Button, MiniCartLines, Sheet, Skeleton } from '@modavi/ui';
import { cartQueryOptions } from '../../queries/cart-queries';
import { useServices } from '../../hooks/use-services';

export interface MiniCartProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * The header's mini cart: the newest lines (core's cartLinesLatest) with picture, price and
 * quantity, and the way to /gio-hang. Loaded with `import()` on its first opening (CartLink),
 * so none of it weighs on the first visit.
 */
export default function MiniCart({ open, onOpenChange }: MiniCartProps) {
  const { t } = useTranslation();
  const services = useServices();
  const cart = useQuery({ ...cartQueryOptions(services.cart), enabled: open });
  const lines = cart.data ? cartLinesLatest(cart.data) : [];
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('nav.cart')}
      closeLabel={t('toast.close')}
      footer={
        <Button asChild variant="primary" fullWidth>
          <Link to="/gio-hang" onClick={() => onOpenChange(false)}>
            {t('nav.viewCart')}
          </Link>
        </Button>
      }
    >
      {cart.data ? (
        <MiniCartLines
          label={t('nav.latestLines')}
          emptyText={t('cart.empty')}
          lines={lines.map((line) => ({
            id: line._id,
            name: line.product.name,
            image: line.product.images[0],
            price: cartLineUnitPrice(line),
            quantityText: t('nav.lineQuantity', { count: line.quantity }),
          }))}
        />
      ) : (
        <Skeleton shape="rect" height="8rem" />
      )}
    </Sheet>
  );
}
