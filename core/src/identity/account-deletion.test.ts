import { describe, expect, it } from 'vitest';
import { accountDeletionCheck, accountDeletionPlan } from './account-deletion.js';

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
});
