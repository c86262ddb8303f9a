import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@modavi/ui';
import { cartInvalidate } from '../../queries/cart-queries';
import { resultUnwrap } from '../../queries/gateway-failure';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useServices } from '../../hooks/use-services';

/** Quantity change and delete of cart lines; both refresh the lines and the badge. */
export function useCartMutations() {
  const { t } = useTranslation();
  const { cart } = useServices();
  const client = useQueryClient();
  const toast = useToast();
  const failed = useErrorToast();
  const quantity = useMutation({
    mutationFn: ({ lineId, value }: { lineId: string; value: number }) => resultUnwrap(cart.cartQuantitySet(lineId, value)),
    onSettled: () => cartInvalidate(client),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (lineId: string) => resultUnwrap(cart.cartRemove(lineId)),
    onSuccess: () => toast.show({ title: t('cart.deleted'), tone: 'success' }),
    onSettled: () => cartInvalidate(client),
    onError: failed,
  });
  return { quantity, remove };
}
