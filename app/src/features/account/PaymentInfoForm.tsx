import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, paymentInfoValidate, type PaymentInfo } from '@modavi/core';
import { Button, Heading, Input, Select, useToast } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { accountKeys, accountSettingsQueryOptions } from '../../queries/account-queries';
import { resultUnwrap } from '../../queries/gateway-failure';
import { useFieldErrors } from '../address/use-field-errors';
import * as styles from './AccountPage.css';

/** Payment information: the method checkout preselects and the bank account refunds of cash orders are paid into. */
export function PaymentInfoForm() {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const showError = useErrorToast();
  const { data: settings } = useSuspenseQuery(accountSettingsQueryOptions(services));
  const [form, setForm] = useState(() => ({
    preferred_method: settings.payment.preferred_method ?? '',
    refund_bank_name: settings.payment.refund_bank_name ?? '',
    refund_account_number: settings.payment.refund_account_number ?? '',
    refund_account_holder: settings.payment.refund_account_holder ?? '',
  }));

  const save = useMutation({
    mutationFn: async (payment: PaymentInfo) => resultUnwrap((await services.accountGateways()).account.settingsUpdate({ payment })),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.settings, saved);
      toast.show({ title: t('account.payment.saved'), tone: 'success' });
    },
    onError: showError,
  });

  const { errorOf, submit: checkedSubmit } = useFieldErrors(() => paymentInfoValidate(form));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkedSubmit((payment) => save.mutate(payment));
  };

  const text = (key: Exclude<keyof typeof form, 'preferred_method'>) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value })),
    error: errorOf(key),
  });

  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-labelledby="payment-heading">
      <Heading level={2} id="payment-heading">
        {t('account.payment.title')}
      </Heading>
      <Select
        label={t('account.payment.method')}
        value={form.preferred_method}
        onValueChange={(value) => setForm((current) => ({ ...current, preferred_method: value }))}
        options={[
          { value: '', label: t('account.payment.methodNone') },
          ...PAYMENT_METHODS.map((method) => ({ value: method, label: t(`account.paymentMethods.${method}`) })),
        ]}
      />
      <p className={styles.muted}>{t('account.payment.refundHint')}</p>
      <div className={styles.grid}>
        <Input label={t('account.payment.bankName')} {...text('refund_bank_name')} />
        <Input label={t('account.payment.accountNumber')} inputMode="numeric" {...text('refund_account_number')} />
        <Input label={t('account.payment.accountHolder')} autoComplete="name" {...text('refund_account_holder')} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {t('account.payment.save')}
        </Button>
      </div>
    </form>
  );
}
