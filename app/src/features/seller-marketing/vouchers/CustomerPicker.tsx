import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ShopCustomerOption } from '@modavi/core';
import { Checkbox, Input } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { shopCustomerOptionsQueryOptions } from '../../../queries/seller-marketing-queries';
import * as styles from '../../seller-shop/seller-shop.css';

export interface CustomerPickerProps {
  readonly legend: string;
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly disabled?: boolean;
  readonly error?: string | undefined;
}

function CustomerRow({ customer, checked, disabled, onToggle }: { customer: ShopCustomerOption; checked: boolean; disabled: boolean; onToggle: (checked: boolean) => void }) {
  const { t } = useTranslation();
  const label = customer.phone_tail ? t('sellerMarketing.vouchers.customerPhone', { name: customer.name, tail: customer.phone_tail }) : customer.name;
  return (
    <li className={styles.pickItem}>
      <Checkbox checked={checked} disabled={disabled} onCheckedChange={onToggle} label={label} />
    </li>
  );
}

/**
 * Chooses some of the shop's customers (accounts that follow it or bought from it; the server
 * offers no one else) for a voucher meant for chosen users. None chosen: everyone.
 */
export function CustomerPicker({ legend, value, onChange, disabled = false, error }: CustomerPickerProps) {
  const { t } = useTranslation();
  const services = useServices();
  const [q, setQ] = useState('');
  const found = useQuery(shopCustomerOptionsQueryOptions(services, q.trim()));
  const chosen = useQuery({ ...shopCustomerOptionsQueryOptions(services, '', value), enabled: value.length > 0 });
  const toggle = (id: string, on: boolean) => onChange(on ? [...new Set([...value, id])] : value.filter((other) => other !== id));
  const chosenRows = value.length > 0 ? (chosen.data ?? []) : [];
  const offered = (found.data ?? []).filter((customer) => !value.includes(customer._id));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.muted}>{value.length === 0 ? t('sellerMarketing.vouchers.everyone') : t('sellerMarketing.vouchers.customersChosen', { n: value.length })}</p>
      {chosenRows.length > 0 ? (
        <ul className={styles.pickList} aria-label={t('sellerMarketing.vouchers.customersChosenList')}>
          {chosenRows.map((customer) => (
            <CustomerRow key={customer._id} customer={customer} checked disabled={disabled} onToggle={(on) => toggle(customer._id, on)} />
          ))}
        </ul>
      ) : null}
      <Input type="search" label={t('sellerMarketing.vouchers.customerSearch')} value={q} maxLength={100} onChange={(event) => setQ(event.target.value)} />
      {found.data && offered.length === 0 ? <p className={styles.muted}>{t('sellerMarketing.vouchers.noCustomers')}</p> : null}
      <ul className={styles.pickList} aria-label={t('sellerMarketing.vouchers.customersOffered')}>
        {offered.map((customer) => (
          <CustomerRow key={customer._id} customer={customer} checked={false} disabled={disabled} onToggle={(on) => toggle(customer._id, on)} />
        ))}
      </ul>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
