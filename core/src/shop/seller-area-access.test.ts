import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AccountStatusSchema } from '../identity/account-status.js';
import { RoleSchema } from '../identity/role.js';
import { adminConsoleAccess, sellerAreaAccess } from './seller-area-access.js';

const status = fc.constantFrom(...AccountStatusSchema.options);

describe('sellerAreaAccess', () => {
  it('opens only for a logged-in approved account with a shop', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(status, { nil: null }), fc.boolean(), (loggedIn, accountStatus, hasShop) => {
        const access = sellerAreaAccess({ loggedIn, accountStatus, hasShop });
        expect(access === 'open').toBe(loggedIn && accountStatus === 'approved' && hasShop);
        if (!loggedIn) expect(access).toBe('login');
      }),
    );
  });

  it('shows a pending or rejected application its status, and leads everyone else to register', () => {
    expect(sellerAreaAccess({ loggedIn: true, accountStatus: 'pending_approval', hasShop: false })).toBe('application_status');
    expect(sellerAreaAccess({ loggedIn: true, accountStatus: 'rejected', hasShop: false })).toBe('application_status');
    expect(sellerAreaAccess({ loggedIn: true, accountStatus: 'not_registered', hasShop: false })).toBe('become_seller');
  });
});

describe('adminConsoleAccess', () => {
  it('opens for an admin only, and asks a visitor to log in', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.uniqueArray(fc.constantFrom(...RoleSchema.options)), (loggedIn, roles) => {
        const access = adminConsoleAccess(loggedIn, roles);
        expect(access).toBe(!loggedIn ? 'login' : roles.includes('admin') ? 'open' : 'forbidden');
      }),
    );
  });
});
