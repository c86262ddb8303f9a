import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accountDeletionCheck, accountDeletionPlan, accountDeletionRole } from './account-deletion.js';
import { accountStatusOf } from './account-status.js';
import { RoleSchema } from './role.js';

const anyRoles = fc.array(fc.constantFrom(...RoleSchema.options), { maxLength: 5 });

describe('account deletion', () => {
  it('a buyer deletes the account after confirming', () => {
    expect(accountDeletionPlan('buyer')).toEqual({ kind: 'self_service' });
    expect(accountDeletionCheck('buyer', true)).toEqual({ ok: true, value: 'delete' });
    expect(accountDeletionCheck('buyer', false)).toEqual({ ok: false, error: 'ACCOUNT.DELETE_CONFIRM_REQUIRED' });
  });

  it('a seller is deleted by support within 15 to 20 working days, confirmed or not', () => {
    expect(accountDeletionPlan('seller')).toEqual({ kind: 'support', workingDaysMin: 15, workingDaysMax: 20 });
    expect(accountDeletionCheck('seller', true)).toEqual({ ok: false, error: 'ACCOUNT.DELETE_BY_SUPPORT' });
  });

  it('other roles have no deletion to offer', () => {
    for (const role of ['visitor', 'admin', 'social_organisation'] as const) {
      expect(accountDeletionPlan(role)).toEqual({ kind: 'unavailable' });
      expect(accountDeletionCheck(role, true)).toEqual({ ok: false, error: 'ACCOUNT.DELETE_UNAVAILABLE' });
    }
  });

  it('an account holding the seller role is deleted by support, whatever else it holds', () => {
    fc.assert(
      fc.property(anyRoles, anyRoles, (before, after) => {
        const roles = [...before, 'seller' as const, ...after];
        expect(accountDeletionRole(roles)).toBe('seller');
        expect(accountDeletionPlan(accountDeletionRole(roles)).kind).toBe('support');
      }),
    );
  });

  it('without the seller role the first role decides, and no role at all is a buyer', () => {
    fc.assert(
      fc.property(anyRoles, (roles) => {
        fc.pre(!roles.includes('seller'));
        expect(accountDeletionRole(roles)).toBe(roles[0] ?? 'buyer');
      }),
    );
    expect(accountDeletionPlan(accountDeletionRole([])).kind).toBe('self_service');
  });

  it('the account status reads approved exactly when the seller role is held', () => {
    fc.assert(
      fc.property(anyRoles, (roles) => {
        expect(accountStatusOf(roles)).toBe(roles.includes('seller') ? 'approved' : 'not_registered');
      }),
    );
  });
});
