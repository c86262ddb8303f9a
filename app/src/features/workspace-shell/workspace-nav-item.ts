/** One entry of a workspace's side navigation: where it goes, its words' key and its glyph. */
export interface WorkspaceNavItem {
  /** The page's path; a route of the workspace. */
  readonly to: string;
  /** i18n key of its name. */
  readonly label: string;
  readonly icon: WorkspaceIconName;
  /** A count beside the name (the chat's unread messages); hidden at zero. */
  readonly count?: number;
}

export interface WorkspaceNavGroup {
  /** i18n key of the group's title. */
  readonly title: string;
  readonly items: readonly WorkspaceNavItem[];
}

export type WorkspaceIconName = 'products' | 'add' | 'bulk' | 'download' | 'categories' | 'banners' | 'sizeChart' | 'shops' | 'home' | 'orders' | 'refunds' | 'vouchers' | 'promotions' | 'shipping' | 'returns' | 'payment' | 'shopInfo' | 'pause' | 'feedback' | 'chat' | 'bell' | 'income' | 'chart';
