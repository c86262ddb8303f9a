import { useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.js';
import { Sheet } from '../Sheet/Sheet.js';
import { SkipLink } from '../SkipLink/SkipLink.js';
import * as styles from './WorkspaceFrame.css.js';

export interface WorkspaceFrameLabels {
  /** Name of the navigation landmark ("Kênh người bán"). */
  nav: string;
  menuOpen: string;
  menuClose: string;
  collapse: string;
  expand: string;
  skipToContent: string;
}

export interface WorkspaceFrameProps {
  /** The workspace's name, usually a link to its start page. */
  brand: ReactNode;
  /** What the workspace is about: the shop's name and status. */
  context?: ReactNode;
  /** Right side of the top bar: language, the way back to the buyer site, the account. */
  actions?: ReactNode;
  /** A notice under the top bar on every page of the workspace (the shop is paused, with the way to reopen it). */
  notice?: ReactNode;
  /**
   * The navigation, drawn in the side bar on desktop and in a sheet on phones; `compact` is
   * true when the side bar is collapsed (icons only) and `close` closes the phone sheet.
   */
  renderNav: (state: { readonly compact: boolean; readonly close: () => void }) => ReactNode;
  /** Whether the side bar is collapsed; the app remembers it (spec: `expandSidebar`). */
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  labels: WorkspaceFrameLabels;
  mainId?: string;
  children: ReactNode;
}

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

function ChevronIcon({ left }: { left: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden focusable="false">
      <path d={left ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/**
 * A workspace of its own (the seller area, the admin console): a top bar with the workspace's
 * name, context and actions; a collapsible side navigation on desktop and a menu sheet on
 * phones; the page in a main landmark.
 */
export function WorkspaceFrame({ brand, context, actions, notice, renderNav, collapsed, onCollapsedChange, labels, mainId = 'main', children }: WorkspaceFrameProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <div className={styles.root}>
      <SkipLink target={mainId} label={labels.skipToContent} />
      <header className={styles.topbar}>
        <span className={styles.menuButton}>
          <IconButton label={labels.menuOpen} onClick={() => setMenuOpen(true)}>
            <MenuIcon />
          </IconButton>
        </span>
        <div className={styles.brand}>{brand}</div>
        {context !== undefined && <div className={styles.context}>{context}</div>}
        <div className={styles.actions}>{actions}</div>
      </header>
      {notice ? <div className={styles.notice}>{notice}</div> : null}
      <div className={styles.body}>
        <nav className={styles.sidebar} aria-label={labels.nav} data-collapsed={collapsed}>
          <span className={styles.sidebarToggle}>
            <IconButton label={collapsed ? labels.expand : labels.collapse} aria-expanded={!collapsed} onClick={() => onCollapsedChange(!collapsed)}>
              <ChevronIcon left={!collapsed} />
            </IconButton>
          </span>
          {renderNav({ compact: collapsed, close })}
        </nav>
        <main id={mainId} className={styles.main} tabIndex={-1}>
          <div className={styles.mainInner}>{children}</div>
        </main>
      </div>
      <Sheet open={menuOpen} onOpenChange={setMenuOpen} side="left" title={labels.nav} closeLabel={labels.menuClose}>
        <nav className={styles.sheetNav} aria-label={labels.nav}>
          {renderNav({ compact: false, close })}
        </nav>
      </Sheet>
    </div>
  );
}
