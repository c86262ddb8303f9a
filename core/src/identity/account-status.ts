import * as z from 'zod/mini';
import type { Role } from './role.js';

/**
 * Where the account stands on the seller side (spec section 4, shop registration): it decides
 * whether the seller area opens. A buyer who never registered a shop is 'not_registered'.
 */
export const AccountStatusSchema = z.enum(['not_registered', 'submitted', 'pending_approval', 'approved', 'rejected']);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

/** Where a shop application stands (server's shop_applications.status). */
export const ShopApplicationStatusSchema = z.enum(['draft', 'pending_approval', 'approved', 'rejected']);
export type ShopApplicationStatus = z.infer<typeof ShopApplicationStatusSchema>;

/**
 * The account status the roles and the shop application imply. A seller role is only granted
 * on approval, so it reads 'approved'. A draft is not registered yet: the spec's 'submitted'
 * is the moment of sending, which the server turns straight into 'pending_approval'.
 */
export function accountStatusOf(roles: readonly Role[], application: ShopApplicationStatus | null = null): AccountStatus {
  if (roles.includes('seller')) return 'approved';
  if (application === 'pending_approval' || application === 'rejected') return application;
  return 'not_registered';
}
