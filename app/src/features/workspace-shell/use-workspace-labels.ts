import { useTranslation } from 'react-i18next';
import type { WorkspaceFrameLabels } from '@modavi/ui';

/** The frame's words in the page's language; `nav` names the workspace's navigation. */
export function useWorkspaceLabels(nav: string): WorkspaceFrameLabels {
  const { t } = useTranslation();
  return {
    nav,
    menuOpen: t('workspace.menuOpen'),
    menuClose: t('workspace.menuClose'),
    collapse: t('workspace.collapse'),
    expand: t('workspace.expand'),
    skipToContent: t('workspace.skipToContent'),
  };
}
