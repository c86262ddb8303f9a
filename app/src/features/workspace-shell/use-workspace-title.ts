import { useLayoutEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '@modavi/core';
import type { WorkspaceNavGroup, WorkspaceNavItem } from './workspace-nav-item';

/** The navigation entry a path belongs to: the longest entry that is the path or one of its parents. */
export function workspaceNavItemAt(groups: readonly WorkspaceNavGroup[], pathname: string): WorkspaceNavItem | null {
  const path = pathname.replace(/\/+$/, '');
  let best: WorkspaceNavItem | null = null;
  for (const item of groups.flatMap((group) => group.items)) {
    const within = path === item.to || path.startsWith(`${item.to}/`);
    if (within && item.to.length > (best?.to.length ?? -1)) best = item;
  }
  return best;
}

/**
 * The tab's title in a workspace (seller centre, admin console; issue 31, WCAG 2.4.2): the
 * navigation entry the page belongs to, then the workspace's name. A layout effect, so a page
 * that names itself after its data (useDocumentTitle, a passive effect) still has the last word.
 */
export function useWorkspaceTitle(groups: readonly WorkspaceNavGroup[], areaName: string): void {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const item = workspaceNavItemAt(groups, pathname);
  const name = item ? `${t(item.label)} · ${areaName}` : areaName;
  useLayoutEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}
