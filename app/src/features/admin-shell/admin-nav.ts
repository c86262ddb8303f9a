import type { WorkspaceNavGroup } from '../workspace-shell/workspace-nav-item';
import { ADMIN_REFUNDS_PATH } from '../seller-refunds/refund-desk-routes';

/** The admin console's side navigation: the queues an admin decides (spec 6). */
export const ADMIN_NAV: readonly WorkspaceNavGroup[] = [
  {
    title: 'adminShell.nav.approvals',
    items: [
      { to: '/quan-tri/cua-hang', label: 'adminShell.nav.shops', icon: 'shops' },
      { to: '/quan-tri/san-pham', label: 'adminShell.nav.products', icon: 'products' },
      { to: ADMIN_REFUNDS_PATH, label: 'adminShell.nav.refunds', icon: 'refunds' },
    ],
  },
  {
    // Issue 28: payouts to shops and the platform's own figures.
    title: 'adminShell.nav.finance',
    items: [
      { to: '/quan-tri/thanh-toan-nguoi-ban', label: 'adminShell.nav.payouts', icon: 'payment' },
      { to: '/quan-tri/doanh-thu-nen-tang', label: 'adminShell.nav.platformIncome', icon: 'chart' },
    ],
  },
  {
    title: 'adminShell.nav.community',
    items: [{ to: '/quan-tri/phan-anh', label: 'adminShell.nav.socialFeedback', icon: 'feedback' }],
  },
];
