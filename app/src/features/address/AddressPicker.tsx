import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StoredAddress } from '@modavi/core';
import { AddressCard, Button, Dialog, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { addressesQueryOptions } from '../../queries/account-queries';
import { AddressForm } from './AddressForm';
import { useAddressCard } from './use-address-card';
import * as styles from './AddressBook.css';

export interface AddressPickerProps {
  /** The chosen address id; null lets the picker choose the default as soon as the list arrives. */
  value: string | null;
  onChange: (address: StoredAddress) => void;
  /** Accessible name of the radio group (translated by the caller, e.g. "Địa chỉ nhận hàng"). */
  label: string;
}

/**
 * "Choose one of my addresses" for checkout: the buyer's addresses as a radio group (the
 * default chosen when nothing is), and a button that adds a new one with AddressForm and
 * chooses it. Needs a logged-in buyer, the `address` locale bundle and the error catalogue.
 */
export function AddressPicker({ value, onChange, label }: AddressPickerProps) {
  const { t } = useTranslation();
  const services = useServices();
  const name = useId();
  const addresses = useQuery(addressesQueryOptions(services));
  const cardOf = useAddressCard();
  const [adding, setAdding] = useState(false);
  const list = addresses.data ?? [];

  useEffect(() => {
    if (value !== null) return;
    const preferred = list.find((address) => address.is_default) ?? list[0];
    if (preferred) onChange(preferred);
  }, [value, list, onChange]);

  return (
    <Stack gap="sm">
      {addresses.isSuccess && list.length === 0 ? <p className={styles.empty}>{t('address.empty')}</p> : null}
      <div role="radiogroup" aria-label={label} className={styles.list}>
        {list.map((address) => (
          <label key={address._id} className={styles.radio}>
            <input
              type="radio"
              className={styles.radioInput}
              name={name}
              value={address._id}
              checked={value === address._id}
              onChange={() => onChange(address)}
              aria-label={t('address.cardLabel', { name: address.name })}
            />
            <AddressCard {...cardOf(address)} selected={value === address._id} className={styles.radioCard} />
          </label>
        ))}
      </div>
      <div>
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('address.add')}
        </Button>
      </div>
      <Dialog open={adding} onOpenChange={setAdding} title={t('address.addTitle')} closeLabel={t('address.close')}>
        {adding ? (
          <AddressForm
            onSaved={(stored) => {
              setAdding(false);
              onChange(stored);
            }}
            onCancel={() => setAdding(false)}
          />
        ) : null}
      </Dialog>
    </Stack>
  );
}
