import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Heading } from '@modavi/ui';
import * as styles from './content.css';

export interface Crumb {
  readonly label: string;
  /** Absent for a crumb with no page of its own, and for the page itself (the last crumb). */
  readonly to?: string;
  /** The address's query (a blog topic). */
  readonly search?: Readonly<Record<string, string>>;
}

/** A help page's frame: breadcrumbs from home, the title, then the page. */
export function ContentFrame({ crumbs, title, children }: { readonly crumbs: readonly Crumb[]; readonly title: string; readonly children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <nav aria-label={t('content.crumbs')}>
        <ol className={styles.crumbs}>
          <li>
            <Link to="/">{t('content.home')}</Link>
          </li>
          {crumbs.map((crumb, index) => (
            <li key={crumb.label}>
              {crumb.to ? (
                <Link to={crumb.to} search={crumb.search ?? {}}>
                  {crumb.label}
                </Link>
              ) : <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>}
            </li>
          ))}
        </ol>
      </nav>
      <Heading level={1}>{title}</Heading>
      {children}
    </article>
  );
}
