/**
 * Which frame a page lives in: the buyer's site, the seller area (`/ban-hang`, a workspace of
 * its own with side navigation) or the admin console (`/quan-tri`, ours: the spec names no
 * admin path). The buyer's header and search are not shown inside the two workspaces.
 */
export type Workspace = 'buyer' | 'seller' | 'admin';

export const SELLER_AREA_PATH = '/ban-hang';
export const ADMIN_CONSOLE_PATH = '/quan-tri';

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

export function workspaceOfPath(path: string): Workspace {
  if (under(path, SELLER_AREA_PATH)) return 'seller';
  if (under(path, ADMIN_CONSOLE_PATH)) return 'admin';
  return 'buyer';
}
