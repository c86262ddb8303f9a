import { describe, expect, it } from 'vitest';
import { SELLER_NAV } from '../seller-shell/seller-nav';
import { ADMIN_NAV } from '../admin-shell/admin-nav';
import { workspaceNavItemAt } from './use-workspace-title';

describe('workspaceNavItemAt (the page a workspace title names)', () => {
  it('finds the entry of a page and of the pages under it, the longest first', () => {
    expect(workspaceNavItemAt(SELLER_NAV, '/ban-hang/quan-ly-don-hang')?.label).toBe('sellerShell.nav.orders');
    expect(workspaceNavItemAt(SELLER_NAV, '/ban-hang/quan-ly-don-hang/ORD-1')?.label).toBe('sellerShell.nav.orders');
    expect(workspaceNavItemAt(SELLER_NAV, '/ban-hang/thu-nhap/dot-thanh-toan/p1')?.label).toBe('sellerShell.nav.income');
    expect(workspaceNavItemAt(SELLER_NAV, '/ban-hang/quan-ly-don-hangX')).toBeNull();
    expect(workspaceNavItemAt(ADMIN_NAV, '/quan-tri/thanh-toan-nguoi-ban/')).not.toBeNull();
  });

  it('names every seller and admin entry by a distinct key', () => {
    for (const groups of [SELLER_NAV, ADMIN_NAV]) {
      const items = groups.flatMap((group) => group.items);
      for (const item of items) expect(workspaceNavItemAt(groups, item.to)?.to).toBe(item.to);
    }
  });
});
