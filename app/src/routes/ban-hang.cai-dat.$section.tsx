import { createFileRoute, notFound } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { sellerSettingsWordsReady } from '../features/seller-settings/settings-loaders';
import { settingsSectionOf } from '../features/seller-settings/settings-sections';

/** /ban-hang/cai-dat/{van-chuyen, chinh-sach-hoan-tra-hang, thanh-toan, thong-tin-cua-hang, che-do-tam-nghi}. */
export const Route = createFileRoute('/ban-hang/cai-dat/$section')({
  loader: async ({ context, params }) => {
    const section = settingsSectionOf(params.section);
    if (!section) throw notFound();
    await Promise.all([
      sellerSettingsWordsReady(context),
      ...(section.bundles ?? []).map((bundle) => localeBundleReady(context.i18n, bundle)),
      section.load(context.services, context.services.queryClient, context.i18n.language),
    ]);
  },
  component: function SettingsSectionPage() {
    const section = settingsSectionOf(Route.useParams().section);
    return section ? <section.Page /> : null;
  },
});
