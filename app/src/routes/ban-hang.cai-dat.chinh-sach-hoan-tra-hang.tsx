import { createFileRoute } from '@tanstack/react-router';
import { sellerReturnPolicyQueryOptions } from '../queries/seller-settings-queries';
import { sellerSettingsWordsReady } from '../features/seller-settings/settings-loaders';
import { ReturnPolicyPage } from '../features/seller-settings/ReturnPolicyForm';

export const Route = createFileRoute('/ban-hang/cai-dat/chinh-sach-hoan-tra-hang')({
  loader: async ({ context }) => {
    await Promise.all([sellerSettingsWordsReady(context), context.services.queryClient.ensureQueryData(sellerReturnPolicyQueryOptions(context.services))]);
  },
  component: ReturnPolicyPage,
});
