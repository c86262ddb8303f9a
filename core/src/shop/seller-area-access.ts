import type { AccountStatus } from '../identity/account-status.js';
import type { Role } from '../identity/role.js';

/**
 * Where a request for the seller area goes (spec 6: the seller needs a verified account and the
 * admin's approval): a visitor logs in first, an account without an application (or with a
 * draft) is led to the become-seller page, a pending or rejected one sees its application's
 * status, an approved seller with a shop comes in.
 */
export type SellerAreaAccess = 'login' | 'become_seller' | 'application_status' | 'open';

export interface SellerAreaFacts {
  readonly loggedIn: boolean;
  /** Null when not logged in. */
  readonly accountStatus: AccountStatus | null;
  readonly hasShop: boolean;
}

export function sellerAreaAccess(facts: SellerAreaFacts): SellerAreaAccess {
  if (!facts.loggedIn || facts.accountStatus === null) return 'login';
  if (facts.accountStatus === 'approved' && facts.hasShop) return 'open';
  if (facts.accountStatus === 'pending_approval' || facts.accountStatus === 'rejected' || facts.accountStatus === 'submitted') return 'application_status';
  return 'become_seller';
}

/** The admin console (spec 6: admin/system approves shops, products, refunds): admins only. */
export type AdminConsoleAccess = 'login' | 'forbidden' | 'open';

export function adminConsoleAccess(loggedIn: boolean, roles: readonly Role[] | null): AdminConsoleAccess {
  if (!loggedIn || roles === null) return 'login';
  return roles.includes('admin') ? 'open' : 'forbidden';
}
