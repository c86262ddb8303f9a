import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@modavi/ui';
import type { SellerSettingsGateway, Result, GatewayError } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';

/**
 * Saves one settings form through the settings gateway, puts the server's answer under the
 * page's key (the form shows what was stored) and says so; a refusal shows its message.
 */
export function useSettingsSave<V, A>(
  key: readonly unknown[],
  send: (gateway: SellerSettingsGateway, value: V) => Promise<Result<A, GatewayError>>,
  /** Other keys the change makes stale (the shop's name in the top bar). */
  stale: readonly (readonly unknown[])[] = [],
) {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const showError = useErrorToast();
  return useMutation({
    mutationFn: async (value: V) => resultUnwrap(send((await services.seller()).settings, value)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(key, saved);
      await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      toast.show({ title: t('sellerSettings.saved'), tone: 'success' });
    },
    onError: showError,
  });
}
