import { createFileRoute } from '@tanstack/react-router';
import { sellerPauseQueryOptions } from '../queries/seller-settings-queries';
import { sellerSettingsWordsReady } from '../features/seller-settings/settings-loaders';
import { PauseModePage } from '../features/seller-settings/PauseModeForm';

export const Route = createFileRoute('/ban-hang/cai-dat/che-do-tam-nghi')({
  loader: async ({ context }) => {
    await Promise.all([sellerSettingsWordsReady(context), context.services.queryClient.ensureQueryData(sellerPauseQueryOptions(context.services))]);
  },
  component: PauseModePage,
});
