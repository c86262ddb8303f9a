import type { WorkspaceNavGroup } from '../workspace-shell/workspace-nav-item';
import { SELLER_REFUNDS_PATH } from '../seller-refunds/refund-desk-routes';

/**
 * The seller area's side navigation. Each capability adds its pages here as its routes land
 * (part 2 of the seller centre adds orders, marketing, settings and the dashboard).
 */
export const SELLER_NAV: readonly WorkspaceNavGroup[] = [
  {
    title: 'sellerShell.nav.sales',
    items: [
      { to: '/ban-hang/quan-ly-don-hang', label: 'sellerShell.nav.orders', icon: 'orders' },
      { to: SELLER_REFUNDS_PATH, label: 'sellerShell.nav.refunds', icon: 'refunds' },
    ],
  },
  {
    title: 'sellerShell.nav.catalogue',
    items: [
      { to: '/ban-hang/quan-ly-san-pham', label: 'sellerShell.nav.products', icon: 'products' },
      { to: '/ban-hang/quan-ly-san-pham/tao', label: 'sellerShell.nav.productCreate', icon: 'add' },
      { to: '/ban-hang/quan-ly-san-pham/chinh-sua-hang-loat', label: 'sellerShell.nav.productBulkEdit', icon: 'bulk' },
      { to: '/ban-hang/quan-ly-san-pham/tai-xuong-danh-sach', label: 'sellerShell.nav.productDownload', icon: 'download' },
    ],
  },
  {
    title: 'sellerShell.nav.shop',
    items: [
      { to: '/ban-hang/quan-ly-danh-muc', label: 'sellerShell.nav.categories', icon: 'categories' },
      { to: '/ban-hang/quan-ly-banner', label: 'sellerShell.nav.banners', icon: 'banners' },
      { to: '/ban-hang/quan-ly-size-chart', label: 'sellerShell.nav.sizeCharts', icon: 'sizeChart' },
    ],
  },
];
