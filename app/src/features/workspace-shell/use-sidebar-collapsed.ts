import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@modavi/core';
import { useServices } from '../../hooks/use-services';

/**
 * Whether the workspace's side bar is collapsed, remembered in local storage under the spec's
 * `expandSidebar` key ('true' expanded, 'false' collapsed; expanded when never set).
 */
export function useSidebarCollapsed(): readonly [boolean, (collapsed: boolean) => void] {
  const { local } = useServices();
  const [collapsed, setCollapsed] = useState(() => local.get(STORAGE_KEYS.expandSidebar) === 'false');
  const change = useCallback(
    (next: boolean) => {
      local.set(STORAGE_KEYS.expandSidebar, next ? 'false' : 'true');
      setCollapsed(next);
    },
    [local],
  );
  return [collapsed, change] as const;
}
