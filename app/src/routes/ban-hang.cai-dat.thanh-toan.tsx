import { createFileRoute } from '@tanstack/react-router';
import { sellerPaymentSettingsQueryOptions } from '../queries/seller-settings-queries';
import { sellerSettingsWordsReady } from '../features/seller-settings/settings-loaders';
import { PaymentSettingsPage } from '../features/seller-settings/PaymentSettingsForm';

export const Route = createFileRoute('/ban-hang/cai-dat/thanh-toan')({
  loader: async ({ context }) => {
    await Promise.all([sellerSettingsWordsReady(context), context.services.queryClient.ensureQueryData(sellerPaymentSettingsQueryOptions(context.services))]);
  },
  component: PaymentSettingsPage,
});
