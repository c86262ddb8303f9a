import type { Address } from '@modavi/core';

/** How an address reads on a card: the street line, then ward, district, city (or postal code and country abroad). */
export function addressLines(address: Address, countryName: (code: string) => string): string[] {
  const area = address.is_overseas
    ? [address.postal_code, address.country ? countryName(address.country) : null]
    : [address.ward, address.district, address.city];
  return [address.detail, area.filter((part): part is string => !!part).join(', ')].filter((line) => line !== '');
}
