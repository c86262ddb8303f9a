import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DeliveryTimeSchema, addressValidate, type Address, type AddressType, type DeliveryTime, type StoredAddress } from '@modavi/core';
import { Button, Checkbox, Input, Select } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { accountKeys, provinceQueryOptions, provincesQueryOptions } from '../../queries/account-queries';
import { resultUnwrap } from '../../queries/gateway-failure';
import { OVERSEAS_COUNTRIES } from './address-countries';
import { useFieldErrors } from './use-field-errors';
import * as styles from './AddressForm.css';

export interface AddressFormProps {
  /** The address being edited; none for a new one. */
  initial?: StoredAddress | null | undefined;
  /** After the server stored it (the address book list is refreshed already). */
  onSaved: (address: StoredAddress) => void;
  onCancel?: (() => void) | undefined;
  /**
   * Guest checkout: the checked address goes to the caller (written in place in the order)
   * instead of the address book, which a visitor without an account does not have.
   */
  onUse?: ((address: Address) => void) | undefined;
  /** What the submit button says when `onUse` is given (translated by the caller). */
  useLabel?: string | undefined;
}

interface FormState {
  name: string;
  phone: string;
  type: AddressType;
  is_overseas: boolean;
  city_code: string;
  district_code: string;
  ward_code: string;
  detail: string;
  postal_code: string;
  country: string;
  delivery_time: DeliveryTime;
  is_default: boolean;
  is_pickup: boolean;
  is_default_return: boolean;
}

const stateOf = (address: StoredAddress | null | undefined): FormState => ({
  name: address?.name ?? '',
  phone: address?.phone ?? '',
  type: address?.type ?? 'home',
  is_overseas: address?.is_overseas ?? false,
  city_code: address?.city_code ?? '',
  district_code: address?.district_code ?? '',
  ward_code: address?.ward_code ?? '',
  detail: address?.detail ?? '',
  postal_code: address?.postal_code ?? '',
  country: address?.country ?? OVERSEAS_COUNTRIES[0] ?? '',
  delivery_time: address?.delivery_time ?? 'all_days',
  is_default: address?.is_default ?? false,
  is_pickup: address?.is_pickup ?? false,
  is_default_return: address?.is_default_return ?? false,
});

/**
 * The address book's form (spec section 3's address): recipient, phone, type, province →
 * district → ward from the GSO catalogue (or postal code and country abroad), street, delivery
 * time and the three flags. Checked with core's addressValidate before it is sent; the server
 * checks again. Reusable by checkout: it needs the `address` locale bundle and the error
 * catalogue loaded (`localeBundleReady(i18n, 'address')`, `errorsReady(i18n)`).
 */
