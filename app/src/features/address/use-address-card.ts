import { useTranslation } from 'react-i18next';
import type { AddressCardProps, AddressCardTag } from '@modavi/ui';
import type { StoredAddress } from '@modavi/core';
import { addressLines } from './address-lines';

/** An address as AddressCard shows it: lines, and tags for its type, default, pickup and return flags. */
export function useAddressCard(): (address: StoredAddress) => Pick<AddressCardProps, 'name' | 'phone' | 'lines' | 'tags' | 'label'> {
  const { t } = useTranslation();
  return (address) => {
    const tags: AddressCardTag[] = [];
    if (address.is_default) tags.push({ key: 'default', label: t('address.tagDefault'), strong: true });
    tags.push({ key: 'type', label: t(address.type === 'company' ? 'address.typeCompany' : 'address.typeHome') });
    if (address.is_pickup) tags.push({ key: 'pickup', label: t('address.tagPickup') });
    if (address.is_default_return) tags.push({ key: 'return', label: t('address.tagReturn') });
    tags.push({ key: 'delivery', label: t(`address.delivery.${address.delivery_time}`) });
    return {
      name: address.name,
      phone: address.phone,
      lines: addressLines(address, (code) => t(`address.countries.${code}`, { defaultValue: code })),
      tags,
      label: t('address.cardLabel', { name: address.name }),
    };
  };
}
