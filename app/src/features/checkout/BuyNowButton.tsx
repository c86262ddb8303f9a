import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { checkoutSourceSave } from './checkout-source';

export interface BuyNowButtonProps {
  readonly productId: string;
  /** The chosen variant, or null for a product without classifications. */
  readonly variantId: string | null;
  readonly quantity: number;
  /** False while a classification is still to choose: the product page shows why instead. */
  readonly ready: boolean;
  readonly onNotReady: () => void;
  readonly disabled?: boolean;
}

/**
 * "Buy now" on the product page: the one item goes straight to the express checkout
 * (/thanh-toan-2?x=true), never through the cart. It is kept in this tab's session so a login
 * on the way (which leads on to /thanh-toan?x=true&l=true) keeps it.
 */
export function BuyNowButton({ productId, variantId, quantity, ready, onNotReady, disabled }: BuyNowButtonProps) {
  const { t } = useTranslation();
  const { session } = useServices();
  const navigate = useNavigate();
  const buy = () => {
    if (!ready) {
      onNotReady();
      return;
    }
    checkoutSourceSave(session, { kind: 'express', product_id: productId, variant_id: variantId, quantity });
    void navigate({ to: '/thanh-toan-2', search: { x: true } });
  };
  return (
    <Button variant="secondary" size="lg" fullWidth disabled={disabled} onClick={buy}>
      {t('product.buyNow')}
    </Button>
  );
}