export function AddressForm({ initial, onSaved, onCancel, onUse, useLabel }: AddressFormProps) {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const [form, setForm] = useState<FormState>(() => stateOf(initial));
  const provinces = useQuery(provincesQueryOptions(services));
  const province = useQuery({ ...provinceQueryOptions(services, form.city_code), enabled: !form.is_overseas && form.city_code !== '' });
  const districts = province.data?.districts ?? [];
  const wards = districts.find((district) => district.id === form.district_code)?.wards ?? [];

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((current) => ({ ...current, [key]: value }));

  const save = useMutation({
    mutationFn: async (address: Address) => {
      const { account } = await services.accountGateways();
      return resultUnwrap(initial ? account.addressUpdate(initial._id, address) : account.addressCreate(address));
    },
    onSuccess: async (stored) => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.addresses });
      onSaved(stored);
    },
    onError: showError,
  });

  const { errorOf, submit: checkedSubmit } = useFieldErrors(() => {
    const names = {
      city: provinces.data?.find((unit) => unit.id === form.city_code)?.name ?? null,
      district: districts.find((unit) => unit.id === form.district_code)?.name ?? null,
      ward: wards.find((unit) => unit.id === form.ward_code)?.name ?? null,
    };
    return addressValidate(
      form.is_overseas
        ? { ...form, city_code: null, district_code: null, ward_code: null }
        : { ...form, ...names, postal_code: null, country: null },
    );
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkedSubmit((address) => (onUse ? onUse(address) : save.mutate(address)));
  };

  const option = (value: string, label: string) => ({ value, label });
  const placeholder = (key: string) => option('', t(key));

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t(initial ? 'address.editTitle' : 'address.addTitle')}>
      <div className={styles.grid}>
        <Input
          label={t('address.name')}
          value={form.name}
          onChange={(event) => set('name', event.target.value)}
          error={errorOf('name')}
          autoComplete="name"
        />
        <Input
          label={t('address.phone')}
          value={form.phone}
          onChange={(event) => set('phone', event.target.value)}
          error={errorOf('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <Select
          label={t('address.type')}
          value={form.type}
          onValueChange={(value) => set('type', value === 'company' ? 'company' : 'home')}
          options={[option('home', t('address.typeHome')), option('company', t('address.typeCompany'))]}
        />
        <Select
          label={t('address.deliveryTime')}
          value={form.delivery_time}
          onValueChange={(value) => set('delivery_time', DeliveryTimeSchema.safeParse(value).data ?? 'all_days')}
          options={DeliveryTimeSchema.options.map((value) => option(value, t(`address.delivery.${value}`)))}
        />
        <div className={styles.wide}>
          <Checkbox label={t('address.overseas')} checked={form.is_overseas} onCheckedChange={(checked) => set('is_overseas', checked)} />
        </div>
        {form.is_overseas ? (
          <>
            <Select
              label={t('address.country')}
              value={form.country}
              onValueChange={(value) => set('country', value)}
              options={OVERSEAS_COUNTRIES.map((code) => option(code, t(`address.countries.${code}`)))}
            />
            <Input
              label={t('address.postalCode')}
              value={form.postal_code}
              onChange={(event) => set('postal_code', event.target.value)}
              error={errorOf('postal_code')}
              autoComplete="postal-code"
            />
          </>
        ) : (
          <>
            <Select
              label={t('address.city')}
              value={form.city_code}
              onValueChange={(value) => setForm((current) => ({ ...current, city_code: value, district_code: '', ward_code: '' }))}
              options={[placeholder('address.chooseCity'), ...(provinces.data ?? []).map((unit) => option(unit.id, unit.name))]}
              aria-invalid={errorOf('city_code') ? true : undefined}
            />
            <Select
              label={t('address.district')}
              value={form.district_code}
              onValueChange={(value) => setForm((current) => ({ ...current, district_code: value, ward_code: '' }))}
              options={[placeholder('address.chooseDistrict'), ...districts.map((unit) => option(unit.id, unit.name))]}
              disabled={districts.length === 0}
            />
            <Select
              label={t('address.ward')}
              value={form.ward_code}
              onValueChange={(value) => set('ward_code', value)}
              options={[placeholder('address.chooseWard'), ...wards.map((unit) => option(unit.id, unit.name))]}
              disabled={wards.length === 0}
            />
            <AreaErrors messages={[errorOf('city_code'), errorOf('district_code'), errorOf('ward_code')]} />
          </>
        )}
        <Input
          rootClassName={styles.wide}
          label={t('address.detail')}
          value={form.detail}
          onChange={(event) => set('detail', event.target.value)}
          error={errorOf('detail')}
          autoComplete="street-address"
        />
      </div>
      {/* The address book's flags mean nothing for an address written into one order. */}
      {onUse ? null : (
        <div className={styles.flags}>
          <Checkbox label={t('address.isDefault')} checked={form.is_default} onCheckedChange={(checked) => set('is_default', checked)} />
          <Checkbox label={t('address.isPickup')} checked={form.is_pickup} onCheckedChange={(checked) => set('is_pickup', checked)} />
          <Checkbox
            label={t('address.isDefaultReturn')}
            checked={form.is_default_return}
            onCheckedChange={(checked) => set('is_default_return', checked)}
          />
        </div>
      )}
      <div className={styles.actions}>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('address.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {onUse && useLabel ? useLabel : t('address.save')}
        </Button>
      </div>
    </form>
  );
}

/** The pickers' messages, one line each, announced when they appear. */
function AreaErrors({ messages }: { messages: readonly (string | undefined)[] }) {
  const shown = messages.filter((message): message is string => message !== undefined);
  if (shown.length === 0) return null;
  return (
    <div className={styles.wide} role="alert">
      {shown.map((message) => (
        <p key={message} className={styles.error}>
          {message}
        </p>
      ))}
    </div>
  );
}
