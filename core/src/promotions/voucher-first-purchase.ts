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

/** Words that name a street's kind ("phố Hàng Bạc", "đường Lê Lợi"): the same street with or without them. */
const STREET_KINDS = new Set(['pho', 'duong', 'd', 'p']);
/**
 * Words that, followed by a number, name a floor, a room or a flat inside the house ("tầng 2",
 * "phòng 305", "căn hộ 1203"), not another house. Only before a number: "Hồ Tùng Mậu" and "Phong
 * Phú" are streets.
 */
const INSIDE_HOUSE = new Set(['tang', 'lau', 'phong', 'ho', 'toa', 'block', 'apt', 'floor', 'room', 'unit']);

/** Whether the street's words end at `index`: a floor, room or flat follows ("căn hộ 12" too). */
const insideFrom = (words: readonly string[], index: number): boolean => {
  const word = words[index] ?? '';
  const next = words[index + 1] ?? '';
  if (word === 'can' && next === 'ho') return true;
  return INSIDE_HOUSE.has(word) && /^\d/.test(next);
};

/**
 * A Vietnamese street line as one house: its house number (letters after it dropped: "12A" is
 * house 12; "12/3", an alley's house, stays) and the street's words after it (up to a comma, a
 * floor or a room; without "phố" or "đường"). "12 Hàng Bạc, tầng 2", "Số 12 Hàng Bạc", "12A
 * phố Hàng Bạc" are all "12 hang bac". A line without a number keeps its folded words.
 */
export function voucherHouseKey(detail: string): string | null {
  const folded = textFold(detail);
  // A comma is a word of its own: it ends the street, once the street has a word.
  const words = folded.replace(/[,;\n]/g, ' , ').split(/[^a-z0-9/,]+/).filter((word) => word !== '');
  const at = words.findIndex((word) => /^\d/.test(word));
  if (at < 0) {
    const plain = folded.replace(/[^a-z0-9]+/g, ' ').trim();
    return plain === '' ? null : plain;
  }
  const number = (words[at] ?? '').replace(/^(\d+(?:\/\d+)*).*$/, '$1');
  const street: string[] = [];
  for (let index = at + 1; index < words.length && !insideFrom(words, index); index += 1) {
    const word = words[index] ?? '';
    if (word === ',' && street.length > 0) break;
    if (word === ',' || (street.length === 0 && STREET_KINDS.has(word))) continue;
    street.push(word);
  }
  return [number, ...street].join(' ');
}

/**
 * A delivery address as first-purchase checks compare it: its area codes (down to the ward) and
 * its house (voucherHouseKey); abroad, its country, postal code and folded street line.
 */
export function voucherPlaceKey(address: Address | null | undefined): string | null {
  if (!address) return null;
  if (address.is_overseas) {
    const line = textFold(address.detail).replace(/[^a-z0-9]+/g, ' ').trim();
    return line === '' ? null : [address.country ?? '', (address.postal_code ?? '').replace(/\s/g, ''), line].join('|');
  }
  const house = voucherHouseKey(address.detail);
  return house === null ? null : [address.city_code ?? '', address.district_code ?? '', address.ward_code ?? '', house].join('|');
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
 * than on who the client says it is: anyone has bought when an order already went to this
 * checkout's house (voucherPlaceKey); an account also when it, or anyone with its proven phone,
 * has an order; a guest (whose session costs nothing to mint again) when an order went to its
 * delivery phone. The voucher itself also needs a proven phone (VoucherContext).
 */
export function voucherFirstPurchase(buyer: FirstPurchaseBuyer, earlier: readonly FirstPurchaseEarlierOrder[]): boolean {
  const same = (key: string | null, ...others: (string | null)[]) => key !== null && others.includes(key);
  return !earlier.some((order) => {
    if (order.owner_id === buyer.ownerId) return true;
    // Every buyer is judged by the house too: another phone at the same house has bought.
    if (same(buyer.deliveryPlaceKey, order.delivery_place_key)) return true;
    if (buyer.userId !== null) return same(buyer.verifiedPhoneKey, order.buyer_phone_key, order.delivery_phone_key);
    return same(buyer.deliveryPhoneKey, order.buyer_phone_key, order.delivery_phone_key);
  });
}

/** The keys to look earlier orders up by (every one `voucherFirstPurchase` compares). */
export const voucherFirstPurchaseKeys = (buyer: FirstPurchaseBuyer): { phones: string[]; places: string[] } => ({
  phones: [buyer.userId !== null ? buyer.verifiedPhoneKey : buyer.deliveryPhoneKey].filter((key): key is string => key !== null),
  places: buyer.deliveryPlaceKey !== null ? [buyer.deliveryPlaceKey] : [],
});
