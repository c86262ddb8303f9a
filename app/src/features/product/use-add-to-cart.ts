import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@modavi/ui';
import type { CartAdd } from '@modavi/core';
import { cartInvalidate } from '../../queries/cart-queries';
import { resultUnwrap } from '../../queries/gateway-failure';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useServices } from '../../hooks/use-services';
import { analyticsCartAdd } from '../analytics/analytics-events';

/** Adds a line to the cart, refreshes the badge and tells the buyer how it went. */
export function useAddToCart() {
  const { t } = useTranslation();
  const { cart, catalogue, analyticsTrack } = useServices();
  const client = useQueryClient();
  const toast = useToast();
  const errorToast = useErrorToast();
  return useMutation({
    mutationFn: (line: CartAdd) => resultUnwrap(cart.cartAdd(line)),
    onSuccess: async (_count, line) => {
      analyticsTrack(analyticsCartAdd(client, catalogue, line));
      await cartInvalidate(client);
      toast.show({ title: t('product.added'), tone: 'success' });
    },
    onError: errorToast,
  });
}
