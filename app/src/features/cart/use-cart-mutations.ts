import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartInvalidate } from '../../queries/cart-queries';
import { resultUnwrap } from '../../queries/gateway-failure';
import { useCodeToast } from '../../hooks/use-code-toast';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useServices } from '../../hooks/use-services';

/**
 * Quantity change and delete of cart lines (one, or many in one call: the selected lines, the
 * invalid ones); each refreshes the lines and the badge. A delete says the spec's 'item deleted'.
 */
export function useCartMutations() {
  const { cart } = useServices();
  const client = useQueryClient();
  const codeToast = useCodeToast();
  const failed = useErrorToast();
  const deleted = () => codeToast('CART.ITEM_DELETED', 'success');
  const quantity = useMutation({
    mutationFn: ({ lineId, value }: { lineId: string; value: number }) => resultUnwrap(cart.cartQuantitySet(lineId, value)),
    onSettled: () => cartInvalidate(client),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (lineId: string) => resultUnwrap(cart.cartRemove(lineId)),
    onSuccess: deleted,
    onSettled: () => cartInvalidate(client),
    onError: failed,
  });
  const removeMany = useMutation({
    mutationFn: (lineIds: readonly string[]) => resultUnwrap(cart.cartRemoveMany(lineIds)),
    onSuccess: deleted,
    onSettled: () => cartInvalidate(client),
    onError: failed,
  });
  return { quantity, remove, removeMany };
}
