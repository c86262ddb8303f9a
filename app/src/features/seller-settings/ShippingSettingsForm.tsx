import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SHIPPING_OPTIONS, shopShippingSettingsValidate, type SellerShippingSettings } from '@modavi/core';
import { Checkbox } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { sellerSettingsKeys, sellerShippingSettingsQueryOptions } from '../../queries/seller-settings-queries';
import { issuesFormError, useIssueText } from '../seller-shop/issue-text';
import { GroupError, SettingsForm, SettingsFrame, ticked } from './SettingsFrame';
import { useSettingsSave } from './use-settings-save';
import * as styles from '../seller-shop/seller-shop.css';

/** /ban-hang/cai-dat/van-chuyen, drawn from the stored settings. */
export function ShippingSettingsPage() {
  const { i18n } = useTranslation();
  const { data } = useSuspenseQuery(sellerShippingSettingsQueryOptions(useServices(), i18n.language));
  return <ShippingSettingsForm settings={data} />;
}

/**
 * The carriers the shop ships with (checkout's options: at least one) and the return reasons its
 * buyers may give (spec 5: at least one); core's shopShippingSettingsValidate decides, as on the server.
 */
export function ShippingSettingsForm({ settings }: { readonly settings: SellerShippingSettings }) {
  const { t, i18n } = useTranslation();
  const issueText = useIssueText();
  const save = useSettingsSave(sellerSettingsKeys.shipping(i18n.language), (gateway, value: Parameters<typeof gateway.shippingSave>[0]) => gateway.shippingSave(value));
  const form = useForm({
    defaultValues: { shipping_companies: [...settings.shipping_companies], return_reasons: [...settings.return_reasons] },
    // Checked on submit, then again on every change: a fixed field's message goes, a newly broken one shows.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const result = shopShippingSettingsValidate(value);
        return result.ok ? undefined : issuesFormError(result.error);
      },
    },
    onSubmit: async ({ value }) => {
      const result = shopShippingSettingsValidate(value);
      if (result.ok) await save.mutateAsync(result.value).catch(() => undefined);
    },
  });
  return (
    <SettingsFrame title={t('sellerSettings.shipping.title')} intro={t('sellerSettings.shipping.intro')}>
      <SettingsForm form={form}>
        <form.Field name="shipping_companies">
          {(field) => (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('sellerSettings.shipping.carriers')}</legend>
              {SHIPPING_OPTIONS.map((option) => (
                <Checkbox
                  key={option}
                  label={t(`sellerSettings.shipping.options.${option}`)}
                  checked={field.state.value.includes(option)}
                  onCheckedChange={(on) => field.handleChange(ticked(field.state.value, option, on))}
                />
              ))}
              <GroupError message={issueText(field.state.meta.errors)} />
            </fieldset>
          )}
        </form.Field>
        <form.Field name="return_reasons">
          {(field) => (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('sellerSettings.shipping.reasons')}</legend>
              <p className={styles.muted}>{t('sellerSettings.shipping.reasonsHint')}</p>
              {settings.reason_choices.map((reason) => (
                <Checkbox
                  key={reason._id}
                  label={reason.name}
                  checked={field.state.value.includes(reason._id)}
                  onCheckedChange={(on) => field.handleChange(ticked(field.state.value, reason._id, on))}
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
