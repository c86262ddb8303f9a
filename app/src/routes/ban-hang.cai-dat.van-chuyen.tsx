import { createFileRoute } from '@tanstack/react-router';
import { sellerShippingSettingsQueryOptions } from '../queries/seller-settings-queries';
import { sellerSettingsWordsReady } from '../features/seller-settings/settings-loaders';
import { ShippingSettingsPage } from '../features/seller-settings/ShippingSettingsForm';

export const Route = createFileRoute('/ban-hang/cai-dat/van-chuyen')({
  loader: async ({ context }) => {
    await Promise.all([sellerSettingsWordsReady(context), context.services.queryClient.ensureQueryData(sellerShippingSettingsQueryOptions(context.services))]);
  },
  component: ShippingSettingsPage,
});
