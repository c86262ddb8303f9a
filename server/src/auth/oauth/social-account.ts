import { socialLinkDecide, type AuthProviderId } from '@modavi/core';
import type { Db } from '../../db/db.js';
import { contactReleaseUnproven, contactVerifiedMark } from '../contact-claims.js';
import { userCreate, userFindById, userFindByDestination, userFindByIdentity, userIdentityLink, type UserRecord } from '../users.js';
import type { ProviderIdentity } from './provider-protocols.js';

/** The name a social account starts with when the provider shares none. */
const nameOf = (identity: ProviderIdentity): string => identity.name ?? identity.email?.split('@')[0] ?? 'Modavi';

/**
 * The account a social login belongs to (core's socialLinkDecide): the one already bound to the
 * provider's subject; else the account with the same email when the provider vouches for it
 * and that account proved it too (linking on an email the account only typed in is the
 * takeover: anyone could type in someone else's address); else a new account, which takes a
 * vouched email from an account that never proved it.
 */
export async function socialAccount(db: Db, provider: AuthProviderId, identity: ProviderIdentity, now: number): Promise<UserRecord> {
  return db.transaction(async (tx) => {
    const email = identity.email?.trim().toLowerCase() ?? null;
    const vouched = email !== null && identity.emailVerified;
    const bound = await userFindByIdentity(tx, provider, identity.subject);
    const holder = vouched && !bound ? await userFindByDestination(tx, 'email', email) : null;
    const decision = socialLinkDecide({
      bound: bound !== null,
      emailVouched: vouched,
      holder: holder ? { verified: holder.verified.email } : null,
    });
    if (decision === 'bound' && bound) {
      // The provider vouches again for the address the account holds: it is proven now.
      if (vouched && bound.profile.email === email && !bound.verified.email) {
        await contactVerifiedMark(tx, bound.id, 'email', email, now);
        return (await userFindById(tx, bound.id)) ?? bound;
      }
      return bound;
    }
    if (decision === 'link' && holder) {
      await userIdentityLink(tx, provider, identity.subject, holder.id);
      return holder;
    }
    const withEmail = decision === 'create_with_email' && email !== null;
    if (withEmail) await contactReleaseUnproven(tx, 'email', email, now);
    const user = await userCreate(tx, { name: nameOf(identity), email: withEmail ? email : null, verified: true });
    if (!user) throw new Error('socialAccount: the new account collided with one made meanwhile');
    await userIdentityLink(tx, provider, identity.subject, user.id);
    return user;
  });
}
