import { ACCOUNT_ORDERS_PATH } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { sessionFindLive } from '../sessions/session-store.js';

const ORDER_PAGE = new RegExp(`^${ACCOUNT_ORDERS_PATH}/([^/]+)/?$`);

/**
 * Issue 25.14: the buyer's order page of an order that is not the visitor's (unknown, or
 * someone else's) answers 404, like any address that draws the not-found text, so monitors and
 * the browser's history see it; the page itself still says the order is not found. `token` is
 * the visitor's session token from its cookie ('' when none opens). Only the order page is
 * judged: it is the one private page whose address names a record.
 */
export async function pageOrderMissing(db: Db, path: string, token: string): Promise<boolean> {
  const match = ORDER_PAGE.exec(path);
  if (!match) return false;
  const session = token === '' ? null : await sessionFindLive(db, token);
  if (!session) return true;
  let orderId: string;
  try {
    orderId = decodeURIComponent(match[1] ?? '');
  } catch {
    return true;
  }
  const order = await typedDb(db).selectFrom('orders').select('id').where('id', '=', orderId).where('owner_id', '=', session.ownerId).executeTakeFirst();
  return order === undefined;
}
