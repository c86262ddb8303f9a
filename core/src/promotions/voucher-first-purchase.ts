import type { Address } from '../identity/address.js';
import { textFold } from '../format/text.js';

/**
 * A phone as first-purchase checks compare it: its last nine digits, which name a Vietnamese
 * number however it was typed (0912 345 678, +84 912 345 678, 84912345678). Null when too
 * short to name anyone.
 */
export function voucherPhoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 9 ? digits.slice(-9) : null;
}

/** A delivery address as first-purchase checks compare it: its area codes and its folded street line. */
export function voucherPlaceKey(address: Address | null | undefined): string | null {
  if (!address) return null;
  const street = textFold(address.detail).replace(/[^a-z0-9]+/g, ' ').trim();
  if (street === '') return null;
  const area = address.is_overseas
    ? [address.country ?? '', (address.postal_code ?? '').replace(/\s/g, '')]
    : [address.city_code ?? '', address.district_code ?? '', address.ward_code ?? ''];
  return [...area, street].join('|');
}

/** Who asks for a first-purchase voucher, as the server can stand behind it. */
export interface FirstPurchaseBuyer {
  /** The session's owner: the account's id, or the guest's. */
  readonly ownerId: string;
  /** The account behind a logged-in session; null for a guest. */
  readonly userId: string | null;
  /** The account's phone once proven by a code (`voucherPhoneKey`), else null. */
  readonly verifiedPhoneKey: string | null;
  /** This checkout's delivery phone and address (keys); null while not known (a list of offers). */
  readonly deliveryPhoneKey: string | null;
  readonly deliveryPlaceKey: string | null;
}

/** An earlier order that was not cancelled, by what first-purchase checks compare. */
export interface FirstPurchaseEarlierOrder {
  readonly owner_id: string;
  readonly buyer_phone_key: string | null;
  readonly delivery_phone_key: string | null;
  readonly delivery_place_key: string | null;
}

/**
 * Whether this is the buyer's first purchase, on facts the server can stand behind rather
 * than on who the client says it is: an account has bought when it, or anyone with its
 * proven phone, has an order; a guest (whose session costs nothing to mint again) has
 * bought when an order already went to its delivery phone or its delivery address.
 */
export function voucherFirstPurchase(buyer: FirstPurchaseBuyer, earlier: readonly FirstPurchaseEarlierOrder[]): boolean {
  const same = (key: string | null, ...others: (string | null)[]) => key !== null && others.includes(key);
  return !earlier.some((order) => {
    if (order.owner_id === buyer.ownerId) return true;
    if (buyer.userId !== null) return same(buyer.verifiedPhoneKey, order.buyer_phone_key, order.delivery_phone_key);
    return same(buyer.deliveryPhoneKey, order.buyer_phone_key, order.delivery_phone_key) || same(buyer.deliveryPlaceKey, order.delivery_place_key);
  });
}

/** The keys to look earlier orders up by (every one `voucherFirstPurchase` compares). */
export const voucherFirstPurchaseKeys = (buyer: FirstPurchaseBuyer): { phones: string[]; places: string[] } => ({
  phones: [buyer.userId !== null ? buyer.verifiedPhoneKey : buyer.deliveryPhoneKey].filter((key): key is string => key !== null),
  places: buyer.userId === null && buyer.deliveryPlaceKey !== null ? [buyer.deliveryPlaceKey] : [],
});
