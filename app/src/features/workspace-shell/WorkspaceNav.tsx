import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Badge, VisuallyHidden } from '@modavi/ui';
import { WorkspaceIcon } from './WorkspaceIcon';
import type { WorkspaceNavGroup } from './workspace-nav-item';
import * as styles from './WorkspaceNav.css';

export interface WorkspaceNavProps {
  readonly groups: readonly WorkspaceNavGroup[];
  /** Icons only (the collapsed side bar): each name stays for assistive technology and as a tooltip. */
  readonly compact: boolean;
  /** Called after a link is followed (closes the phone menu). */
  readonly onFollow?: () => void;
}

/** A workspace's side navigation: titled groups of links, the current page marked. */
export function WorkspaceNav({ groups, compact, onFollow }: WorkspaceNavProps) {
  const { t } = useTranslation();
  return (
    <>
      {groups.map((group) => (
        <div key={group.title} className={styles.group}>
          {compact ? <VisuallyHidden>{t(group.title)}</VisuallyHidden> : <p className={styles.groupTitle}>{t(group.title)}</p>}
          <ul className={styles.list}>
            {group.items.map((item) => (
              <li key={item.to}>
                <Link
                  // The workspace's paths are its own routes; the list is data, so the type is widened here.
                  to={item.to as '/'}
                  className={compact ? `${styles.link} ${styles.compactLink}` : styles.link}
                  activeOptions={{ exact: false }}
                  title={compact ? t(item.label) : undefined}
                  onClick={onFollow}
                >
                  <WorkspaceIcon name={item.icon} />
                  {compact ? <VisuallyHidden>{t(item.label)}</VisuallyHidden> : <span>{t(item.label)}</span>}
                  {item.count ? <Badge count={item.count} tone="danger" label={t('workspace.navCount', { count: item.count })} /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
