import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { sellerSettingsKeys } from '../../queries/seller-settings-queries';

/** Turns pause mode off: the shop sells again at once (the banner and the pause page follow the answer). */
export function usePauseEnd() {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const showError = useErrorToast();
  return useMutation({
    mutationFn: async () => resultUnwrap((await services.seller()).settings.pauseEnd()),
    onSuccess: (pause) => {
      queryClient.setQueryData(sellerSettingsKeys.pause, pause);
      toast.show({ title: t('sellerShell.pause.ended'), tone: 'success' });
    },
    onError: showError,
  });
}
