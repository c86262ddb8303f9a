import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminUnit, SellerAddress } from '@modavi/core';
import { Input, Select } from '@modavi/ui';
import { TEXT_LIMITS } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { provinceQueryOptions, provincesQueryOptions } from '../../queries/account-queries';
import * as styles from '../seller-shop/seller-shop.css';

type AreaPart = 'province' | 'district' | 'ward';

export interface ShopAddressFieldsProps {
  readonly value: SellerAddress;
  readonly onChange: (address: SellerAddress) => void;
  /** The message of each part's first issue. */
  readonly errorOf: (part: AreaPart | 'street') => string | undefined;
}

/**
 * The shop's address: province → district → ward from the project's administrative units (the
 * address book's catalogue, kept by names as the registration keeps them), then the street.
 * Choosing a province or a district empties what lay under it.
 */
export function ShopAddressFields({ value, onChange, errorOf }: ShopAddressFieldsProps) {
  const { t } = useTranslation();
  const services = useServices();
  const provinces = useQuery(provincesQueryOptions(services));
  const provinceId = provinces.data?.find((unit) => unit.name === value.province)?.id ?? '';
  const province = useQuery({ ...provinceQueryOptions(services, provinceId), enabled: provinceId !== '' });
  const districts = province.data?.districts ?? [];
  const wards = districts.find((unit) => unit.name === value.district)?.wards ?? [];
  const units: Record<AreaPart, readonly AdminUnit[]> = { province: provinces.data ?? [], district: districts, ward: wards };
  const cleared: Record<AreaPart, Partial<SellerAddress>> = { province: { district: '', ward: '' }, district: { ward: '' }, ward: {} };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('sellerSettings.info.address')}</legend>
      <div className={styles.formGrid}>
        {(['province', 'district', 'ward'] as const).map((part) => (
          <div key={part}>
            <Select
              label={t(`sellerSettings.info.${part}`)}
              value={value[part]}
              disabled={part !== 'province' && units[part].length === 0}
              onValueChange={(picked) => onChange({ ...value, [part]: picked, ...cleared[part] })}
              options={[{ value: '', label: t(`sellerSettings.info.choose_${part}`) }, ...units[part].map((unit) => ({ value: unit.name, label: unit.name }))]}
            />
            {errorOf(part) ? <p className={styles.error}>{errorOf(part)}</p> : null}
          </div>
        ))}
        <Input
          label={t('sellerSettings.info.street')}
          value={value.street}
          maxLength={TEXT_LIMITS.addressDetail}
          autoComplete="street-address"
          onChange={(event) => onChange({ ...value, street: event.target.value })}
          error={errorOf('street')}
        />
      </div>
    </fieldset>
  );
}
