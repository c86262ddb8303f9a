import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { checkoutCartValidate, type Cart } from '@modavi/core';
import { Button } from '@modavi/ui';
import { useCodeToast } from '../../hooks/use-code-toast';
import { useServices } from '../../hooks/use-services';
import { checkoutSourceSave } from './checkout-source';

/**
 * The cart's "buy" button: the ticked lines go to /thanh-toan (kept in this tab's session),
 * or the spec's 'please select products to purchase' when none is ticked (core's rule, code and message).
 */
export function CartCheckoutButton({ cart }: { readonly cart: Cart }) {
  const { t } = useTranslation();
  const { session } = useServices();
  const navigate = useNavigate();
  const codeToast = useCodeToast();
  const buy = () => {
    const checked = checkoutCartValidate(cart);
    if (!checked.ok) {
      codeToast(checked.error[0]?.code ?? 'CHECKOUT.PRODUCTS_REQUIRED', 'danger');
      return;
    }
    checkoutSourceSave(session, { kind: 'cart', line_ids: checked.value.flatMap((group) => group.items.map((line) => line._id)) });
    void navigate({ to: '/thanh-toan' });
  };
  return (
    <Button variant="primary" size="lg" onClick={buy} data-testid="cart-checkout">
      {t('cart.checkout')}
    </Button>
  );
}
