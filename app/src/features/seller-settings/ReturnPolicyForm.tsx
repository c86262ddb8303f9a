import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRODUCT_RETURN_PERIOD_DAYS, shopReturnPolicyValidate, type SellerReturnPolicy } from '@modavi/core';
import { Checkbox, Input } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { sellerReturnPolicyQueryOptions, sellerSettingsKeys } from '../../queries/seller-settings-queries';
import { issuesFormError, useIssueText } from '../seller-shop/issue-text';
import { GroupError, SettingsForm, SettingsFrame, ticked } from './SettingsFrame';
import { useSettingsSave } from './use-settings-save';
import * as styles from '../seller-shop/seller-shop.css';

/** The conditions a seller ticks, as on the product form (stored in Vietnamese, as buyers read them). */
export const RETURN_CONDITION_KEYS = ['unused', 'tags', 'packaging', 'invoice'] as const;

/** /ban-hang/cai-dat/chinh-sach-hoan-tra-hang, drawn from the stored policy. */
export function ReturnPolicyPage() {
  const { data } = useSuspenseQuery(sellerReturnPolicyQueryOptions(useServices()));
  return <ReturnPolicyForm policy={data} />;
}

const checked = (value: { accepts_returns: boolean; return_period: string; return_conditions: string[] }) =>
  shopReturnPolicyValidate({ ...value, return_period: value.return_period.trim() === '' ? undefined : Number(value.return_period) });

/**
 * Whether the shop takes change-of-mind returns, the return period (spec 5: 1-15 days) and the
 * conditions new products start with; core's shopReturnPolicyValidate decides, as on the server.
 */
export function ReturnPolicyForm({ policy }: { readonly policy: SellerReturnPolicy }) {
  const { t, i18n } = useTranslation();
  const vi = i18n.getFixedT('vi');
  const issueText = useIssueText();
  const save = useSettingsSave(sellerSettingsKeys.returnPolicy, (gateway, value: Parameters<typeof gateway.returnPolicySave>[0]) => gateway.returnPolicySave(value));
  const form = useForm({
    defaultValues: { accepts_returns: policy.accepts_returns, return_period: String(policy.return_period), return_conditions: [...policy.return_conditions] },
    // Checked on submit, then again on every change: a fixed field's message goes, a newly broken one shows.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const result = checked(value);
        return result.ok ? undefined : issuesFormError(result.error);
      },
    },
    onSubmit: async ({ value }) => {
      const result = checked(value);
      if (result.ok) await save.mutateAsync(result.value).catch(() => undefined);
    },
  });
  return (
    <SettingsFrame title={t('sellerSettings.returns.title')} intro={t('sellerSettings.returns.intro')}>
      <SettingsForm form={form}>
        <form.Field name="accepts_returns">
          {(field) => (
            <div className={styles.fieldset}>
              <Checkbox label={t('sellerSettings.returns.accepts')} checked={field.state.value} onCheckedChange={field.handleChange} />
              <p className={styles.muted}>{t(field.state.value ? 'sellerSettings.returns.acceptsOn' : 'sellerSettings.returns.acceptsOff')}</p>
            </div>
          )}
        </form.Field>
        <form.Field name="return_period">
          {(field) => (
            <Input
              label={t('sellerSettings.returns.period')}
              type="number"
              inputMode="numeric"
              min={PRODUCT_RETURN_PERIOD_DAYS.min}
              max={PRODUCT_RETURN_PERIOD_DAYS.max}
              hint={t('sellerSettings.returns.periodHint', PRODUCT_RETURN_PERIOD_DAYS)}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={issueText(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="return_conditions">
          {(field) => (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('sellerSettings.returns.conditions')}</legend>
              {RETURN_CONDITION_KEYS.map((key) => {
                const stored = vi(`sellerSettings.returns.conditionTexts.${key}`);
                return (
                  <Checkbox
                    key={key}
                    label={t(`sellerSettings.returns.conditionTexts.${key}`)}
                    checked={field.state.value.includes(stored)}
                    onCheckedChange={(on) => field.handleChange(ticked(field.state.value, stored, on))}
                  />
                );
              })}
              <GroupError message={issueText(field.state.meta.errors)} />
            </fieldset>
          )}
        </form.Field>
      </SettingsForm>
    </SettingsFrame>
  );
}
