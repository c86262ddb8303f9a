import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/AccountPage';
import { accountTabParse, type AccountTab } from '../features/account/account-tabs';

export const Route = createFileRoute('/trang-ca-nhan/')({
  validateSearch: (search: Record<string, unknown>): { tab?: AccountTab } =>
    search['tab'] === undefined ? {} : { tab: accountTabParse(search['tab']) },
  loader: ({ context }) => import('../features/account/account-loaders').then(({ accountPageLoad }) => accountPageLoad(context)),
  component: AccountPage,
});
