import { useState, type FormEvent } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountDeletionPlan, accountDeletionRole, passwordValidate, type PasswordChange } from '@modavi/core';
import { Button, Checkbox, Dialog, Heading, Input, Stack, useToast } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { accountKeys, meQueryOptions } from '../../queries/account-queries';
import { resultUnwrap } from '../../queries/gateway-failure';
import { useFieldErrors } from '../address/use-field-errors';
import { accountSessionDeleted, accountSessionProfileUpdated } from './account-session';
import * as styles from './AccountPage.css';

/**
 * Change password (a small form over `authPasswordChange` with core's password rule; an account
 * made by code sets its first one) and account deletion: a buyer confirms, the account is erased
 * and the tab logs out as the logout button does; a seller (roles of the server's profile, core's
 * accountDeletionPlan) gets no dialog but the support message (15-20 working days).
 */
export function SecuritySection() {
  return (
    <Stack gap="md">
      <PasswordForm />
      <AccountDeletion />
    </Stack>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const showError = useErrorToast();
  const { data: profile } = useSuspenseQuery(meQueryOptions(services));
  const [form, setForm] = useState({ current_password: '', password: '', password_confirmation: '' });
  const hasPassword = profile.has_password ?? true;

  const change = useMutation({
    mutationFn: async (request: PasswordChange) => resultUnwrap((await services.accountGateways()).auth.passwordChange(request)),
    onSuccess: () => {
      setForm({ current_password: '', password: '', password_confirmation: '' });
      // The emptied form does not greet with 'required' messages.
      reset();
      toast.show({ title: t('account.password.changed'), tone: 'success' });
      if (!hasPassword) {
        // A first password: from now on a change asks for the current one, in this tab and
        // in the auth session (the login dialog's password tab), without a reload.
        const updated = { ...profile, has_password: true };
        services.queryClient.setQueryData(accountKeys.me, updated);
        void accountSessionProfileUpdated(services, updated);
      }
    },
    onError: showError,
  });

  const { errorOf, submit: checkedSubmit, reset } = useFieldErrors(() => {
    const checked = passwordValidate(form.password, form.password_confirmation);
    // The rule names the confirmation 'confirmation'; the form's field is password_confirmation.
    return checked.ok
      ? checked
      : { ok: false as const, error: checked.error.map((found) => (found.field === 'password' ? found : { ...found, field: 'password_confirmation' })) };
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkedSubmit(() =>
      change.mutate({
        ...(hasPassword ? { current_password: form.current_password } : {}),
        password: form.password,
        password_confirmation: form.password_confirmation,
      }),
    );
  };

  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value })),
    error: errorOf(key),
    type: 'password',
  });

  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-labelledby="password-heading">
      <Heading level={2} id="password-heading">
        {t(hasPassword ? 'account.password.title' : 'account.password.setTitle')}
      </Heading>
      <div className={styles.grid}>
        {hasPassword ? (
          <Input label={t('account.password.current')} autoComplete="current-password" {...field('current_password')} />
        ) : null}
        <Input label={t('account.password.new')} autoComplete="new-password" hint={t('account.password.rule')} {...field('password')} />
        <Input label={t('account.password.confirm')} autoComplete="new-password" {...field('password_confirmation')} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={change.isPending}>
          {t('account.password.save')}
        </Button>
      </div>
    </form>
  );
}

function AccountDeletion() {
  const { t } = useTranslation();
  const services = useServices();
  const { data: profile } = useSuspenseQuery(meQueryOptions(services));
  const plan = accountDeletionPlan(accountDeletionRole(profile.roles ?? []));
  if (plan.kind === 'support') {
    return (
      <section className={styles.section} aria-labelledby="delete-heading">
        <Heading level={2} id="delete-heading">
          {t('account.delete.title')}
        </Heading>
        <p role="status">{t('account.delete.bySupport', { min: plan.workingDaysMin, max: plan.workingDaysMax })}</p>
      </section>
    );
  }
  if (plan.kind === 'unavailable') return null;
  return <BuyerAccountDeletion />;
}

function BuyerAccountDeletion() {
  const { t } = useTranslation();
  const services = useServices();
  const showError = useErrorToast();
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState(false);

  const remove = useMutation({
    mutationFn: async () => resultUnwrap((await services.accountGateways()).account.accountDelete()),
    onSuccess: async () => {
      // The session is gone on the server: the tab logs out the way the logout button does
      // (push token, cookie, local items, the timestamp other tabs follow) and goes home.
      await accountSessionDeleted(services);
      services.queryClient.clear();
    },
    onError: (error) => {
      setOpen(false);
      showError(error);
    },
  });

  return (
    <section className={styles.section} aria-labelledby="delete-heading">
      <Heading level={2} id="delete-heading">
        {t('account.delete.title')}
      </Heading>
      <p className={styles.muted}>{t('account.delete.explain')}</p>
      <div>
        <Button
          variant="danger"
          onClick={() => {
            setConfirmed(false);
            setOpen(true);
          }}
        >
          {t('account.delete.open')}
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('account.delete.confirmTitle')}
        description={t('account.delete.confirmText')}
        closeLabel={t('address.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('address.cancel')}
            </Button>
            <Button variant="danger" disabled={!confirmed || remove.isPending} onClick={() => remove.mutate()}>
              {t('account.delete.confirm')}
            </Button>
          </>
        }
      >
        <Checkbox label={t('account.delete.understand')} checked={confirmed} onCheckedChange={setConfirmed} />
      </Dialog>
    </section>
  );
}
