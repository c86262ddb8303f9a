import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_METHODS,
  SELLER_PAYMENT_FEE_FREE_MONTHS,
  SETTLEMENT_SCHEDULES,
  TEXT_LIMITS,
  settlementIsPeriodic,
  shopPaymentSettingsValidate,
  type SellerPaymentSettings,
  type SettlementSchedule,
} from '@modavi/core';
import { Checkbox, Input, Select } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { sellerPaymentSettingsQueryOptions, sellerSettingsKeys } from '../../queries/seller-settings-queries';
import { issuesFormError, useIssueText } from '../seller-shop/issue-text';
import { GroupError, SettingsForm, SettingsFrame, ticked } from './SettingsFrame';
import { useSettingsSave } from './use-settings-save';
import * as styles from '../seller-shop/seller-shop.css';

/** /ban-hang/cai-dat/thanh-toan, drawn from the stored settings. */
export function PaymentSettingsPage() {
  const { data } = useSuspenseQuery(sellerPaymentSettingsQueryOptions(useServices()));
  return <PaymentSettingsForm settings={data} />;
}

type TextName = 'bank_name' | 'account_number' | 'account_holder' | 'branch';

/**
 * The bank account settlements are paid to, the settlement schedule (spec 1: periodic settlement
 * makes the payment fee free for a year) and the methods buyers may pay the shop with, which
 * checkout's 'payment method not applied by shop' rule reads. Core's shopPaymentSettingsValidate decides.
 */
export function PaymentSettingsForm({ settings }: { readonly settings: SellerPaymentSettings }) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const save = useSettingsSave(sellerSettingsKeys.payment, (gateway, value: Parameters<typeof gateway.paymentSave>[0]) => gateway.paymentSave(value));
  const form = useForm({
    defaultValues: {
      bank_name: settings.bank_name,
      account_number: settings.account_number,
      account_holder: settings.account_holder,
      branch: settings.branch,
      settlement: settings.settlement as SettlementSchedule,
      payment_methods: [...settings.payment_methods],
    },
    // Checked on submit, then again on every change: a fixed field's message goes, a newly broken one shows.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const result = shopPaymentSettingsValidate(value);
        return result.ok ? undefined : issuesFormError(result.error);
      },
    },
    onSubmit: async ({ value }) => {
      const result = shopPaymentSettingsValidate(value);
      if (result.ok) await save.mutateAsync(result.value).catch(() => undefined);
    },
  });
  const settlement = useStore(form.store, (state) => state.values.settlement);
  const text = (name: TextName, extra: Record<string, unknown> = {}) => (
    <form.Field name={name}>
      {(field) => (
        <Input
          label={t(`sellerSettings.payment.${name}`)}
          value={field.state.value}
          maxLength={TEXT_LIMITS.name}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          error={issueText(field.state.meta.errors)}
          {...extra}
        />
      )}
    </form.Field>
  );
  return (
    <SettingsFrame title={t('sellerSettings.payment.title')} intro={t('sellerSettings.payment.intro')}>
      <SettingsForm form={form}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('sellerSettings.payment.account')}</legend>
          <div className={styles.formGrid}>
            {text('bank_name')}
            {text('account_number', { inputMode: 'numeric', autoComplete: 'off' })}
            {text('account_holder', { hint: t('sellerSettings.payment.holderHint') })}
            {text('branch', { hint: t('sellerSettings.payment.branchHint') })}
          </div>
        </fieldset>
        <form.Field name="settlement">
          {(field) => (
            <div className={styles.fieldset}>
              <Select
                label={t('sellerSettings.payment.settlement')}
                value={field.state.value}
                onValueChange={(value) => field.handleChange(value as SettlementSchedule)}
                options={SETTLEMENT_SCHEDULES.map((schedule) => ({ value: schedule, label: t(`sellerSettings.payment.schedules.${schedule}`) }))}
              />
              <p className={styles.muted}>
                {settlementIsPeriodic(settlement)
                  ? t('sellerSettings.payment.feeFree', { months: SELLER_PAYMENT_FEE_FREE_MONTHS })
                  : t('sellerSettings.payment.feePerOrder', { months: SELLER_PAYMENT_FEE_FREE_MONTHS })}
              </p>
            </div>
          )}
        </form.Field>
        <form.Field name="payment_methods">
          {(field) => (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('sellerSettings.payment.methods')}</legend>
              <p className={styles.muted}>{t('sellerSettings.payment.methodsHint')}</p>
              {PAYMENT_METHODS.map((method) => (
                <Checkbox
                  key={method}
                  label={t(`sellerSettings.payment.methodNames.${method}`)}
                  checked={field.state.value.includes(method)}
                  onCheckedChange={(on) => field.handleChange(ticked(field.state.value, method, on))}
                />
              ))}
              <GroupError message={issueText(field.state.meta.errors)} />
            </fieldset>
          )}
        </form.Field>
      </SettingsForm>
    </SettingsFrame>
  );
}
