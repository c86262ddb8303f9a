import type { AuthGrant } from '@modavi/core';
import type { Db } from '../db/db.js';
import { sessionRevoke, userSessionCreate, type Session, type SessionBindingRecord } from '../sessions/session-store.js';
import { guestOrdersMove } from '../checkout/guest-orders-move.js';
import { guestCartMerge } from './guest-cart-merge.js';
import type { UserRecord } from './users.js';

/**
 * Logs a user in: a new account session, and the guest who asked (if the request carried a
 * live guest token) hands over their cart and their orders, and their session ends, since the app drops the
 * no-login cookie at login (spec). `binding` ties the new session to an HttpOnly cookie (loginIssue).
 */
export async function loginGrant(db: Db, user: UserRecord, caller: Session | null, binding: SessionBindingRecord | null = null): Promise<AuthGrant> {
  return db.transaction(async (tx) => {
    if (caller?.kind === 'guest') {
      await guestCartMerge(tx, caller.ownerId, user.id);
      await guestOrdersMove(tx, caller.ownerId, user.id);
      await sessionRevoke(tx, caller.token);
    }
    const session = await userSessionCreate(tx, user.id, binding);
    return { token: session.token, profile: user.profile };
  });
}
