import * as z from 'zod/mini';
import type { Role } from './role.js';

/**
 * Where the account stands on the seller side (spec section 4, shop registration): it decides
 * whether the seller area opens. A buyer who never registered a shop is 'not_registered'.
 */
export const AccountStatusSchema = z.enum(['not_registered', 'submitted', 'pending_approval', 'approved', 'rejected']);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

/**
 * The account status the roles imply. A seller role is only granted on approval, so it reads
 * 'approved'; without seller applications on record every other account is 'not_registered'
 * (the application states come with seller registration).
 */
export function accountStatusOf(roles: readonly Role[]): AccountStatus {
  return roles.includes('seller') ? 'approved' : 'not_registered';
}
