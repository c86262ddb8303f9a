import { createFileRoute } from '@tanstack/react-router';
import { localeBundleReady } from '../i18n/locale-bundles';
import { errorsReady } from '../i18n/errors-ready';
import { accountSettingsQueryOptions, addressesQueryOptions, meQueryOptions, provincesQueryOptions } from '../queries/account-queries';
import { AccountPage } from '../features/account/AccountPage';
import { accountTabParse, type AccountTab } from '../features/account/account-tabs';

export const Route = createFileRoute('/trang-ca-nhan/')({
  validateSearch: (search: Record<string, unknown>): { tab?: AccountTab } =>
    search['tab'] === undefined ? {} : { tab: accountTabParse(search['tab']) },
  loader: async ({ context }) => {
    const { services, i18n } = context;
    const client = services.queryClient;
    await Promise.all([
      localeBundleReady(i18n, 'account'),
      localeBundleReady(i18n, 'address'),
      errorsReady(i18n),
      client.ensureQueryData(meQueryOptions(services)),
      client.ensureQueryData(addressesQueryOptions(services)),
      client.ensureQueryData(accountSettingsQueryOptions(services)),
    ]);
    // The province list is only needed once the address form opens: warm it without waiting.
    void client.prefetchQuery(provincesQueryOptions(services));
  },
  component: AccountPage,
});
