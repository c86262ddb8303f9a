import { SELLER_INCOME_PATH } from '@modavi/core';
import type { WorkspaceNavGroup } from '../workspace-shell/workspace-nav-item';
import { SELLER_REFUNDS_PATH } from '../seller-refunds/refund-desk-routes';

/** The seller's chat (spec: tro-chuyen?id=); its link carries the unread count (SellerLayout). */
export const SELLER_CHAT_PATH = '/ban-hang/tro-chuyen';

/**
 * The seller area's side navigation. Each capability adds its pages here as its routes land
 * (part 2 of the seller centre adds orders, marketing, settings and the dashboard).
 */
export const SELLER_NAV: readonly WorkspaceNavGroup[] = [
  {
    // The seller area's landing (/ban-hang redirects here), first as sellers expect it.
    title: 'sellerShell.nav.overview',
    items: [{ to: '/ban-hang/tong-quan', label: 'sellerShell.nav.dashboard', icon: 'home' }],
  },
  {
    title: 'sellerShell.nav.sales',
    items: [
      { to: '/ban-hang/quan-ly-don-hang', label: 'sellerShell.nav.orders', icon: 'orders' },
      { to: SELLER_REFUNDS_PATH, label: 'sellerShell.nav.refunds', icon: 'refunds' },
      { to: SELLER_CHAT_PATH, label: 'sellerShell.nav.chat', icon: 'chat' },
    ],
  },
  {
    // Issue 28: what the shop earns and its payouts; sellers find it as "Tài chính" on other marketplaces.
    title: 'sellerShell.nav.finance',
    items: [{ to: SELLER_INCOME_PATH, label: 'sellerShell.nav.income', icon: 'income' }],
  },
  {
    title: 'sellerShell.nav.marketing',
    items: [
      { to: '/ban-hang/ma-giam-gia', label: 'sellerShell.nav.vouchers', icon: 'vouchers' },
      { to: '/ban-hang/chuong-trinh-cua-toi', label: 'sellerShell.nav.promotions', icon: 'promotions' },
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
  {
    // The spec's cai-dat pages, and pause mode beside them (a setting of the shop; its guide is che-do-tam-nghi).
    title: 'sellerShell.nav.settings',
    items: [
      { to: '/ban-hang/cai-dat/thong-tin-cua-hang', label: 'sellerShell.nav.shopInfo', icon: 'shopInfo' },
      { to: '/ban-hang/cai-dat/van-chuyen', label: 'sellerShell.nav.shipping', icon: 'shipping' },
      { to: '/ban-hang/cai-dat/chinh-sach-hoan-tra-hang', label: 'sellerShell.nav.returnPolicy', icon: 'returns' },
      { to: '/ban-hang/cai-dat/thanh-toan', label: 'sellerShell.nav.payment', icon: 'payment' },
      { to: '/ban-hang/cai-dat/che-do-tam-nghi', label: 'sellerShell.nav.pause', icon: 'pause' },
    ],
  },
];
