import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import type { AdminUnit } from '@modavi/core';
import { Input, Select } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { provinceQueryOptions, provincesQueryOptions } from '../../queries/account-queries';
import { FieldError, useFieldError } from './form-issues';
import type { ApplicationForm } from './use-application-form';
import * as styles from './registration.css';

type AreaPart = 'province' | 'district' | 'ward';

const optionsOf = (units: readonly AdminUnit[], placeholder: string) => [
  { value: '', label: placeholder },
  ...units.map((unit) => ({ value: unit.name, label: unit.name })),
];

/**
 * The shop's address (spec 3): street, then province → district → ward from the project's
 * administrative units (the address book's catalogue). The application keeps the units'
 * names, which is what the admin reads; the picker finds their ids again by name.
 */
export function AddressFields({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation();
  const services = useServices();
  const errorOf = useFieldError();
  const errorId = useId();
  const address = useStore(form.store, (state) => state.values.address);
  const provinces = useQuery(provincesQueryOptions(services));
  const provinceId = provinces.data?.find((unit) => unit.name === address.province)?.id ?? '';
  const province = useQuery({ ...provinceQueryOptions(services, provinceId), enabled: provinceId !== '' });
  const districts = province.data?.districts ?? [];
  const wards = districts.find((unit) => unit.name === address.district)?.wards ?? [];
  const units: Record<AreaPart, readonly AdminUnit[]> = { province: provinces.data ?? [], district: districts, ward: wards };
  // Choosing a province or a district empties what lay under it.
  const below: Record<AreaPart, readonly AreaPart[]> = { province: ['district', 'ward'], district: ['ward'], ward: [] };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('sellerRegistration.form.address')}</legend>
      <div className={styles.grid}>
        {(['province', 'district', 'ward'] as const).map((part) => (
          <form.Field key={part} name={`address.${part}`}>
            {(field) => {
              const error = errorOf(field);
              return (
                <div className={styles.field}>
                  <Select
                    label={t(`sellerRegistration.fields.${part}`)}
                    value={field.state.value}
                    disabled={part !== 'province' && units[part].length === 0}
                    onValueChange={(value) => {
                      field.handleChange(value);
                      for (const lower of below[part]) form.setFieldValue(`address.${lower}`, '');
                    }}
                    onBlur={field.handleBlur}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${errorId}-${part}` : undefined}
                    options={optionsOf(units[part], t(`sellerRegistration.form.choose_${part}`))}
                  />
                  <FieldError id={`${errorId}-${part}`} message={error} />
                </div>
              );
            }}
          </form.Field>
        ))}
        <AddressStreet form={form} />
      </div>
    </fieldset>
  );
}

function AddressStreet({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation();
  const errorOf = useFieldError();
  return (
    <form.Field name="address.street">
      {(field) => (
        <div className={styles.wide}>
          <TextFieldLike
            label={t('sellerRegistration.fields.street')}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={errorOf(field)}
          />
        </div>
      )}
    </form.Field>
  );
}

function TextFieldLike(props: { label: string; value: string; onChange: (value: string) => void; onBlur: () => void; error: string | undefined }) {
  return (
    <Input
      label={props.label}
      value={props.value}
      autoComplete="street-address"
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
      error={props.error}
    />
  );
}
