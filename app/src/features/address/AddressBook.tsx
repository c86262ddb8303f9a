import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StoredAddress } from '@modavi/core';
import { AddressCard, Button, Dialog, Heading, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { accountKeys, addressesQueryOptions } from '../../queries/account-queries';
import { resultUnwrap } from '../../queries/gateway-failure';
import { AddressForm } from './AddressForm';
import { useAddressCard } from './use-address-card';
import * as styles from './AddressBook.css';

type Editing = { readonly kind: 'new' } | { readonly kind: 'edit'; readonly address: StoredAddress } | null;

/** The buyer's address book: every address with edit, delete and set-default, and a form to add one. */
export function AddressBook() {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const { data: addresses } = useSuspenseQuery(addressesQueryOptions(services));
  const cardOf = useAddressCard();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<StoredAddress | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses });
  const makeDefault = useMutation({
    mutationFn: async (id: string) => resultUnwrap((await services.accountGateways()).account.addressDefaultSet(id)),
    onSuccess: (list) => queryClient.setQueryData(accountKeys.addresses, list),
    onError: showError,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => resultUnwrap((await services.accountGateways()).account.addressDelete(id)),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
    onError: showError,
  });

  return (
    <Stack gap="md">
      <div className={styles.head}>
        <Heading level={2}>{t('address.bookTitle')}</Heading>
        <Button onClick={() => setEditing({ kind: 'new' })}>{t('address.add')}</Button>
      </div>
      {addresses.length === 0 ? <p className={styles.empty}>{t('address.empty')}</p> : null}
      <ul className={styles.list}>
        {addresses.map((address) => (
          <li key={address._id}>
            <AddressCard
              {...cardOf(address)}
              actions={
                <>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditing({ kind: 'edit', address })}
                    aria-label={t('address.editOne', { name: address.name })}
                  >
                    {t('address.edit')}
                  </Button>
                  {address.is_default ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={makeDefault.isPending}
                      onClick={() => makeDefault.mutate(address._id)}
                      aria-label={t('address.makeDefaultOne', { name: address.name })}
                    >
                      {t('address.makeDefault')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDeleting(address)}
                    aria-label={t('address.deleteOne', { name: address.name })}
                  >
                    {t('address.delete')}
                  </Button>
                </>
              }
            />
          </li>
        ))}
      </ul>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={t(editing?.kind === 'edit' ? 'address.editTitle' : 'address.addTitle')}
        closeLabel={t('address.close')}
      >
        {editing ? (
          <AddressForm
            initial={editing.kind === 'edit' ? editing.address : null}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('address.deleteTitle')}
        description={deleting ? t('address.deleteQuestion', { name: deleting.name, detail: deleting.detail }) : undefined}
        closeLabel={t('address.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('address.cancel')}
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={() => deleting && remove.mutate(deleting._id)}>
              {t('address.deleteConfirm')}
            </Button>
          </>
        }
      />
    </Stack>
  );
}
