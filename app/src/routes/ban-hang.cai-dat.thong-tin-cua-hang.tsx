import { createFileRoute } from '@tanstack/react-router';
import { sellerShopInfoQueryOptions } from '../queries/seller-settings-queries';
import { sellerSettingsWordsReady } from '../features/seller-settings/settings-loaders';
import { localeBundleReady } from '../i18n/locale-bundles';
import { ShopInfoPage } from '../features/seller-settings/ShopInfoForm';

export const Route = createFileRoute('/ban-hang/cai-dat/thong-tin-cua-hang')({
  loader: async ({ context }) => {
    await Promise.all([
      sellerSettingsWordsReady(context),
      // The image fields are the banners' (their words live with them).
      localeBundleReady(context.i18n, 'seller-shop'),
      context.services.queryClient.ensureQueryData(sellerShopInfoQueryOptions(context.services)),
    ]);
  },
  component: ShopInfoPage,
});
