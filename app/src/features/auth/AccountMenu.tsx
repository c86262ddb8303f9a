import { useRouter } from '@tanstack/react-router';
import { Avatar, IconButton, Menu } from '@modavi/ui';
import { ACCOUNT_ORDERS_PATH, profileInitial, type UserProfile } from '@modavi/core';
import { PersonIcon } from './PersonIcon';
import { useAuthText } from './use-auth-text';

/** The account's pages (spec section 2): the profile and its orders. */
export const ACCOUNT_PROFILE_PATH = '/trang-ca-nhan';

export interface AccountMenuProps {
  readonly profile: UserProfile | null;
  readonly busy: boolean;
  readonly onChangePassword: () => void;
  readonly onLogout: () => void;
}

/** The logged-in header menu: profile, orders, change password, log out. */
export function AccountMenu({ profile, busy, onChangePassword, onLogout }: AccountMenuProps) {
  const { t } = useAuthText();
  const router = useRouter();
  const name = profile?.name ?? '';
  return (
    <Menu
      heading={name || undefined}
      trigger={
        <IconButton label={name ? t('authDialogs.menu.labelNamed', { name }) : t('authDialogs.menu.label')} aria-busy={busy || undefined}>
          {profile?.avatar ? <Avatar size="sm" initial={profileInitial(name)} src={profile.avatar} /> : <PersonIcon />}
        </IconButton>
      }
      items={[
        { id: 'profile', label: t('authDialogs.menu.profile'), onSelect: () => router.history.push(ACCOUNT_PROFILE_PATH) },
        { id: 'orders', label: t('authDialogs.menu.orders'), onSelect: () => router.history.push(ACCOUNT_ORDERS_PATH) },
        { id: 'password', label: t('authDialogs.menu.changePassword'), onSelect: onChangePassword },
        { id: 'logout', label: t('authDialogs.menu.logout'), tone: 'danger', disabled: busy, onSelect: onLogout },
      ]}
    />
  );
}
