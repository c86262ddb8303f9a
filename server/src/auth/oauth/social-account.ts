import type { AuthProviderId } from '@modavi/core';
import type { Db } from '../../db/db.js';
import { userCreate, userFindByDestination, userFindByIdentity, userIdentityLink, type UserRecord } from '../users.js';
import type { ProviderIdentity } from './provider-protocols.js';

/** The name a social account starts with when the provider shares none. */
const nameOf = (identity: ProviderIdentity): string => identity.name ?? identity.email?.split('@')[0] ?? 'Modavi';

/**
 * The account a social login belongs to: the one already bound to the provider's subject; else
 * the account with the same email, when the provider vouches for that email (an unverified one
 * would let anyone take an account over); else a new account.
 */
export async function socialAccount(db: Db, provider: AuthProviderId, identity: ProviderIdentity): Promise<UserRecord> {
  return db.transaction(async (tx) => {
    const bound = await userFindByIdentity(tx, provider, identity.subject);
    if (bound) return bound;
    const email = identity.email?.trim().toLowerCase() ?? null;
    const byEmail = email && identity.emailVerified ? await userFindByDestination(tx, 'email', email) : null;
    // Only a vouched-for email goes on a new account: an unverified one could pre-empt its
    // real owner's sign-up and later let their email code into this account.
    const user = byEmail ?? (await userCreate(tx, { name: nameOf(identity), email: email && identity.emailVerified ? email : null }));
    if (!user) throw new Error('socialAccount: the new account collided with one made meanwhile');
    await userIdentityLink(tx, provider, identity.subject, user.id);
    return user;
  });
}
