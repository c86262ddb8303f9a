import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROLE_ACTIONS, roleCan, roleNeedsLogin, RoleSchema, type Role, type RoleAction } from './role.js';

const roles = RoleSchema.options;

describe('roleCan', () => {
  it.each<[Role, RoleAction, boolean]>([
    ['visitor', 'catalogue.browse', true],
    ['visitor', 'catalogue.search', true],
    ['visitor', 'checkout.guest', true],
    ['visitor', 'account.quickCreate', true],
    ['visitor', 'cart.use', false],
    ['visitor', 'post.write', false],
    ['buyer', 'cart.use', true],
    ['buyer', 'review.write', true],
    ['buyer', 'follow.use', true],
    ['buyer', 'chat.use', true],
    ['buyer', 'address.manage', true],
    ['buyer', 'voucher.save', true],
    ['buyer', 'account.delete', true],
    ['buyer', 'seller.area', false],
    ['buyer', 'checkout.guest', false],
    ['seller', 'seller.area', true],
    ['seller', 'cart.use', true],
    ['seller', 'account.delete', false],
    ['admin', 'shop.approve', true],
    ['admin', 'product.approve', true],
    ['admin', 'refund.approve', true],
    ['admin', 'cart.use', false],
    ['buyer', 'refund.approve', false],
    ['social_organisation', 'socialFeedback.submit', true],
    ['buyer', 'socialFeedback.submit', true],
    ['visitor', 'socialFeedback.submit', true],
  ])('%s may %s: %s', (role, action, expected) => {
    expect(roleCan(role, action)).toBe(expected);
  });

  it('only admin approves, only sellers enter the seller area', () => {
    fc.assert(
      fc.property(fc.constantFrom(...roles), (role) => {
        expect(roleCan(role, 'shop.approve')).toBe(role === 'admin');
        expect(roleCan(role, 'seller.area')).toBe(role === 'seller');
      }),
    );
  });

  it('lets everyone browse and search', () => {
    for (const role of roles) {
      expect(roleCan(role, 'catalogue.browse')).toBe(true);
      expect(roleCan(role, 'catalogue.search')).toBe(true);
    }
  });

  it('refuses unknown roles and actions instead of throwing', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (role, action) => {
        fc.pre(!(roles as readonly string[]).includes(role) || !(ROLE_ACTIONS as readonly string[]).includes(action));
        expect(roleCan(role as Role, action as RoleAction)).toBe(false);
      }),
    );
    expect(roleCan('toString' as Role, 'catalogue.browse')).toBe(false);
  });
});

describe('roleNeedsLogin', () => {
  it('is true for a visitor exactly on what a buyer may do and a visitor may not', () => {
    fc.assert(
      fc.property(fc.constantFrom(...roles), fc.constantFrom(...ROLE_ACTIONS), (role, action) => {
        expect(roleNeedsLogin(role, action)).toBe(role === 'visitor' && roleCan('buyer', action) && !roleCan('visitor', action));
      }),
    );
    expect(roleNeedsLogin('visitor', 'cart.use')).toBe(true);
    expect(roleNeedsLogin('visitor', 'catalogue.browse')).toBe(false);
    expect(roleNeedsLogin('visitor', 'seller.area')).toBe(false);
  });
});
