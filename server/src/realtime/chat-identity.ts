import type { ChatParty } from '@modavi/core';
import type { Db } from '../db/db.js';
import { actorFind } from '../ordering/actor-tokens.js';
import { sessionFindLive } from '../sessions/session-store.js';
import { tokenDigest } from '../sessions/token-digest.js';

/** Who a chat socket speaks for, as its token proves it. */
export interface ChatIdentity {
  /** The token's digest: the socket.io room the session's sockets share, to end them together. */
  readonly tokenHash: string;
  /** The owner id of a session (a guest's or a user's), or a development seller token's shop. */
  readonly senderId: string;
  /** A user's id, for disconnecting every socket of an account at once. */
  readonly userId: string | null;
  /**
   * Every side it may speak for: none for a guest (a visitor without an account is no party of
   * any room); an account's buyer side, and its shop's seller side when it runs one.
   */
  readonly parties: readonly ChatParty[];
}

/**
 * The identity behind a token that is live now: a buyer's or guest's session, or a seller's
 * token of a shop. Asked at the handshake and again before every join and message, so a
 * revoked session or an expired seller token stops at once even on a socket already open.
 */
export async function chatIdentity(db: Db, token: string): Promise<ChatIdentity | null> {
  if (token === '') return null;
  const session = await sessionFindLive(db, token);
  const tokenHash = tokenDigest(token);
  const actor = await actorFind(db, token, 'seller');
  const shop: ChatParty[] = actor?.role === 'seller' && actor.shopId !== null ? [{ kind: 'seller', shopId: actor.shopId }] : [];
  if (session) {
    const user = session.kind === 'user';
    return { tokenHash, senderId: session.ownerId, userId: user ? session.ownerId : null, parties: user ? [{ kind: 'buyer', userId: session.ownerId }, ...shop] : [] };
  }
  const [seller] = shop;
  if (seller?.kind !== 'seller') return null;
  return { tokenHash, senderId: seller.shopId, userId: null, parties: shop };
}
