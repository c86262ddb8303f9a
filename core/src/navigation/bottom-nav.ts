/**
 * The phones' bottom navigation of the buyer site (issue 14), as Vietnamese shoppers know it from
 * the big marketplaces: home, categories, community, notifications, account.
 */
export type BottomNavKey = 'home' | 'categories' | 'community' | 'notifications' | 'account';

/** Where "community" goes: the spec's feed (a guest reads it; writing asks to log in). */
export const BOTTOM_NAV_COMMUNITY_PATH = '/cong-dong';

/** Where "notifications" goes: the buyer's notification list (ours: the spec names the screen, not its path). */
export const BOTTOM_NAV_NOTIFICATIONS_PATH = '/trang-ca-nhan/thong-bao';

/** The items in order, each with its address; `also` lists other sections it stands for. */
export const BOTTOM_NAV_ITEMS: readonly { readonly key: BottomNavKey; readonly to: string; readonly also?: readonly string[] }[] = [
  { key: 'home', to: '/' },
  { key: 'categories', to: '/danh-muc', also: ['/nganh-hang'] },
  { key: 'community', to: BOTTOM_NAV_COMMUNITY_PATH, also: ['/post', '/tuong'] },
  { key: 'notifications', to: BOTTOM_NAV_NOTIFICATIONS_PATH },
  { key: 'account', to: '/trang-ca-nhan', also: ['/yeu-thich'] },
];

/**
 * Pages with a bar of their own stuck to the bottom of a phone's screen, which the navigation
 * would cover: the cart's buy bar, checkout's (and its result's), the app landing's store links
 * (spec 2: sticky on mobile). As on the big marketplaces, the cart and checkout go without it.
 */
export const BOTTOM_NAV_HIDDEN_ON: readonly string[] = ['/gio-hang', '/thanh-toan', '/thanh-toan-2', '/download'];

const within = (path: string, section: string): boolean => section !== '/' && (path === section || path.startsWith(`${section}/`));

/** The item a page belongs to (the longest section that holds it; home only for '/'), or null. */
export function bottomNavActive(pathname: string): BottomNavKey | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  let best: { key: BottomNavKey; length: number } | null = null;
  for (const item of BOTTOM_NAV_ITEMS) {
    for (const section of [item.to, ...(item.also ?? [])]) {
      if (within(path, section) && section.length > (best?.length ?? 0)) best = { key: item.key, length: section.length };
    }
  }
  return best?.key ?? null;
}

/** Whether a buyer page shows the bottom navigation (not on BOTTOM_NAV_HIDDEN_ON; the workspaces have their own frame). */
export function bottomNavShown(pathname: string): boolean {
  return !BOTTOM_NAV_HIDDEN_ON.some((section) => within(pathname, section));
}
