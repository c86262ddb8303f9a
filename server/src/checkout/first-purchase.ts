import {
  voucherFirstPurchase,
  voucherFirstPurchaseKeys,
  voucherPhoneKey,
  voucherPlaceKey,
  type Address,
  type FirstPurchaseBuyer,
  type FirstPurchaseEarlierOrder,
} from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';

/** The first-purchase keys an order keeps (migration 020), written when it is placed. */
export interface OrderBuyerKeys {
  readonly buyer_phone_key: string | null;
  readonly delivery_phone_key: string | null;
  readonly delivery_place_key: string | null;
}

/** The account's phone as a key, only once proven by a code. */
async function verifiedPhoneKey(db: Db, userId: string | null): Promise<string | null> {
  if (userId === null) return null;
  const row = await typedDb(db)
    .selectFrom('users')
    .select('phone')
    .where('id', '=', userId)
    .where('phone_verified_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return voucherPhoneKey(row?.phone);
}

/**
 * Whether the buyer has proven a phone with a code (an account's phone confirmed at sign-up or in
 * the profile): a first-purchase voucher needs it (core's VoucherContext.firstPurchasePhoneProven).
 */
export const buyerPhoneProven = async (db: Db, userId: string | null): Promise<boolean> => (await verifiedPhoneKey(db, userId)) !== null;

export async function orderBuyerKeys(db: Db, userId: string | null, address: Address | null): Promise<OrderBuyerKeys> {
  return {
    buyer_phone_key: await verifiedPhoneKey(db, userId),
    delivery_phone_key: voucherPhoneKey(address?.phone),
    delivery_place_key: voucherPlaceKey(address),
  };
}

/**
 * Whether the buyer may have a first-purchase voucher (core's voucherFirstPurchase): the
 * earlier live orders of the same account, proven phone or, for a guest, delivery phone or
 * address. Without an address yet (the list of offers) a guest is judged by its own orders;
 * placing the order, which has the address, decides.
 */
export async function buyerFirstPurchase(
  db: Db,
  buyer: { readonly ownerId: string; readonly userId: string | null; readonly placingOrderId?: string | null },
  address: Address | null,
): Promise<boolean> {
  const keys = await orderBuyerKeys(db, buyer.userId, address);
  const facts: FirstPurchaseBuyer = {
    ownerId: buyer.ownerId,
    userId: buyer.userId,
    verifiedPhoneKey: keys.buyer_phone_key,
    deliveryPhoneKey: keys.delivery_phone_key,
    deliveryPlaceKey: keys.delivery_place_key,
  };
  const { phones, places } = voucherFirstPurchaseKeys(facts);
  const earlier: FirstPurchaseEarlierOrder[] = await typedDb(db)
    .selectFrom('orders')
    .select(['owner_id', 'buyer_phone_key', 'delivery_phone_key', 'delivery_place_key'])
    .where('status', '<>', 'cancelled')
    .where('id', 'is distinct from', buyer.placingOrderId ?? null)
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', buyer.ownerId),
        eb('buyer_phone_key', '=', sql<string>`ANY(${phones}::text[])`),
        eb('delivery_phone_key', '=', sql<string>`ANY(${phones}::text[])`),
        eb('delivery_place_key', '=', sql<string>`ANY(${places}::text[])`),
      ]),
    )
    .limit(20)
    .execute();
  return voucherFirstPurchase(facts, earlier);
}
