import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTranslation } from 'react-i18next';
import { Heading, Stack, Tabs } from '@modavi/ui';
import { AddressBook } from '../address/AddressBook';
import { ACCOUNT_TABS, accountTabParse } from './account-tabs';
import { NotificationPrefsForm } from './NotificationPrefsForm';
import { PaymentInfoForm } from './PaymentInfoForm';
import { ProfileForm } from './ProfileForm';
import { AvatarField } from './AvatarField';
import { SecuritySection } from './SecuritySection';
import * as styles from './AccountPage.css';

/** The profile tab: the picture (saved on its own, as soon as it is chosen) above the form. */
function ProfilePanel() {
  return (
    <Stack gap="lg">
      <AvatarField />
      <ProfileForm />
    </Stack>
  );
}

const PANELS = {
  profile: ProfilePanel,
  addresses: AddressBook,
  payment: PaymentInfoForm,
  notifications: NotificationPrefsForm,
  security: SecuritySection,
} as const;

/** /trang-ca-nhan: account settings (profile, address book, payment information, notifications, password and deletion). */
export function AccountPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.title'));
  const search = useSearch({ from: '/trang-ca-nhan/' });
  const navigate = useNavigate({ from: '/trang-ca-nhan/' });
  const tab = accountTabParse(search.tab);
  return (
    <Stack gap="lg">
      <div className={styles.head}>
        <Heading level={1}>{t('account.title')}</Heading>
        <Link to="/tuong" className={styles.link}>
          {t('account.myWall')}
        </Link>
      </div>
      <Tabs
        label={t('account.sections')}
        wrap
        value={tab}
        onValueChange={(value) => void navigate({ search: { tab: accountTabParse(value) }, replace: true })}
        items={ACCOUNT_TABS.map((value) => {
          const Panel = PANELS[value];
          return { value, label: t(`account.tabs.${value}`), content: <Panel /> };
        })}
      />
    </Stack>
  );
}
