import { useRouter } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Avatar, IconButton, Menu, type MenuItem } from '@modavi/ui';
import { ACCOUNT_NOTIFICATIONS_PATH, ACCOUNT_ORDERS_PATH, profileInitial, type UserProfile, uploadedImageSrcSet } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { sellerAccountQueryOptions } from '../../queries/seller-queries';
import { PersonIcon } from './PersonIcon';
import { useAuthText } from './use-auth-text';

/** The account's pages (spec section 2): the profile and its orders. */
export const ACCOUNT_PROFILE_PATH = '/trang-ca-nhan';
/** The seller area, for an account with a shop or an application in any state. */
export const SELLER_AREA_PATH = '/ban-hang';
/** The admin console, for admins. */
export const ADMIN_CONSOLE_PATH = '/quan-tri';

export interface AccountMenuProps {
  readonly profile: UserProfile | null;
  readonly busy: boolean;
  readonly onChangePassword: () => void;
  readonly onLogout: () => void;
}

/**
 * The logged-in header menu: profile, orders, the seller centre (an account registering or
 * running a shop, read from the seller account query, whose gateways load lazily), the admin
 * console (admins), change password, log out.
 */
export function AccountMenu({ profile, busy, onChangePassword, onLogout }: AccountMenuProps) {
  const { t } = useAuthText();
  const router = useRouter();
  const services = useServices();
  const seller = useQuery({ ...sellerAccountQueryOptions(services), enabled: profile !== null });
  const name = profile?.name ?? '';
  const sellerSide = Boolean(seller.data?.shop || seller.data?.application);
  const admin = profile?.roles?.includes('admin') === true;
  const roleItems: MenuItem[] = [
    ...(sellerSide ? [{ id: 'seller', label: t('authDialogs.menu.sellerCentre'), onSelect: () => router.history.push(SELLER_AREA_PATH) }] : []),
    ...(admin ? [{ id: 'admin', label: t('authDialogs.menu.adminConsole'), onSelect: () => router.history.push(ADMIN_CONSOLE_PATH) }] : []),
  ];
  return (
    <Menu
      heading={name || undefined}
      trigger={
        <IconButton label={name ? t('authDialogs.menu.labelNamed', { name }) : t('authDialogs.menu.label')} aria-busy={busy || undefined}>
          {profile?.avatar ? <Avatar size="sm" initial={profileInitial(name)} src={profile.avatar} srcSet={uploadedImageSrcSet(profile.avatar)} /> : <PersonIcon />}
        </IconButton>
      }
      items={[
        { id: 'profile', label: t('authDialogs.menu.profile'), onSelect: () => router.history.push(ACCOUNT_PROFILE_PATH) },
        { id: 'orders', label: t('authDialogs.menu.orders'), onSelect: () => router.history.push(ACCOUNT_ORDERS_PATH) },
        { id: 'notifications', label: t('authDialogs.menu.notifications'), onSelect: () => router.history.push(ACCOUNT_NOTIFICATIONS_PATH) },
        ...roleItems,
        { id: 'password', label: t('authDialogs.menu.changePassword'), onSelect: onChangePassword },
        { id: 'logout', label: t('authDialogs.menu.logout'), tone: 'danger', disabled: busy, onSelect: onLogout },
      ]}
    />
  );
}
