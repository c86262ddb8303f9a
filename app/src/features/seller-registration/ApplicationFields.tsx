import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessPlatformSchema, BusinessTypeSchema, SellerIndustrySchema, SHOP_DESCRIPTION_LENGTH } from '@modavi/core';
import { Checkbox, Input, Select } from '@modavi/ui';
import { FieldError, useFieldError } from './form-issues';
import { TextAreaField } from './TextAreaField';
import type { ApplicationForm } from './use-application-form';
import type { ApplicationTextField } from './application-values';
import * as styles from './registration.css';

type InputKind = 'text' | 'tel' | 'email' | 'url';

export interface TextFieldProps {
  readonly form: ApplicationForm;
  readonly name: ApplicationTextField;
  readonly type?: InputKind;
  readonly autoComplete?: string;
  readonly hint?: string;
  readonly optional?: boolean;
}

/** One text field of the application, labelled from the words' `fields` group. */
export function TextField({ form, name, type = 'text', autoComplete, hint, optional = false }: TextFieldProps) {
  const { t } = useTranslation();
  const errorOf = useFieldError();
  return (
    <form.Field name={name}>
      {(field) => (
        <Input
          label={t(`sellerRegistration.fields.${name}`) + (optional ? t('sellerRegistration.form.optional') : '')}
          type={type}
          inputMode={type === 'tel' ? 'tel' : undefined}
          autoComplete={autoComplete}
          hint={hint}
          value={field.state.value}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          error={errorOf(field)}
        />
      )}
    </form.Field>
  );
}

/** A choice among core's values (industry, platform), with an empty first option. */
function ChoiceField({ form, name, values }: { form: ApplicationForm; name: 'industry' | 'platform'; values: readonly string[] }) {
  const { t } = useTranslation();
  const errorOf = useFieldError();
  const errorId = useId();
  return (
    <form.Field name={name}>
      {(field) => {
        const error = errorOf(field);
        return (
          <div className={styles.field}>
            <Select
              label={t(`sellerRegistration.fields.${name}`)}
              value={field.state.value}
              onValueChange={(value) => field.handleChange(value)}
              onBlur={field.handleBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              options={[
                { value: '', label: t('sellerRegistration.form.choose') },
                ...values.map((value) => ({ value, label: t(`sellerRegistration.${name}.${value}`) })),
              ]}
            />
            <FieldError id={errorId} message={error} />
          </div>
        );
      }}
    </form.Field>
  );
}

/** Personal/household or business/enterprise, as radio buttons. */
function BusinessTypeField({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation();
  const errorOf = useFieldError();
  const errorId = useId();
  return (
    <form.Field name="business_type">
      {(field) => {
        const error = errorOf(field);
        return (
          <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
            <legend className={styles.label}>{t('sellerRegistration.fields.business_type')}</legend>
            <div className={styles.radios}>
              {BusinessTypeSchema.options.map((value) => (
                <label key={value} className={styles.radio}>
                  <input
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.state.value === value}
                    onChange={() => field.handleChange(value)}
                    onBlur={field.handleBlur}
                  />
                  {t(`sellerRegistration.businessType.${value}`)}
                </label>
              ))}
            </div>
            <FieldError id={errorId} message={error} />
          </fieldset>
        );
      }}
    </form.Field>
  );
}

/** Step 2, personal information: who applies (prefilled from the verified account). */
export function PersonalFields({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('sellerRegistration.form.personal')}</legend>
      <div className={styles.grid}>
        <TextField form={form} name="full_name" autoComplete="name" />
        <TextField form={form} name="dob" hint={t('sellerRegistration.form.dobHint')} autoComplete="bday" optional />
        <TextField form={form} name="phone" type="tel" autoComplete="tel" />
        <TextField form={form} name="email" type="email" autoComplete="email" />
        <TextField form={form} name="id_number" hint={t('sellerRegistration.form.idHint')} />
      </div>
    </fieldset>
  );
}

/** Step 2, shop information: name, type, industry, platform, description. */
export function ShopFields({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation();
  const errorOf = useFieldError();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('sellerRegistration.form.shop')}</legend>
      <div className={styles.grid}>
        <TextField form={form} name="store_name" />
        <BusinessTypeField form={form} />
        <form.Field name="business_registered">
          {(field) => (
            <Checkbox
              label={t('sellerRegistration.fields.business_registered')}
              checked={field.state.value}
              onCheckedChange={(checked) => field.handleChange(checked)}
            />
          )}
        </form.Field>
        <form.Field name="has_address">
          {(field) => (
            <Checkbox
              label={t('sellerRegistration.fields.has_address')}
              checked={field.state.value}
              onCheckedChange={(checked) => field.handleChange(checked)}
            />
          )}
        </form.Field>
        <ChoiceField form={form} name="industry" values={SellerIndustrySchema.options} />
        <form.Subscribe selector={(state) => state.values.industry}>
          {(industry) => (industry === 'other' ? <TextField form={form} name="industry_other" /> : null)}
        </form.Subscribe>
        <ChoiceField form={form} name="platform" values={BusinessPlatformSchema.options} />
        <form.Subscribe selector={(state) => state.values.platform}>
          {(platform) =>
            platform !== '' && platform !== 'none' ? (
              <TextField form={form} name="platform_link" type="url" hint={t('sellerRegistration.form.linkHint')} />
            ) : null
          }
        </form.Subscribe>
        <form.Field name="description">
          {(field) => (
            <TextAreaField
              rootClassName={styles.wide}
              label={t('sellerRegistration.fields.description')}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              error={errorOf(field)}
              hint={t('sellerRegistration.form.descriptionCount', { length: [...field.state.value.trim()].length, ...SHOP_DESCRIPTION_LENGTH })}
            />
          )}
        </form.Field>
      </div>
    </fieldset>
  );
}

/** Tax and bank details: optional at this step (core's schema), collected again in payment settings. */
export function BankFields({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('sellerRegistration.form.bank')}</legend>
      <div className={styles.grid}>
        <TextField form={form} name="tax_code" optional />
        <TextField form={form} name="bank_name" optional />
        <TextField form={form} name="account_number" optional />
        <TextField form={form} name="branch" optional />
      </div>
    </fieldset>
  );
}
