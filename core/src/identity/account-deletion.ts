import { err, ok, type Result } from '../shared/result.js';
import type { Role } from './role.js';

/** Spec: support deletes a seller account within 15 to 20 working days. */
export const SELLER_DELETION_WORKING_DAYS_MIN = 15;
export const SELLER_DELETION_WORKING_DAYS_MAX = 20;

/**
 * The role an account's deletion follows when it holds several: a seller's goes through
 * support even though it also buys; an account with no role listed is a buyer's.
 */
export function accountDeletionRole(roles: readonly Role[]): Role {
  if (roles.includes('seller')) return 'seller';
  return roles[0] ?? 'buyer';
}

/** How an account of a role is deleted. */
export type AccountDeletionPlan =
  | { readonly kind: 'self_service' }
  | { readonly kind: 'support'; readonly workingDaysMin: number; readonly workingDaysMax: number }
  | { readonly kind: 'unavailable' };

/**
 * Spec: a buyer deletes the account after confirming; a seller's deletion is handled by
 * support. Visitors have no account; admin and social-organisation accounts are managed by
 * the operator, so no deletion is offered to them.
 */
export function accountDeletionPlan(role: Role): AccountDeletionPlan {
  if (role === 'buyer') return { kind: 'self_service' };
  if (role === 'seller') {
    return { kind: 'support', workingDaysMin: SELLER_DELETION_WORKING_DAYS_MIN, workingDaysMax: SELLER_DELETION_WORKING_DAYS_MAX };
  }
  return { kind: 'unavailable' };
}

export type AccountDeletionError = 'ACCOUNT.DELETE_CONFIRM_REQUIRED' | 'ACCOUNT.DELETE_BY_SUPPORT' | 'ACCOUNT.DELETE_UNAVAILABLE';

/** Whether the deletion call may be made now: only a buyer who has confirmed. */
export function accountDeletionCheck(role: Role, confirmed: boolean): Result<'delete', AccountDeletionError> {
  const plan = accountDeletionPlan(role);
  if (plan.kind === 'support') return err('ACCOUNT.DELETE_BY_SUPPORT');
  if (plan.kind === 'unavailable') return err('ACCOUNT.DELETE_UNAVAILABLE');
  return confirmed === true ? ok('delete') : err('ACCOUNT.DELETE_CONFIRM_REQUIRED');
}
