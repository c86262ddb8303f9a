import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_PREF_KEYS, type NotificationPrefs } from '@modavi/core';
import { Checkbox, Heading } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { accountKeys, accountSettingsQueryOptions } from '../../queries/account-queries';
import { resultUnwrap } from '../../queries/gateway-failure';
import * as styles from './AccountPage.css';

/** Which notifications the buyer wants; each switch saves at once. */
export function NotificationPrefsForm() {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const { data: settings } = useSuspenseQuery(accountSettingsQueryOptions(services));

  const save = useMutation({
    mutationFn: async (notifications: NotificationPrefs) =>
      resultUnwrap((await services.accountGateways()).account.settingsUpdate({ notifications })),
    onMutate: (notifications) => queryClient.setQueryData(accountKeys.settings, { ...settings, notifications }),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.settings, saved),
    onError: async (error) => {
      showError(error);
      await queryClient.invalidateQueries({ queryKey: accountKeys.settings });
    },
  });

  return (
    <section className={styles.section} aria-labelledby="notifications-heading">
      <Heading level={2} id="notifications-heading">
        {t('account.notifications.title')}
      </Heading>
      <p className={styles.muted}>{t('account.notifications.hint')}</p>
      {NOTIFICATION_PREF_KEYS.map((key) => (
        <Checkbox
          key={key}
          label={t(`account.notifications.${key}`)}
          checked={settings.notifications[key]}
          onCheckedChange={(checked) => save.mutate({ ...settings.notifications, [key]: checked })}
        />
      ))}
    </section>
  );
}
