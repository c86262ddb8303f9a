import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, CheckoutIssue, StoredAddress } from '@modavi/core';
import { Button, Heading } from '@modavi/ui';
import { AddressForm } from '../address/AddressForm';
import { AddressPicker } from '../address/AddressPicker';
import { addressLines } from '../address/address-lines';
import { IssueList } from './IssueList';
import * as styles from './CheckoutPage.css';

export interface CheckoutAddressProps {
  readonly loggedIn: boolean;
  /** A buyer's choice from the address book. */
  readonly addressId: string | null;
  /** A guest's address, written in place in the order. */
  readonly address: Address | null;
  readonly issues: readonly CheckoutIssue[];
  readonly onPick: (address: StoredAddress) => void;
  readonly onWrite: (address: Address) => void;
}

/**
 * Where the order goes: a buyer picks from the address book (AddressPicker); a guest, who has
 * none, fills in the address book's own form and the address travels in the order itself.
 */
export function CheckoutAddress({ loggedIn, addressId, address, issues, onPick, onWrite }: CheckoutAddressProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(address === null);
  return (
    <section className={styles.section} aria-labelledby="checkout-address" data-testid="checkout-address">
      <Heading level={2} size="item" id="checkout-address">
        {t('checkout.address')}
      </Heading>
      {loggedIn ? (
        <AddressPicker value={addressId} onChange={onPick} label={t('checkout.address')} />
      ) : editing || address === null ? (
        <AddressForm
          initial={address ? { ...address, _id: 'in-place' } : null}
          onSaved={() => undefined}
          onUse={(written) => {
            onWrite(written);
            setEditing(false);
          }}
          useLabel={t('checkout.addressUse')}
        />
      ) : (
        <div data-testid="checkout-address-written">
          <p className={styles.text}>{t('checkout.addressLine', { name: address.name, phone: address.phone })}</p>
          {addressLines(address, (code) => code).map((line) => (
            <p key={line} className={styles.muted}>
              {line}
            </p>
          ))}
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            {t('checkout.addressChange')}
          </Button>
        </div>
      )}
      <IssueList issues={issues} testId="checkout-address-issue" />
    </section>
  );
}
