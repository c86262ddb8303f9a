import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@modavi/ui';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useServices } from '../../hooks/use-services';
import { resultUnwrap } from '../../queries/gateway-failure';
import { loginPromptOpen } from '../auth/login-prompt';
import { vouchersInvalidate } from '../promotions/home-sections';

/** Saves a voucher to the wallet; a visitor without an account gets the login prompt instead (spec section 6). */
export function useVoucherSave() {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const toast = useToast();
  const errorToast = useErrorToast();
  const mutation = useMutation({
    mutationFn: async (voucherId: string) => resultUnwrap((await services.promos()).promotions.voucherSave(voucherId)),
    onSuccess: async () => {
      toast.show({ title: t('promos.vouchers.savedToast'), tone: 'success' });
      await vouchersInvalidate(client);
    },
    onError: errorToast,
  });
  const save = (voucherId: string) => {
    if (!services.tokens.isLoggedIn()) {
      loginPromptOpen({ reasonKey: 'promos.vouchers.loginReason' });
      return;
    }
    mutation.mutate(voucherId);
  };
  return { save, pendingId: mutation.isPending ? mutation.variables : null };
}
